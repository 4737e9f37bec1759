/**
 * Baseline: "HTTP + one PostgreSQL primary-key select" on this machine — a bare node:http
 * handler doing one `select … where id = $1` through a pg pool of the service's default size
 * (GET /select?id=), on the database named by DATABASE_URL. Prints its URL and the ids it
 * inserted.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists rows (id text primary key, body text not null, created_at bigint not null)',
);
const ids: string[] = [];
for (let i = 0; i < 1000; i++) {
  const id = randomUUID();
  await pool.query('insert into rows (id, body, created_at) values ($1, $2, $3)', [
    id,
    '{}',
    Date.now(),
  ]);
  ids.push(id);
}

const server = http.createServer((req, res) => {
  const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  pool.query('select id, body, created_at from rows where id = $1', [id]).then(
    (result) => {
      const out = JSON.stringify(result.rows[0] ?? null);
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(out),
      });
      res.end(out);
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, ids })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
