import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** How the app's development server is started, from its package.json and lockfile. */
export interface DevServer {
  /** The port its `dev` script listens on: `-p`, `--port` or `PORT=`, else Next's 3000. */
  port: number;
  /** The command that starts it, on `port` when that is another one than the script's. */
  command: (port: number) => string;
}

const PORT_FLAG = /(?:^|\s)(?:-p|--port)(?:\s+|=)(\d{2,5})\b/;
const PORT_ENV = /(?:^|\s)PORT=(\d{2,5})\b/;

export function devServer(root: string): DevServer {
  let script: string | undefined;
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    script = pkg.scripts?.dev;
  } catch {
    // detectNextApp has read it already; no scripts is no dev script
  }
  const match = script && (PORT_FLAG.exec(script) ?? PORT_ENV.exec(script));
  const port = match ? Number(match[1]) : 3000;
  const run = script ? runScript(root) : 'npx next dev';
  return {
    port,
    command: (wanted) => {
      if (wanted === port) return run;
      if (!script) return `${run} -p ${wanted}`;
      return run.startsWith('npm ') ? `${run} -- -p ${wanted}` : `${run} -p ${wanted}`;
    },
  };
}

/** `npm run dev`, or the package manager whose lockfile the app has. */
function runScript(root: string): string {
  const has = (file: string) => fs.existsSync(path.join(root, file));
  if (has('pnpm-lock.yaml')) return 'pnpm dev';
  if (has('yarn.lock')) return 'yarn dev';
  if (has('bun.lock') || has('bun.lockb')) return 'bun run dev';
  return 'npm run dev';
}

/**
 * The first port from `from` on that is not `taken` and that nothing on this machine listens on
 * yet (a service, its example storefront): where the app's dev server can run.
 */
export async function freeLocalPort(from: number, taken: readonly number[]): Promise<number> {
  for (let port = from; port < from + 20; port++) {
    if (taken.includes(port)) continue;
    if (!(await listening(port))) return port;
  }
  return from;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
