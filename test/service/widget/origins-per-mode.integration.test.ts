import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProductSettings } from '../../../src/service/console/product-settings';
import { setAllowedOrigins } from '../../../src/service/products/products';
import { sessionFromToken } from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { ageKeyHarness, MERCHANT_ORIGIN } from '../age-keys/support/age-key-harness';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { codeOf, useConsoleHarness } from '../console/support';
import { pageContext, perform } from './support';

const REGISTER = '/api/v1/test/register-app';
const PRODUCT = '/api/v1/product';

/**
 * A test key changes test settings only. `register-app` with a test key adds an origin that test
 * verifications may be framed by; a live verification's widget — its CSP `frame-ancestors` and
 * the origins its DOM messages may go to — and what a live key reads as its product's origins
 * stay as they were.
 */
describe.each(testDialects())('allowed origins per mode on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  /** The widget page of a new verification made with `key`: its frame-ancestors and targets. */
  const widget = async (key: string) => {
    const v = await perform(t, {}, key);
    const { context, written } = pageContext();
    const page = await widgetPageProps(
      t.service,
      context,
      await sessionFromToken(t.service, v.token),
      false,
    );
    const csp = written['content-security-policy'] ?? '';
    return {
      frameAncestors: /(?:^|; )frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? '',
      messageTargets: page.props.ok ? page.props.allowedOrigins : [],
    };
  };
  const liveOriginsRead = async (key: string) =>
    ((await (await t.call(PRODUCT, { key })).json()) as { allowedOrigins: string[] })
      .allowedOrigins;

  it("a test key's register-app does not change the live widget's frame-ancestors", async () => {
    const { testKey, liveKey } = await t.addProduct('Two modes');
    const liveBefore = await widget(liveKey);
    const readBefore = await liveOriginsRead(liveKey);

    const attacker = 'https://attacker.example';
    const res = await t.call(REGISTER, {
      method: 'POST',
      json: { origin: attacker },
      key: testKey,
    });
    expect(res.status).toBe(200);

    // The test widget may now be framed there: that is what register-app is for.
    expect((await widget(testKey)).frameAncestors.split(' ')).toContain(attacker);
    // The live widget is framed, and talks to, exactly what it was before.
    const liveAfter = await widget(liveKey);
    expect(liveAfter.frameAncestors).not.toContain(attacker);
    expect(liveAfter).toEqual(liveBefore);
    expect(await liveOriginsRead(liveKey)).toEqual(readBefore);
  });

  it('an expired live link frames its error page by the live origins, not the test ones', async () => {
    const { testKey, liveKey } = await t.addProduct('Expired');
    await t.call(REGISTER, {
      method: 'POST',
      json: { origin: 'https://test-only.example' },
      key: testKey,
    });
    const v = await perform(t, {}, liveKey);
    const later = { ...t.service, ctx: { ...t.service.ctx, now: () => Date.now() + 15 * 864e5 } };
    const { context, written, status } = pageContext();
    await widgetPageProps(later, context, await sessionFromToken(later, v.token), false);
    expect(status()).toBe(410);
    expect(written['content-security-policy']).not.toContain('https://test-only.example');
  });

  it('an age key used in a live verification framed by a test origin is refused (WebAuthn topOrigin)', async () => {
    const h = ageKeyHarness(t);
    const auth = h.authenticator();
    // A key saved in test mode, framed by the test product's merchant (a test origin).
    expect(await h.register(auth, (await h.passed()).token)).toMatchObject({ outcome: 'saved' });
    const live = await perform(t, {}, t.liveKey);
    const place = { origin: h.framed.origin, topOrigin: MERCHANT_ORIGIN };
    const options = await h.requestOptions(live.token, 'verify');
    expect(await h.complete(live.token, 'verify', await auth.get(options, place))).toEqual({
      outcome: 'refused',
      reason: 'top-origin',
    });
    // Framed by a live origin, the same key is past the embedding check.
    await setAllowedOrigins(
      t.service.ctx.db,
      t.product.id,
      'live',
      ['https://shop.example.com'],
      Date.now(),
      {
        allowLoopbackLive: false,
      },
    );
    t.service.invalidateCaches();
    const again = await perform(t, {}, t.liveKey);
    const framedLive = { origin: h.framed.origin, topOrigin: 'https://shop.example.com' };
    const answer = await h.complete(
      again.token,
      'verify',
      await auth.get(await h.requestOptions(again.token, 'verify'), framedLive),
    );
    expect(answer).not.toMatchObject({ reason: 'top-origin' });
  });
});

describe.each(testDialects())('live origins in the console on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);
  const startLocal = useConsoleHarness(dialect, { OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS: '1' });
  const form = (liveOrigins: string, testOrigins = '') => ({
    name: 'Shop',
    liveOrigins,
    testOrigins,
    enabledMethods: ['age-key' as const],
    passIfOver: '',
    failIfUnder: '',
    retentionDays: '90',
  });

  it('are https sites: http://shop.example.com and this machine are refused, test origins take both', async () => {
    const h = await start();
    const { account, product } = await h.tenant('owner@shop.example');
    const save = (live: string, test?: string) =>
      updateProductSettings(h.service, account, product.id, form(live, test));
    for (const origin of [
      'http://shop.example.com',
      'http://localhost:3000',
      'https://localhost',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
      'https://app.localhost',
    ]) {
      expect(await codeOf(save(origin)), origin).toBe('INVALID_INPUT');
    }
    await expect(save('http://shop.example.com')).rejects.toThrow(/must use https/);
    await expect(save('http://localhost:3000')).rejects.toThrow(
      /OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS=1/,
    );
    const saved = await save(
      'https://shop.example.com',
      'http://shop.example.com http://localhost:3000',
    );
    expect(saved.allowedOrigins).toEqual({
      live: ['https://shop.example.com'],
      test: ['http://shop.example.com', 'http://localhost:3000'],
    });
  });

  it('name this machine only where the operator allows it (OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS)', async () => {
    const h = await startLocal();
    const { account, product } = await h.tenant('owner@shop.example');
    const save = (live: string) =>
      updateProductSettings(h.service, account, product.id, form(live));
    expect(
      (await save('http://localhost:3000 https://127.0.0.1:8443')).allowedOrigins.live,
    ).toEqual(['http://localhost:3000', 'https://127.0.0.1:8443']);
    expect(await codeOf(save('http://shop.example.com'))).toBe('INVALID_INPUT');
  });
});
