/**
 * Baseline: "HTTP + one PostgreSQL insert or primary-key select" on this machine — a bare
 * node:http handler doing one insert (POST /insert) or one `select … where id = $1`
 * (GET /select?id=) through a pg pool of the service's default size, on the database named by
 * DATABASE_URL. Prints its URL and the ids it inserted.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { onJsonBody } from './json-body';

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
  if (req.method === 'POST') {
    onJsonBody(req, (body) => {
      const id = randomUUID();
      answer(
        res,
        pool.query('insert into rows (id, body, created_at) values ($1, $2, $3)', [
          id,
          JSON.stringify(body),
          Date.now(),
        ]),
        () => ({ id }),
      );
    });
    return;
  }
  const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? '';
  answer(
    res,
    pool.query('select id, body, created_at from rows where id = $1', [id]),
    (result) => result.rows[0] ?? null,
  );
});

function answer(
  res: http.ServerResponse,
  query: Promise<pg.QueryResult>,
  body: (result: pg.QueryResult) => unknown,
): void {
  query.then(
    (result) => {
      const out = JSON.stringify(body(result));
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
}

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, ids })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
