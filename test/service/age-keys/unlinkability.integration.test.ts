import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../../src/service/methods/age-key/keys/age-key-tables';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { STATUS } from '../widget/support';
import { ageKeyHarness } from './support/age-key-harness';

describe.each(testDialects())('age keys are unlinkable on $dialect', ({ dialect }) => {
  let t: TestService;
  let h: ReturnType<typeof ageKeyHarness>;
  beforeAll(async () => {
    t = await startTestService(dialect);
    h = ageKeyHarness(t);
  });
  afterAll(async () => t.close());

  it('merchants A and B each see their own id and nothing that identifies the key', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const [id] = [...auth.credentials.keys()];
    const stored = await ageKeyDb(t.service.ctx.db)
      .selectFrom('age_keys')
      .selectAll()
      .where('credential_id', '=', id!)
      .executeTakeFirstOrThrow();
    const secrets = [
      id!,
      Buffer.from(id!, 'base64url').toString('hex'),
      Buffer.from(id!, 'base64url').toString('base64'),
      auth.credentials.get(id!)!.userHandle,
      stored.public_key,
    ];

    const b = await t.addProduct('Merchant B');
    for (const p of [t.product.id, b.product.id]) {
      await t.service.ctx.db
        .updateTable('webhook_endpoints')
        .set({ url: `https://merchant-${p}.example/hooks` })
        .where('product_id', '=', p)
        .execute();
    }
    t.service.invalidateCaches();

    const { perform } = await import('../widget/support');
    const atA = await perform(t, {});
    const atB = await perform(t, {}, b.testKey);
    const answers = [await h.assert(auth, atA.token), await h.assert(auth, atB.token)];
    const statusA = await (await t.call(`${STATUS}?id=${atA.id}`)).json();
    const statusB = await (await t.call(`${STATUS}?id=${atB.id}`, { key: b.testKey })).json();
    const webhooks = await t.service.ctx.db
      .selectFrom('webhook_events')
      .select(['product_id', 'payload'])
      .where('verification_id', 'in', [atA.id, atB.id])
      .execute();
    expect(webhooks).toHaveLength(2);
    const events = await t.service.ctx.db
      .selectFrom('verification_events')
      .select('detail')
      .where('verification_id', 'in', [atA.id, atB.id])
      .execute();

    const everything = JSON.stringify({ answers, statusA, statusB, webhooks, events });
    for (const s of secrets) expect(everything).not.toContain(s);

    // Apart from its own id, what A learns equals what B learns.
    const strip = (x: unknown, own: string) => JSON.parse(JSON.stringify(x).replaceAll(own, 'ID'));
    expect(strip(statusA, atA.id)).toEqual(strip(statusB, atB.id));
    const [whA, whB] = [atA, atB].map((v) =>
      strip(JSON.parse(webhooks.find((w) => w.payload.includes(v.id))!.payload), v.id),
    );
    expect(whA).toEqual(whB);
    expect(whA).toMatchObject({ data: { method: 'age-key', status: 'PASS' } });
    // The DOM message data the widget posts (the answer's state.result).
    const dom = answers.map((a, i) =>
      a.outcome === 'recorded' ? strip(a.state.result, [atA.id, atB.id][i]!) : a,
    );
    expect(dom[0]).toEqual(dom[1]);
  });
});
