import { describe, expect, it } from 'vitest';
import {
  createProductKey,
  listProductKeys,
  revokeProductKey,
} from '../../../src/service/console/api-keys';
import { listAudit } from '../../../src/service/console/audit-log';
import { ConsoleError } from '../../../src/service/console/console-error';
import {
  getProductDelivery,
  listProductDeliveries,
  replayProductDelivery,
  retryProductDelivery,
} from '../../../src/service/console/deliveries';
import { getInsights } from '../../../src/service/console/insights';
import { listOwnedProducts, ownedProduct } from '../../../src/service/console/owned-product';
import { updateProductSettings } from '../../../src/service/console/product-settings';
import { listProductVerifications } from '../../../src/service/console/list-verifications';
import { revokeVerification } from '../../../src/service/console/revoke-verification';
import { getVerificationDetail } from '../../../src/service/console/verification-detail';
import {
  getWebhookSettings,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendProductTestWebhook,
  setWebhookUrl,
} from '../../../src/service/console/webhook-settings';
import {
  addProductWebhookEndpoint,
  listWebhookEndpointSettings,
  removeProductWebhookEndpoint,
  revealEndpointSecret,
  rotateEndpointSecret,
  sendEndpointTestWebhook,
} from '../../../src/service/console/webhook-endpoints';
import { testDialects } from '../../support/databases';
import { useConsoleHarness } from './support';

async function expectNotFound(promise: Promise<unknown>): Promise<void> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConsoleError);
  expect((err as ConsoleError).code).toBe('NOT_FOUND');
}

const settings = {
  name: 'Taken over',
  liveOrigins: 'https://evil.example',
  testOrigins: 'https://evil.example',
  enabledMethods: ['credit-card' as const],
  passIfOver: '',
  failIfUnder: '',
  retentionDays: '1',
};

