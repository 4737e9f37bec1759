import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Allowed embedding origins per mode: `test_origins` and `live_origins` beside
 * `products.allowed_origins`, the one list both modes used. Until now a test key's `register-app`
 * could add an origin that then framed live verifications too.
 *
 * Expand only: `allowed_origins` stays, and this version keeps writing it (the union of both
 * lists), so an instance of the previous version serving beside this one during a rolling upgrade
 * reads what it always read. A later release drops it once no such instance can be running.
 *
 * Existing origins all stay test origins. The live list keeps those that pass the live rule as it
 * stands in this migration: https on a host that is not this machine. So a deployment's real
 * sites keep framing its live widget, while what development left in the shared list (the demo's
 * `http://localhost:3001`, an app `ofage init` registered with a test key) and any plain-http
 * site stop framing live verifications. An operator who tries live mode on one machine adds the
 * loopback origin again (with `OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS=1`). The rule is written out
 * here rather than imported, so this migration means the same thing whatever later code says.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('test_origins', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('live_origins', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
  await sql`update products set test_origins = allowed_origins`.execute(db);
  const rows = await sql<{ id: string; allowed_origins: string }>`
    select id, allowed_origins from products`.execute(db);
  for (const row of rows.rows) {
    const live = originsOf(row.allowed_origins).filter(livesOn);
    if (live.length === 0) continue;
    await sql`update products set live_origins = ${JSON.stringify(live)} where id = ${row.id}`.execute(
      db,
    );
  }
}

function originsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

/** https, and not `localhost`, `*.localhost`, 127.0.0.0/8, `[::1]` or `0.0.0.0`. */
function livesOn(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const thisMachine =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0';
  return url.protocol === 'https:' && !thisMachine;
}
