/**
 * Bulk rows for the scale benchmark (bench/scale.ts): finished verifications shaped like the ones
 * the service writes (src/service/lifecycle/create-verification.ts, then
 * finalize-verification.ts), each with its `opened` and `completed` events, a hand-off link for
 * one in four, and a delivered `Verification.Result` webhook with its one attempt. Written by
 * SQL the database runs itself (`INSERT … SELECT` over a generated series), one transaction per
 * batch, on SQLite and PostgreSQL alike: a million verifications take minutes, not hours.
 *
 * Verification `i` is created at `base + i * step`: a batch's rows are a `created_at` range of
 * the product, which the derived rows select by the `verifications_product_created` index.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50_000;

/** Where the rows go: a SQLite file or a PostgreSQL URL, and the product they belong to. */
export interface FillTarget {
  sqliteFile?: string;
  databaseUrl?: string;
  productId: string;
  /** Rows span `[now - 20 days, now - 2 days)`: kept by a 90-day retention, purged by a 1-day. */
  now: number;
  /** How many verifications the full run will hold (fixes each row's `created_at`). */
  total: number;
}

interface Sql {
  run(statements: string[]): Promise<void>;
  close(): Promise<void>;
  /** The first column of each row of `query`. */
  column(query: string): Promise<string[]>;
}

function connect(target: FillTarget): Sql {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    const ready = client.connect();
    return {
      run: async (statements) => {
        await ready;
        await client.query(['begin', ...statements, 'commit'].join(';\n'));
      },
      column: async (query) => {
        await ready;
        const r = await client.query<Record<string, string>>(query);
        return r.rows.map((row) => Object.values(row)[0]!);
      },
      close: async () => {
        await ready;
        await client.end();
      },
    };
  }
  const db = new SQLite(target.sqliteFile!);
  db.pragma('busy_timeout = 5000');
  return {
    run: (statements) => {
      db.transaction(() => statements.forEach((s) => db.exec(s)))();
      return Promise.resolve();
    },
    column: (query) =>
      Promise.resolve(
        db
          .prepare(query)
          .raw()
          .all()
          .map((row) => String((row as unknown[])[0])),
      ),
    close: () => {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
      return Promise.resolve();
    },
  };
}

/** The SQL that differs between the dialects. */
function dialectSql(postgres: boolean) {
  return {
    /** Integers `lo` … `hi - 1` as a FROM item with column `i`. */
    series: (lo: number, hi: number) =>
      postgres
        ? `generate_series(${lo}::bigint, ${hi - 1}::bigint) as s(i)`
        : `(with recursive s(i) as (select ${lo} union all select i + 1 from s where i < ${hi - 1}) select i from s) as s`,
    /** 32 random hex digits, one per row. */
    hex32: postgres
      ? `md5(random()::text || clock_timestamp()::text)`
      : `lower(hex(randomblob(16)))`,
    /** 43 random characters: the length of a SHA-256 in base64url, as the service stores. */
    hash43: postgres
      ? `substr(md5(random()::text) || md5(random()::text), 1, 43)`
      : `substr(lower(hex(randomblob(22))), 1, 43)`,
  };
}

const quote = (s: string): string => `'${s.replace(/'/g, "''")}'`;