describe.each(testDialects())('console authorization on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it("an account cannot read or change another account's product by id", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const deps = h.service;
    const m = mallory.account;
    const victim = alice.product.id;

    expect((await listOwnedProducts(deps.ctx, m)).map((p) => p.id)).toEqual([mallory.product.id]);
    await expectNotFound(ownedProduct(deps.ctx, m, victim));
    await expectNotFound(updateProductSettings(deps, m, victim, settings));
    await expectNotFound(getInsights(deps, m, victim, { mode: 'test', periodDays: 30 }));

    const after = await ownedProduct(deps.ctx, alice.account, victim);
    expect(after.name).toBe(alice.product.name);
    expect(after.allowedOrigins).toEqual({ test: [], live: [] });
    expect(after.retentionDays).toBe(alice.product.retentionDays);
  });

  it("an account cannot list, create or revoke another account's keys", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const deps = h.service;
    const m = mallory.account;

    await expectNotFound(listProductKeys(deps, m, alice.product.id, 'test'));
    await expectNotFound(createProductKey(deps, m, alice.product.id, { mode: 'live' }));
    await expectNotFound(revokeProductKey(deps, m, alice.product.id, alice.keyId));
    // Naming one's own product with someone else's key id does not reach the key either.
    await expectNotFound(revokeProductKey(deps, m, mallory.product.id, alice.keyId));

    const keys = await listProductKeys(deps, alice.account, alice.product.id, 'test');
    expect(keys).toHaveLength(1);
    expect(keys[0]!.revokedAt).toBeNull();
    expect(await listProductKeys(deps, alice.account, alice.product.id, 'live')).toEqual([]);
    await expect(deps.keys.authenticate(`Bearer ${alice.key}`)).resolves.toMatchObject({
      productId: alice.product.id,
    });
  });

  it("an account cannot read or change another account's webhook settings", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const deps = h.service;
    const m = mallory.account;
    const before = await getWebhookSettings(deps, alice.account, alice.product.id, 'test');

    await expectNotFound(getWebhookSettings(deps, m, alice.product.id, 'test'));
    await expectNotFound(revealWebhookSecret(deps, m, alice.product.id, 'test'));
    await expectNotFound(
      setWebhookUrl(deps, m, alice.product.id, 'test', 'https://evil.example/hook'),
    );
    await expectNotFound(rotateWebhookSecret(deps, m, alice.product.id, 'test'));
    await expectNotFound(sendProductTestWebhook(deps, m, alice.product.id, 'test'));

    expect(await getWebhookSettings(deps, alice.account, alice.product.id, 'test')).toEqual(before);
  });

  it("an account cannot list, add, reveal, rotate, test or remove another account's webhook endpoints", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const deps = h.service;
    const m = mallory.account;
    const p = alice.product.id;
    const list = () => listWebhookEndpointSettings(deps, alice.account, p, 'live');
    const { id } = await addProductWebhookEndpoint(deps, alice.account, p, 'live', {
      url: 'https://shop.example.com/hook',
      label: '',
    });
    const before = await list();

    await expectNotFound(listWebhookEndpointSettings(deps, m, p, 'live'));
    await expectNotFound(
      addProductWebhookEndpoint(deps, m, p, 'live', { url: 'https://evil.example/h', label: '' }),
    );
    // Her own product with Alice's endpoint id does not reach the endpoint either.
    for (const product of [p, mallory.product.id]) {
      await expectNotFound(revealEndpointSecret(deps, m, product, id));
      await expectNotFound(rotateEndpointSecret(deps, m, product, id));
      await expectNotFound(sendEndpointTestWebhook(deps, m, product, id));
      await expectNotFound(removeProductWebhookEndpoint(deps, m, product, id));
    }
    expect(await list()).toEqual(before);
    // A live endpoint passes the live rules: no private address, no plain http.
    for (const url of ['https://10.0.0.7/hook', 'http://shop.example.com/hook']) {
      await expect(
        addProductWebhookEndpoint(deps, alice.account, p, 'live', { url, label: '' }),
      ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(await list()).toEqual(before);
  });

  it("an account cannot list, read, retry or replay another account's deliveries", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const deps = h.service;
    const m = mallory.account;

    await expectNotFound(listProductDeliveries(deps, m, alice.product.id));
    await expectNotFound(getProductDelivery(deps, m, alice.product.id, alice.eventId));
    await expectNotFound(getProductDelivery(deps, m, mallory.product.id, alice.eventId));
    await expectNotFound(retryProductDelivery(deps, m, mallory.product.id, alice.eventId));
    await expectNotFound(replayProductDelivery(deps, m, mallory.product.id, alice.eventId));
    await expectNotFound(replayProductDelivery(deps, m, alice.product.id, alice.eventId));

    expect((await listProductDeliveries(deps, m, mallory.product.id)).map((d) => d.id)).toEqual([
      mallory.eventId,
    ]);
    expect(await listProductDeliveries(deps, alice.account, alice.product.id)).toHaveLength(1);
  });

  it("an account cannot list, read or revoke another account's verifications", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const deps = h.service;
    const m = mallory.account;
    await deps.ctx.db
      .updateTable('verifications')
      .set({
        status: 'PASS',
        method: 'credit-card',
        age_low: 18,
        age_high: 100,
        completed_at: h.clock.now(),
      })
      .where('id', '=', alice.verificationId)
      .execute();

    await expectNotFound(listProductVerifications(deps, m, alice.product.id, {}));
    await expectNotFound(getVerificationDetail(deps, m, alice.product.id, alice.verificationId));
    await expectNotFound(getVerificationDetail(deps, m, mallory.product.id, alice.verificationId));
    await expectNotFound(
      revokeVerification(deps, m, mallory.product.id, alice.verificationId, 'x'),
    );
    await expectNotFound(revokeVerification(deps, m, alice.product.id, alice.verificationId, 'x'));

    const mine = await listProductVerifications(deps, m, mallory.product.id, {});
    expect(mine.rows.map((v) => v.id)).toEqual([mallory.verificationId]);
    const detail = await getVerificationDetail(
      deps,
      alice.account,
      alice.product.id,
      alice.verificationId,
    );
    expect(detail.verification.revoked).toBe(false);
    const revokes = await deps.ctx.db
      .selectFrom('webhook_events')
      .select('id')
      .where('event_type', '=', 'Verification.Revoke')
      .execute();
    expect(revokes).toEqual([]);
  });

  it('the date-of-birth checkbox turns sharing on, and off when it is left unticked', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const save = (extra: Record<string, string>) =>
      updateProductSettings(h.service, alice.account, alice.product.id, { ...settings, ...extra });
    expect((await save({ allowDob: 'on' })).allowDob).toBe(true);
    // An unticked checkbox is absent from the submitted form.
    expect((await save({})).allowDob).toBe(false);
  });

  it('the owner can do all of it, and the audit log says who did what', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const deps = h.service;
    const a = alice.account;
    const p = alice.product.id;

    const updated = await updateProductSettings(deps, a, p, {
      ...settings,
      name: 'Alice store',
      liveOrigins: 'https://shop.example.com\nhttps://shop.example.com/',
      testOrigins: 'https://shop.example.com http://localhost:3001',
      enabledMethods: ['age-key', 'credit-card'],
      passIfOver: '25',
      failIfUnder: '18',
      retentionDays: '30',
      allowDob: 'on',
    });
    expect(updated).toMatchObject({
      name: 'Alice store',
      allowedOrigins: {
        live: ['https://shop.example.com'],
        test: ['https://shop.example.com', 'http://localhost:3001'],
      },
      enabledMethods: ['age-key', 'credit-card'],
      facialAgeEstimation: { passIfOver: 25, failIfUnder: 18 },
      retentionDays: 30,
      allowDob: true,
    });

    const { key, info } = await createProductKey(deps, a, p, { mode: 'live', name: 'prod' });
    expect(key.startsWith(info.prefix)).toBe(true);
    await expect(deps.keys.authenticate(`Bearer ${key}`)).resolves.toMatchObject({ mode: 'live' });
    await revokeProductKey(deps, a, p, info.id);
    // Seen by the API at once: no stale cache.
    await expect(deps.keys.authenticate(`Bearer ${key}`)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });

    const hint = (await getWebhookSettings(deps, a, p, 'test')).secretHint;
    const secret = await revealWebhookSecret(deps, a, p, 'test');
    expect(hint).not.toContain(secret);
    await rotateWebhookSecret(deps, a, p, 'test');
    const rotated = await getWebhookSettings(deps, a, p, 'test');
    expect(rotated.previousSecretExpiresAt).toBe(h.clock.now() + 24 * 60 * 60 * 1000);
    expect(await revealWebhookSecret(deps, a, p, 'test')).not.toBe(secret);

    await deps.ctx.db
      .updateTable('verifications')
      .set({
        status: 'PASS',
        method: 'credit-card',
        age_low: 18,
        age_high: 100,
        completed_at: h.clock.now(),
      })
      .where('id', '=', alice.verificationId)
      .execute();
    const revoked = await revokeVerification(deps, a, p, alice.verificationId, 'chargeback');
    const event = await getProductDelivery(deps, a, p, revoked.webhookEventId!);
    expect(event.eventType).toBe('Verification.Revoke');
    const payload = await deps.ctx.db
      .selectFrom('webhook_events')
      .select('payload')
      .where('id', '=', revoked.webhookEventId!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(payload.payload)).toEqual({
      eventType: 'Verification.Revoke',
      data: { verifications: [{ id: alice.verificationId, reason: 'chargeback' }] },
    });
    await expect(
      revokeVerification(deps, a, p, alice.verificationId, 'again'),
    ).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    const detail = await getVerificationDetail(deps, a, p, alice.verificationId);
    expect(detail.verification.revoked).toBe(true);
    expect(detail.timeline.map((t) => t.kind)).toEqual(['created', 'revoked']);

    const audit = await listAudit(deps.ctx.db, p);
    expect(audit.map((e) => e.action).reverse()).toEqual([
      'product.updated',
      'key.created',
      'key.revoked',
      'webhook.secret_revealed',
      'webhook.secret_rotated',
      'webhook.secret_revealed',
      'verification.revoked',
    ]);
    expect(new Set(audit.map((e) => e.accountEmail))).toEqual(new Set(['alice@example.com']));
    expect(audit.every((e) => e.createdAt === h.clock.now())).toBe(true);
    // The secret itself is never written to the log.
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));
  });

  it('product settings refuse origins with paths, wildcards or other schemes', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    for (const origin of [
      'https://shop.example.com/path',
      'https://*.example.com',
      'ftp://x.example',
      'javascript:alert(1)',
    ]) {
      for (const field of ['liveOrigins', 'testOrigins'] as const) {
        await expect(
          updateProductSettings(h.service, alice.account, alice.product.id, {
            ...settings,
            [field]: origin,
          }),
        ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
      }
    }
    await expect(
      updateProductSettings(h.service, alice.account, alice.product.id, {
        ...settings,
        passIfOver: '18',
        failIfUnder: '21',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
