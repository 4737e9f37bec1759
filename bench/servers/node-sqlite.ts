/**
 * Baseline: the practical limit of this machine for "HTTP + one SQLite write/read" — a bare
 * node:http handler doing one insert (POST /insert) or one primary-key select (GET /select?id=).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { onJsonBody } from './json-body';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-bench-base-'));
const db = new SQLite(path.join(dir, 'base.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('create table rows (id text primary key, body text not null, created_at integer not null)');
const insert = db.prepare('insert into rows (id, body, created_at) values (?, ?, ?)');
const select = db.prepare('select id, body, created_at from rows where id = ?');
const ids: string[] = [];
for (let i = 0; i < 1000; i++) {
  const id = randomUUID();
  insert.run(id, '{}', Date.now());
  ids.push(id);
}

const server = http.createServer((req, res) => {
  if (req.method === 'POST') {
    onJsonBody(req, (body) => {
      const id = randomUUID();
      insert.run(id, JSON.stringify(body), Date.now());
      const out = JSON.stringify({ id });
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(out),
      });
      res.end(out);
    });
    return;
  }
  const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  const out = JSON.stringify(select.get(id) ?? null);
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(out),
  });
  res.end(out);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, ids })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
