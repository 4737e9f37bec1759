/**
 * A revocation is part of the verification's record: get-status answers it from then on, in a
 * form a client of the hosted API that ignores unknown fields reads as "not verified", and a
 * replay of the old result webhook no longer says PASS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgeVerificationClient } from '../../../src/client/create-age-verification-client';
import { createAccount, type Account } from '../../../src/service/console/accounts';
import { replayProductDelivery } from '../../../src/service/console/deliveries';
import { revokeVerification } from '../../../src/service/console/revoke-verification';
import { up } from '../../../src/service/db/migrations/0014-durable-revocation';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct, type Product } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { testDatabases, testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
const SET_STATUS = '/api/v1/test/set-age-verification-status';

describe.each(testDialects())('a revoked verification on $dialect', ({ dialect }) => {
  let t: TestService;
  let owner: Account;
  let product: Product;
  let key: string;
  const clock = { now: Date.UTC(2026, 10, 20, 12, 0, 0) };

  beforeAll(async () => {
    t = await startTestService(dialect, { now: () => clock.now });
    const { ctx } = t.service;
    owner = await createAccount(ctx, {
      email: 'owner@shop.test',
      password: 'correct horse battery',
    });
    product = await createProduct(
      ctx.db,
      { name: 'Owned shop', ownerAccountId: owner.id },
      clock.now,
    );
    key = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, clock.now)).key;
    // A result webhook is written for each completion (its delivery fails: nothing listens).
    await setWebhookEndpoint(
      ctx.db,
      product.id,
      'test',
      { url: 'https://hooks.example.com/ofage' },
      clock.now,
    );
    t.service.invalidateCaches();
  });
  afterAll(async () => t.close());

  async function passed(): Promise<string> {
    const performed = await t.call(PERFORM, {
      key,
      method: 'POST',
      json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
    });
    const { id } = (await performed.json()) as { id: string };
    const set = await t.call(SET_STATUS, { key, method: 'POST', json: { id, status: 'PASS' } });
    expect(set.status).toBe(200);
    return id;
  }
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`, { key })).json()) as Record<string, unknown>;

  it('revocation bound: get-status answers FAIL with `revoked`, so a client reading only the hosted API’s fields is never told PASS', async () => {
    const id = await passed();
    expect(await status(id)).toMatchObject({ id, status: 'PASS' });

    clock.now += 60_000;
    await revokeVerification(t.service, owner, product.id, id, '  chargeback: stolen card ');

    const answer = await status(id);
    expect(answer).toEqual({
      id,
      status: 'FAIL',
      revoked: { at: new Date(clock.now).toISOString(), reason: 'chargeback: stolen card' },
    });
    // A hosted-API client: it knows these fields only, and decides on `status`.
    const { status: seen, failureReason, method, age, ageCategory } = answer;
    expect({ seen, failureReason, method, age, ageCategory }).toEqual({ seen: 'FAIL' });

    // The plugin's client parses it (the schema it shares with the service accepts the field).
    const client = createAgeVerificationClient({ serviceUrl: t.url, apiKey: key });
    expect(await client.getStatus(id)).toEqual(answer);
  });

  it('a verification is revoked once: a second revocation is refused and changes nothing', async () => {
    const id = await passed();
    await revokeVerification(t.service, owner, product.id, id, 'first');
    const first = await status(id);
    await expect(revokeVerification(t.service, owner, product.id, id, 'second')).rejects.toThrow(
      /already revoked/,
    );
    expect(await status(id)).toEqual(first);
  });

  it('revocation bound: replaying the result webhook after the revocation sends the result as it is now', async () => {
    const id = await passed();
    const { db } = t.service.ctx;
    const resultEvent = await db
      .selectFrom('webhook_events')
      .select(['id', 'payload'])
      .where('verification_id', '=', id)
      .where('event_type', '=', 'Verification.Result')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(resultEvent.payload)).toMatchObject({ data: { status: 'PASS' } });
    await revokeVerification(t.service, owner, product.id, id, 'fraud');

    const replayed = await replayProductDelivery(t.service, owner, product.id, resultEvent.id);
    const { payload } = await db
      .selectFrom('webhook_events')
      .select('payload')
      .where('id', '=', replayed)
      .executeTakeFirstOrThrow();
    const sent = JSON.parse(payload) as { data: Record<string, unknown> };
    expect(sent.data, 'the replay told the receiver PASS again').toMatchObject({
      status: 'FAIL',
      revoked: { reason: 'fraud' },
    });
    expect(sent).toEqual({
      eventType: 'Verification.Result',
      data: { ...(await status(id)), verificationId: id },
    });
  });
});

describe.each(testDatabases())('migration 0014 on $dialect', ({ open }) => {
  it('verifications revoked before it answer as revoked after it', async () => {
    const handle = await open();
    try {
      const db = handle.db;
      const product = await createProduct(db, { name: 'Before 0014' }, Date.now());
      const row = {
        product_id: product.id,
        mode: 'test' as const,
        status: 'PASS' as const,
        jurisdiction: 'US-CA',
        criteria_category: 'ADULT' as const,
        criteria_age: null,
        threshold: 18,
        flow: 'age-assurance',
        redirect_url: null,
        locale: null,
        face_pass_if_over: null,
        face_fail_if_under: null,
        methods: '[]',
        attempts: '{}',
        subject_hash: null,
        method: 'id-document',
        age_low: 30,
        age_high: 30,
        result_category: 'adult',
        failure_reason: null,
        dob: null,
        created_at: 1,
        opened_at: 1,
        completed_at: 2,
        expires_at: 3,
      };
      const revoked = crypto.randomUUID();
      const kept = crypto.randomUUID();
      await db
        .insertInto('verifications')
        .values([
          { ...row, id: revoked },
          { ...row, id: kept },
        ])
        .execute();
      await db
        .insertInto('verification_events')
        .values({
          verification_id: revoked,
          type: 'revoked',
          method: null,
          detail: JSON.stringify({ reason: 'fraud' }),
          created_at: 1_700_000_000_000,
        })
        .execute();
      // The schema as it was before 0014, then 0014 itself.
      await db.schema.alterTable('verifications').dropColumn('revoked_at').execute();
      await db.schema.alterTable('verifications').dropColumn('revoke_reason').execute();
      await up(db as never, handle.dialect);

      const rows = await db
        .selectFrom('verifications')
        .select(['id', 'revoked_at', 'revoke_reason'])
        .where('id', 'in', [revoked, kept])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.revoked_at, r.revoke_reason]]))).toEqual({
        [revoked]: [1_700_000_000_000, 'fraud'],
        [kept]: [null, null],
      });
    } finally {
      await handle.close();
    }
  });
});
