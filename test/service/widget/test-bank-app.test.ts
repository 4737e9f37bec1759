import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleTestBankApp } from '../../../src/service/methods/bank-app/test-bank-app';
import { handleResultPage } from '../../../src/service/widget/handlers/result-page';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { perform, STATUS } from './support';

const RETURN = 'https://shop.example.com/age/return?order=9';

describe.each(testDialects())(
  'the test bank app (third-party app flow) on $dialect',
  ({ dialect }) => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService(dialect);
    });
    afterAll(async () => t.close());

    const open = (token: string) =>
      handleTestBankApp(
        t.service,
        new Request(`http://localhost/test-bank-app?token=${encodeURIComponent(token)}`),
      );
    const answer = (token: string, outcome: string) =>
      handleTestBankApp(
        t.service,
        new Request('http://localhost/test-bank-app', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, outcome }).toString(),
        }),
      );
    const status = async (id: string) =>
      (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;

    it('asks what the bank should answer, then returns through /result to the redirectUrl', async () => {
      const v = await perform(t, { options: { redirectUrl: RETURN } });
      const shown = await open(v.token);
      expect(shown.status).toBe(200);
      const html = await shown.text();
      expect(html).toContain('TEST MODE');
      expect(html).toContain('confirm that you are 18 or older');
      expect(html).toContain('value="adult"');

      const answered = await answer(v.token, 'adult');
      expect(answered.status).toBe(200);
      const refresh = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(await answered.text());
      const back = new URL(refresh![1]!.replaceAll('&amp;', '&'), 'http://localhost');
      expect(back.pathname).toBe('/result');
      // Step 6–7: the result page continues to the merchant's redirectUrl with the result.
      const result = await handleResultPage(t.service, new Request(back));
      expect(result.status).toBe(303);
      const merchant = new URL(result.headers.get('location')!);
      expect(`${merchant.origin}${merchant.pathname}`).toBe('https://shop.example.com/age/return');
      expect([...merchant.searchParams]).toEqual([
        ['order', '9'],
        ['verificationId', v.id],
        ['result', 'PASS'],
      ]);
      expect(await status(v.id)).toMatchObject({ status: 'PASS', method: 'bank-app' });

      // The app sending the person back twice changes nothing.
      expect((await answer(v.token, 'teen')).status).toBe(200);
      expect(await status(v.id)).toMatchObject({ status: 'PASS' });
    });

    it('a teen is no proof (inconclusive: an attempt used), and the widget can go on', async () => {
      const v = await perform(t);
      expect((await answer(v.token, 'teen')).status).toBe(200);
      expect(await status(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    });

    it('refuses live verifications, bad tokens and unknown answers, saying why', async () => {
      const live = await perform(t, {}, t.liveKey);
      const refused = await answer(live.token, 'adult');
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('test-mode verifications only');
      const liveRow = await t.service.ctx.db
        .selectFrom('verifications')
        .select('status')
        .where('id', '=', live.id)
        .executeTakeFirstOrThrow();
      expect(liveRow.status).toBe('PENDING');

      expect((await open('not-a-token')).status).toBe(400);
      expect((await answer('not-a-token', 'adult')).status).toBe(400);
      const v = await perform(t);
      const odd = await answer(v.token, 'custom');
      expect(odd.status).toBe(400);
      expect(await status(v.id)).toMatchObject({ status: 'PENDING' });
    });

    it('where the bank app is not offered, it says so', async () => {
      const shop = await t.addProduct('Cards only');
      await t.service.ctx.db
        .updateTable('products')
        .set({ enabled_methods: JSON.stringify(['credit-card', 'id-document']) })
        .where('id', '=', shop.product.id)
        .execute();
      t.service.invalidateCaches();
      const v = await perform(t, {}, shop.testKey);
      const res = await answer(v.token, 'adult');
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('does not offer the bank app');
    });
  },
);