/** The statements that write verifications `lo` … `hi - 1` and what hangs off them. */
function batchStatements(target: FillTarget, lo: number, hi: number, postgres: boolean): string[] {
  const d = dialectSql(postgres);
  const base = target.now - 20 * DAY_MS;
  const step = Math.max(1, Math.floor((18 * DAY_MS) / target.total));
  const from = base + lo * step;
  const to = base + hi * step;
  const product = quote(target.productId);
  const ofBatch = `from verifications where product_id = ${product} and created_at >= ${from} and created_at < ${to}`;
  const uuid = `substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12)`;
  const failed = `(i % 10 = 0)`;
  return [
    `insert into verifications (id, product_id, mode, status, jurisdiction, criteria_category,
       criteria_age, threshold, flow, redirect_url, locale, face_pass_if_over, face_fail_if_under,
       methods, attempts, subject_hash, method, age_low, age_high, result_category, failure_reason,
       dob, created_at, opened_at, completed_at, expires_at, short_link_hash, completion_hash)
     select ${uuid}, ${product}, 'test', case when ${failed} then 'FAIL' else 'PASS' end, 'US-CA',
       'ADULT', null, 18, 'age-assurance', 'https://shop.example/checkout', 'en', 25, 18,
       '["facial-age-estimation","id-document"]', '{"facial-age-estimation":1}', ${d.hash43},
       'facial-age-estimation', case when ${failed} then null else 23 end,
       case when ${failed} then null else 31 end, case when ${failed} then null else 'ADULT' end,
       case when ${failed} then 'underage' else null end, null, c, c + 30000, c + 90000,
       c + ${14 * DAY_MS}, ${d.hash43}, ${d.hash43}
     from (select i, ${d.hex32} as h, ${base} + i * ${step} as c from ${d.series(lo, hi)}) as r`,
    `insert into verification_events (verification_id, type, method, detail, created_at)
     select id, 'opened', null, null, opened_at ${ofBatch}`,
    `insert into verification_events (verification_id, type, method, detail, created_at)
     select id, 'completed', method, '{"status":"' || status || '"}', completed_at ${ofBatch}`,
    `insert into handoff_links (secret_hash, verification_id, created_at)
     select ${d.hash43}, id, opened_at + 5000 ${ofBatch} and (created_at / ${step}) % 4 = 0`,
    `insert into webhook_events (id, product_id, mode, verification_id, event_type, payload, url,
       signing, state, attempt_count, next_attempt_at, locked_until, created_at, delivered_at,
       receiver, endpoint_id)
     select 'msg_' || ${d.hash43}, product_id, mode, id, 'Verification.Result',
       '{"type":"Verification.Result","timestamp":' || completed_at || ',"data":{"id":"' || id ||
       '","verificationId":"' || id || '","status":"' || status ||
       '","method":"facial-age-estimation","jurisdiction":"US-CA","criteria":{"ageCategory":"ADULT"}}}',
       'https://shop.example/api/age-gate/webhook', 'sign', 'delivered', 1, completed_at, null,
       completed_at, completed_at + 120, 'https://shop.example', null ${ofBatch}`,
    `insert into webhook_attempts (event_id, attempted_at, status_code, latency_ms,
       response_excerpt, error)
     select id, created_at, 200, 120, '{"ok":true}', null from webhook_events
     where product_id = ${product} and created_at >= ${from + 90000} and created_at < ${to + 90000}`,
  ];
}

/**
 * Adds verifications `from` … `to - 1` (and their rows) to the target, `BATCH` per transaction;
 * `onBatch` hears the count so far.
 */
export async function fillRows(
  target: FillTarget,
  from: number,
  to: number,
  onBatch: (done: number) => void = () => undefined,
): Promise<void> {
  const sql = connect(target);
  try {
    for (let lo = from; lo < to; lo += BATCH) {
      const hi = Math.min(to, lo + BATCH);
      await sql.run(batchStatements(target, lo, hi, target.databaseUrl !== undefined));
      onBatch(hi);
    }
    // What autovacuum does for rows that came over weeks (it is off on some machines, this
    // project's CI machines among them): without statistics, PostgreSQL plans for empty tables,
    // and reads a whole index range where the purge's `order by … limit` walks its first rows.
    if (target.databaseUrl) await sql.run(['analyze']);
  } finally {
    await sql.close();
  }
}

/** `count` ids of the product's filled verifications, drawn at random across the table. */
export async function sampleIds(target: FillTarget, count: number): Promise<string[]> {
  const sql = connect(target);
  try {
    return await sql.column(
      `select id from verifications where product_id = ${quote(target.productId)}
       and created_at < ${target.now - DAY_MS} order by random() limit ${count}`,
    );
  } finally {
    await sql.close();
  }
}

/** Runs one statement on the target outside the service (the purge phase's retention change). */
export async function execute(target: FillTarget, statement: string): Promise<void> {
  const sql = connect(target);
  try {
    await sql.run([statement]);
  } finally {
    await sql.close();
  }
}

export { quote };
