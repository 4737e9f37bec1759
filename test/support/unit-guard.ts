import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import workerThreads from 'node:worker_threads';
import { vi } from 'vitest';

/**
 * The unit project's promise, kept by force: a unit test opens no socket, starts no server,
 * worker thread or child process and opens no database. Each of those throws here with a message
 * that names the project the test belongs in, so a slow test cannot slip into the inner loop.
 */
function refuse(what: string): never {
  throw new Error(
    `unit tests may not ${what}: name the file *.integration.test.ts (see vitest.config.ts)`,
  );
}

net.Socket.prototype.connect = function connect(): never {
  refuse('open a network connection');
};
net.Server.prototype.listen = function listen(): never {
  refuse('listen on a port');
};
for (const name of ['spawn', 'spawnSync', 'fork', 'exec', 'execSync', 'execFile', 'execFileSync']) {
  Object.defineProperty(childProcess, name, {
    value: () => refuse(`start a child process (${name})`),
    writable: true,
    configurable: true,
  });
}
Object.defineProperty(workerThreads, 'Worker', {
  value: class {
    constructor() {
      refuse('start a worker thread');
    }
  },
  writable: true,
  configurable: true,
});
syncBuiltinESMExports();

vi.mock('better-sqlite3', () => ({
  default: class {
    constructor() {
      refuse('open a SQLite database');
    }
  },
}));
