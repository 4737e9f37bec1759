import {
  CompiledQuery,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type QueryId,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyAuthenticator } from '../../../src/service/keys/key-authenticator';
import { createVerification } from '../../../src/service/lifecycle/create-verification';
import { purgeExpired } from '../../../src/service/lifecycle/purge-expired';
import { getProduct } from '../../../src/service/products/products';
import {
  findVerification,
  getVerificationResult,
} from '../../../src/service/verifications/get-verification';
import { shortLinkSecretMatches } from '../../../src/service/verifications/short-link';
import { createVerificationStore } from '../../../src/service/verifications/verification-store';
import { claimDueEvents } from '../../../src/service/webhooks/claim-due-events';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

/** Every query run through the database it wraps, as Kysely built it (before compiling). */
class QueryRecorder implements KyselyPlugin {
  readonly queries: { node: RootOperationNode; queryId: QueryId }[] = [];
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push({ node, queryId });
    return node;
  }
  transformResult: KyselyPlugin['transformResult'] = async ({ result }) => result;
}

/**
 * Scans the hot paths may make, each for a reason: the purge (hourly) walks every product, one
 * row each, to apply its retention period; and it removes face signals whose verification is
 * gone, an anti-join no index can answer (the table keeps at most 15 days of signals).
 */
const ALLOWED_SCANS = [
  /^select "id", "retention_days" from "products"$/,
  /^delete from "face_signals" where \("created_at" < (\?|\$1) or "verification_id" not in \(select "id" from "verifications"\)\)$/,
];

describe.each(testDialects())('hot-path query plans on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  /**
   * The SQL of every query perform, get-status, a short link's check, the webhook claim and the
   * purge (its batched deletes of verifications and webhook events included) run, each through
   * the service's own code on a recording database.
   */
  async function hotPathQueries(): Promise<CompiledQuery[]> {
    const recorder = new QueryRecorder();
    const base = t.service.ctx;
    const db = base.db.withPlugin(recorder);
    const ctx = { ...base, db, verifications: createVerificationStore(db) };
    const key = await new KeyAuthenticator(db, Date.now).authenticate(`Bearer ${t.testKey}`);
    const product = (await getProduct(db, key.productId))!;
    // perform, with a subject: its recent attempts are read too.
    const { id, shortUrl } = await createVerification(ctx, product, key, {
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      subject: { id: 'shopper-1' },
    });
    await getVerificationResult(ctx, key, id);
    const row = (await findVerification(ctx, id))!;
    await shortLinkSecretMatches(ctx, row, new URL(shortUrl).searchParams.get('k'));
    await claimDueEvents(db, dialect, { now: Date.now(), leaseMs: 30_000, limit: 10 });
    await purgeExpired(ctx);
    const executor = base.db.getExecutor();
    return recorder.queries.map(({ node, queryId }) => executor.compileQuery(node, queryId));
  }

  /** The plan's table scans (SQLite's SCAN, PostgreSQL's Seq Scan), none when it only looks up. */
  async function scansOf(query: CompiledQuery): Promise<string[]> {
    if (dialect === 'sqlite') {
      const { rows } = await t.service.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return rows.map((r) => r.detail).filter((d) => /^SCAN /.test(d));
    }
    // With sequential scans priced out, the planner uses an index wherever one can serve the
    // query: a Seq Scan left in the plan is a query no index serves.
    return t.service.ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      const scans: string[] = [];
      const walk = (node: Record<string, unknown>): void => {
        if (node['Node Type'] === 'Seq Scan')
          scans.push(`Seq Scan on ${String(node['Relation Name'])}`);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? [])
          walk(child);
      };
      for (const plan of rows[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])
        walk(plan.Plan);
      return scans;
    });
  }

  it('every query of perform, get-status, short links, the webhook claim and the purge is an index lookup', async () => {
    const queries = await hotPathQueries();
    // The paths ran: the key, the product, the attempts, the insert, the reads, the claim, the purge.
    const tables = queries.map((q) => /(?:from|into|update) "(\w+)"/.exec(q.sql)?.[1]);
    expect(tables).toEqual(
      expect.arrayContaining([
        'api_keys',
        'products',
        'verifications',
        'handoff_links',
        'webhook_events',
      ]),
    );
    // The purge's batched deletes: verifications (expired, past retention) and webhook events,
    // each batch an index range read oldest first from where the last batch ended (on PostgreSQL
    // a batch from the range's start steps over every dead entry of the batches before it).
    const deletes = queries.map((q) => q.sql).filter((q) => q.startsWith('delete from'));
    expect(deletes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^delete from "verifications" where "id" in \(select "id" from "verifications" where "status" = .* and "expires_at" >= .* order by "expires_at" limit/,
        ),
        expect.stringMatching(
          /^delete from "verifications" where "id" in \(select "id" from "verifications" where "product_id" = .* and "created_at" >= .* order by "created_at" limit/,
        ),
        expect.stringMatching(
          /^delete from "webhook_events" where "id" in \(select "id" from "webhook_events" where "product_id" = .* and "created_at" >= .* order by "created_at" limit/,
        ),
      ]),
    );
    const scans: { sql: string; scans: string[] }[] = [];
    for (const query of queries) {
      if (ALLOWED_SCANS.some((allowed) => allowed.test(query.sql))) continue;
      const found = await scansOf(query);
      if (found.length > 0) scans.push({ sql: query.sql, scans: found });
    }
    expect(scans).toEqual([]);
  });

  it('a query without an index is caught', async () => {
    // The check itself can fail: a filter on a column no index covers is a scan.
    const query = t.service.ctx.db
      .selectFrom('verifications')
      .select('id')
      .where('locale', '=', 'fr')
      .compile();
    expect(await scansOf(query)).not.toEqual([]);
  });
});
