import pg from 'pg';

/**
 * Decides once per run whether PostgreSQL takes part. CI must have it; a local run without it
 * says so loudly instead of passing quietly.
 */
export default async function setup(): Promise<void> {
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
