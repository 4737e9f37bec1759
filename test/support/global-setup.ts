import net from 'node:net';
import pg from 'pg';

/**
 * Decides once per run whether PostgreSQL and Redis take part. CI must have both; a local run
 * without one says so loudly instead of passing quietly.
 */
export default async function setup(): Promise<void> {
  await checkPostgres();
  await checkRedis();
}

async function checkPostgres(): Promise<void> {
  const url = process.env.OFAGE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.OFAGE_TEST_PG_ADMIN_URL = url;
  } catch (error) {
    if (process.env.CI) {
      throw new Error(`PostgreSQL is required in CI but ${url} did not answer: ${String(error)}`);
    }
    process.env.OFAGE_TEST_PG_ADMIN_URL = '';
    console.warn(
      '\n\n*** PostgreSQL NOT AVAILABLE at ' +
        url +
        ' — every PostgreSQL test is SKIPPED in this run. ***\n\n',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Redis backs the plugin's shared store tests (`createRedisStore`); PING over a plain socket. */
async function checkRedis(): Promise<void> {
  const url = process.env.OFAGE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const answered = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
  if (answered) {
    process.env.OFAGE_TEST_REDIS_URL = url;
    return;
  }
  if (process.env.CI) throw new Error(`Redis is required in CI but ${url} did not answer PING`);
  process.env.OFAGE_TEST_REDIS_URL = '';
  console.warn(
    '\n\n*** Redis NOT AVAILABLE at ' +
      url +
      ' — the Redis store tests are SKIPPED in this run. ***\n\n',
  );
}
