import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../../src/service/methods/age-key/keys/age-key-tables';
import {
  createTestWallet,
  presentTestSdJwtVc,
} from '../../../src/service/methods/digital-wallet/test-wallet';
import { testIssuer } from '../../../src/service/methods/digital-wallet/test-issuer';
import { signWidgetToken } from '../../../src/service/tokens/widget-token';
import { hashSecret, newSecret } from '../../../src/service/verifications/secret-hash';
import { mintHandoffLink } from '../../../src/service/verifications/short-link';
import { handleSimulate } from '../../../src/service/widget/handlers/simulate';
import { handleStatus } from '../../../src/service/widget/handlers/status';
import { sessionFromShortLink } from '../../../src/service/widget/load-widget-session';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { bankBrowser } from '../methods/bank-app/bank-browser';
import { perform, SET_STATUS, simulateRequest } from '../widget/support';
import { ageKeyHarness, sessionHeaders } from './support/age-key-harness';

/**
 * Saving or updating an age key from a verification's result belongs to the widget session whose
 * attempt completed it. The verification id and product id are public (webhooks, redirects,
 * logs), and the widget token travels in `url`: none of them is enough.
 */
describe.each(testDialects())(
  'age keys bound to the completing widget on $dialect',
  ({ dialect }) => {
    let t: TestService;
    let h: ReturnType<typeof ageKeyHarness>;
    beforeAll(async () => {
      t = await startTestService(dialect);
      h = ageKeyHarness(t);
    });
    afterAll(async () => t.close());

    const keyCount = async () =>
      (await ageKeyDb(t.service.ctx.db).selectFrom('age_keys').select('credential_id').execute())
        .length;
    const row = (id: string) =>
      t.service.ctx.db
        .selectFrom('verifications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const forbidden = { error: 'FORBIDDEN', errorMessage: expect.stringMatching(/completed/) };
    /** Another widget token for the same verification, as `/verify` or a short link page signs. */
    const freshToken = (v: { id: string }) =>
      signWidgetToken(
        t.service.ctx.signingKeys,
        t.service.ctx.config.publicUrl,
        { verificationId: v.id, productId: t.product.id, mode: 'test' },
        Math.floor(Date.now() / 1000),
      );
    const completedHere = async (token: string, secret: string | null) => {
      const res = await handleStatus(
        t.service,
        new Request(`http://localhost/api/widget/status?token=${encodeURIComponent(token)}`, {
          headers: sessionHeaders(secret),
        }),
      );
      return ((await res.json()) as { completedHere: boolean }).completedHere;
    };

    it('security: registration start without the completion secret is refused (403), whatever the token', async () => {
      const v = await h.passed('id-document');
      for (const [token, secret] of [
        [v.token, null],
        [v.token, newSecret()],
        [v.token, 'not-a-secret'],
        [freshToken(v), null],
        [freshToken(v), newSecret()],
      ] as const) {
        const { status, body } = await h.options(token, 'register', secret);
        expect(status).toBe(403);
        expect(body).toEqual(forbidden);
      }
      // The widget that completed it is offered the ceremony, with any token for it.
      expect((await h.options(freshToken(v), 'register', v.secret)).body).toMatchObject({
        outcome: 'options',
      });
      expect((await h.options(v.token, 'register')).body).toMatchObject({ outcome: 'options' });
    });

    it('security: registration finish without the completion secret is refused (403), and stores nothing', async () => {
      const v = await h.passed('id-document');
      const auth = h.authenticator();
      // The completing widget starts the ceremony; the answer is then sent without its secret.
      const response = await auth.create(await h.creationOptions(v.token), h.framed);
      const before = await keyCount();
      for (const secret of [null, newSecret()]) {
        const res = await h.completeRaw(freshToken(v), 'register', response, secret);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual(forbidden);
      }
      expect(await keyCount()).toBe(before);
      // Refused before the challenge was touched: the completing widget still finishes.
      expect(await h.complete(v.token, 'register', response)).toEqual({
        outcome: 'saved',
        floor: 25,
        testMode: true,
      });
      expect(await keyCount()).toBe(before + 1);
    });

    it('security: update start and finish without the completion secret are refused (403)', async () => {
      const auth = h.authenticator();
      await h.register(auth, (await h.passed('facial-age-estimation')).token);
      // A stricter verification passes by another method; only its widget may update the key.
      const strict = await h.passed('id-document', { jurisdiction: 'US-PR' });
      for (const secret of [null, newSecret()]) {
        const { status, body } = await h.options(strict.token, 'update', secret);
        expect(status).toBe(403);
        expect(body).toEqual(forbidden);
      }
      const assertion = await auth.get(await h.requestOptions(strict.token, 'update'), h.framed);
      const refused = await h.completeRaw(freshToken(strict), 'update', assertion, null);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(forbidden);
      expect(await h.complete(strict.token, 'update', assertion)).toEqual({
        outcome: 'updated',
        floor: 25,
        testMode: true,
      });
    });

    it('security: a result set without a widget (the test helper) never goes into a key', async () => {
      const v = await perform(t);
      const set = await t.call(SET_STATUS, {
        method: 'POST',
        json: { id: v.id, status: 'PASS', method: 'id-document', age: { low: 40, high: 40 } },
      });
      expect(set.status).toBe(200);
      expect((await row(v.id)).completion_hash).toBeNull();
      expect((await h.options(v.token, 'register', newSecret())).status).toBe(403);
      expect((await h.options(v.token, 'register', null)).status).toBe(403);
    });

    it('stores only the hash of the completing session secret, and tells only that session', async () => {
      const v = await h.passed('id-document');
      const stored = await row(v.id);
      expect(stored.completion_hash).toBe(hashSecret(v.secret));
      expect(JSON.stringify(stored)).not.toContain(v.secret);
      expect(await completedHere(v.token, v.secret)).toBe(true);
      expect(await completedHere(freshToken(v), v.secret)).toBe(true);
      expect(await completedHere(v.token, null)).toBe(false);
      expect(await completedHere(v.token, newSecret())).toBe(false);
    });

    it('security: cross-device, the phone that completed may save, the desktop that showed the QR code may not', async () => {
      const v = await perform(t);
      const desktop = newSecret();
      const phone = newSecret();
      // The desktop's QR code: a short link of its own, opened on the phone.
      const link = new URL(await mintHandoffLink(t.service.ctx, await row(v.id)));
      const opened = await sessionFromShortLink(
        t.service,
        v.id,
        link.searchParams.get('pid'),
        link.searchParams.get('k'),
      );
      if (!opened.ok) throw new Error('the hand-off link did not open');
      const res = await handleSimulate(
        t.service,
        simulateRequest(
          { token: opened.token, method: 'id-document', outcome: 'adult' },
          sessionHeaders(phone),
        ),
      );
      expect(res.status).toBe(200);

      expect(await completedHere(v.token, desktop)).toBe(false);
      expect(await completedHere(opened.token, phone)).toBe(true);
      expect((await h.options(v.token, 'register', desktop)).status).toBe(403);
      expect((await h.options(opened.token, 'register', desktop)).status).toBe(403);
      expect((await h.options(opened.token, 'register', phone)).body).toMatchObject({
        outcome: 'options',
      });
    });

    it('security: bank app, the widget that sent the person to the bank may save, the browser it returned to may not', async () => {
      const v = await perform(t);
      const widgetSecret = newSecret();
      const started = await fetch(`${t.url}/api/widget/methods/bank-app/start`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${v.token}`,
          'content-type': 'application/json',
          ...sessionHeaders(widgetSecret),
        },
        body: JSON.stringify({ provider: 'test-bank' }),
      });
      expect(started.status).toBe(200);
      const { url } = (await started.json()) as { url: string };

      // The bank's browser: signs in, consents, and comes back to the service's result page.
      const browser = bankBrowser();
      const login = await browser.navigate(url);
      const consent = await browser.post(`${login.url.href}/login`, { user: 'alex' });
      const back = await browser.navigate(
        `${consent.url.href}/confirm`,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        (u) => u.pathname === '/result',
      );
      expect(back.url.pathname).toBe('/result');
      expect((await row(v.id)).status).toBe('PASS');

      // The result page's URL carries the widget token: that is not enough.
      const returned = back.url.searchParams.get('token')!;
      expect((await h.options(returned, 'register', null)).status).toBe(403);
      expect((await h.options(returned, 'register', newSecret())).status).toBe(403);
      expect((await h.options(v.token, 'register', widgetSecret)).body).toMatchObject({
        outcome: 'options',
      });
    });

    it('security: wallet by QR code, the widget that opened the request may save, not the wallet side', async () => {
      const v = await perform(t);
      const widgetSecret = newSecret();
      const opened = await fetch(`${t.url}/api/widget/methods/digital-wallet/request`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${v.token}`,
          'content-type': 'application/json',
          ...sessionHeaders(widgetSecret),
        },
        body: JSON.stringify({ channel: 'direct_post' }),
      });
      expect(opened.status).toBe(200);
      const { link } = (await opened.json()) as { link: string };
      const jwt = await (await fetch(new URL(link).searchParams.get('request_uri')!)).text();
      const request = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
        nonce: string;
        client_id: string;
        response_uri: string;
        state: string;
      };
      const wallet = await createTestWallet(await testIssuer(t.service.ctx), {
        ageOver: { 18: true },
      });
      const vpToken = JSON.stringify({
        'pid-sd-jwt': [
          await presentTestSdJwtVc(wallet, {
            threshold: 18,
            nonce: request.nonce,
            audience: request.client_id,
          }),
        ],
      });
      const answered = await fetch(request.response_uri, {
        method: 'POST',
        body: new URLSearchParams({ state: request.state, vp_token: vpToken }),
      });
      expect(await answered.json()).toEqual({ outcome: 'pass' });

      expect(await completedHere(v.token, widgetSecret)).toBe(true);
      expect((await h.options(v.token, 'register', null)).status).toBe(403);
      expect((await h.options(v.token, 'register', widgetSecret)).body).toMatchObject({
        outcome: 'options',
      });
    });
  },
);
