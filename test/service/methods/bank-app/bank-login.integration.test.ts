import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankProvider } from '../../../../src/service/methods/bank-app/bank-config';
import { handleResultPage } from '../../../../src/service/widget/handlers/result-page';
import { rawRequest } from '../../../e2e/support/raw-http';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform, STATUS } from '../../widget/support';
import { bankBrowser } from './bank-browser';
import { startHostileOp, type IdTokenFlaw } from './hostile-op';

const liveProvider = (id: string, issuer: string): BankProvider => ({
  id,
  name: id,
  profile: 'generic',
  issuer,
  clientId: 'ofage-client',
  clientSecret: 'a-client-secret-of-the-bank',
  privateJwk: undefined,
  ageClaim: 'age_over',
  requestObject: false,
  par: false,
  idTokenAlg: 'ES256',
  allowHttp: true,
});

describe.each(testDialects())('bank app (OpenID Connect) on $dialect', ({ dialect }) => {
  let t: TestService;
  let op: Awaited<ReturnType<typeof startHostileOp>>;
  beforeAll(async () => {
    op = await startHostileOp('ofage-client');
    t = await startTestService(dialect, {
      configure: (c) => {
        c.bank.providers = [
          liveProvider('hostile', op.state.issuer),
          liveProvider('down', 'http://127.0.0.1:9'),
        ];
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await op.close();
  });

  const widget = (token: string, action: string, body?: unknown) =>
    fetch(`${t.url}/api/widget/methods/bank-app/${action}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const startTrip = async (token: string, provider: string, tab?: boolean) => {
    const res = await widget(token, 'start', { provider, ...(tab === undefined ? {} : { tab }) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; watch: string };
    return { auth: new URL(body.url), watch: body.watch };
  };
  const start = async (token: string, provider: string) => (await startTrip(token, provider)).auth;
  const status = async (id: string, key = t.testKey) =>
    (await (await t.call(`${STATUS}?id=${id}`, { key })).json()) as Record<string, unknown>;
  const isCallback = (u: URL) => u.pathname.endsWith('/bank-app/callback');

  /** Through the test bank's sign-in and consent, up to the callback URL (not followed). */
  const atTheBank = async (
    token: string,
    user: string,
    answer: 'confirm' | 'abort',
    { tab }: { tab?: boolean } = {},
  ) => {
    const browser = bankBrowser();
    const { auth, watch } = await startTrip(token, 'test-bank', tab);
    const login = await browser.navigate(auth.href);
    expect(login.html).toContain('Sign in to Test Bank');
    const consent = await browser.post(`${login.url.href}/login`, { user });
    expect(consent.html).toContain('Share with this site?');
    expect(consent.html).toContain('whether you are 18 or older');
    const back = await browser.navigate(
      `${consent.url.href}/${answer}`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      isCallback,
    );
    expect(isCallback(back.url)).toBe(true);
    return { browser, callback: back.url, watch };
  };
  const outcome = async (token: string, watch: string) => {
    const res = await widget(token, `outcome?watch=${encodeURIComponent(watch)}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('lists the test bank for test verifications, and only there', async () => {
    const v = await perform(t);
    expect(await (await widget(v.token, 'providers')).json()).toEqual({
      providers: [{ id: 'test-bank', name: 'Test Bank' }],
    });
    const live = await perform(t, {}, t.liveKey);
    const listed = (await (await widget(live.token, 'providers')).json()) as {
      providers: { id: string }[];
    };
    expect(listed.providers.map((p) => p.id)).toEqual(['hostile', 'down']);
    const refused = await widget(live.token, 'start', { provider: 'test-bank' });
    expect(refused.status).toBe(400);
  });

  it('asks with PKCE (S256), state, nonce and the age claim in the ID token', async () => {
    const v = await perform(t);
    const auth = await start(v.token, 'test-bank');
    expect(auth.pathname).toBe('/test-bank/auth');
    const p = auth.searchParams;
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('state')).toMatch(/^[\w-]{43}$/);
    expect(p.get('nonce')).toBeTruthy();
    expect(p.get('redirect_uri')).toBe(`${t.url}/api/widget/methods/bank-app/callback`);
    expect(JSON.parse(p.get('claims')!)).toEqual({
      id_token: { age_over_18: { essential: true } },
    });
  });

  it('an adult at the test bank: PASS, back through /result to the redirectUrl', async () => {
    const v = await perform(t, { options: { redirectUrl: 'com.example.shop://verified' } });
    const { browser, callback } = await atTheBank(v.token, 'alex', 'confirm');
    const atResult = await browser.navigate(callback.href, {}, (u) => u.pathname === '/result');
    expect(atResult.url.pathname).toBe('/result');
    // The result page is a Next.js page (not served by this API-only test server): its handler.
    const page = await handleResultPage(t.service, new Request(atResult.url));
    expect(page.status).toBe(303);
    const merchant = new URL(page.headers.get('location')!);
    expect(merchant.protocol).toBe('com.example.shop:');
    expect(merchant.searchParams.get('verificationId')).toBe(v.id);
    expect(merchant.searchParams.get('result')).toBe('PASS');
    expect(await status(v.id)).toMatchObject({
      status: 'PASS',
      method: 'bank-app',
      age: { low: 18, high: 100 },
    });
    // The same callback again: its state is used up.
    const replay = await browser.request(callback.href);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toMatch(/already used/);
  });

  it('a minor at the test bank: FAIL (age criteria not met)', async () => {
    const v = await perform(t);
    const { browser, callback } = await atTheBank(v.token, 'kim', 'confirm');
    const result = await browser.navigate(callback.href, {}, (u) => u.pathname === '/result');
    expect(result.url.pathname).toBe('/result');
    expect(await status(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'age-criteria-not-met',
      age: { low: 0, high: 17 },
    });
  });

  it('a user who declines: a clear page, no attempt, no pass', async () => {
    const v = await perform(t);
    const { browser, callback } = await atTheBank(v.token, 'alex', 'abort');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const page = await browser.request(callback.href);
    expect(await page.text()).toMatch(/declined/);
    expect((await status(v.id)).status).not.toBe('PASS');
  });

  it("from a tab of its own, declined: the widget's watch says so once; the tab's page closes itself, no redirect", async () => {
    const v = await perform(t, { options: { redirectUrl: 'com.example.shop://verified' } });
    const { browser, callback, watch } = await atTheBank(v.token, 'alex', 'abort', { tab: true });
    expect(await outcome(v.token, watch)).toEqual({ status: 200, body: { pending: true } });
    const page = await browser.request(callback.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('You can close this tab.');
    expect(html).toMatch(
      /<script nonce="[^"]+">addEventListener\('load',\(\)=>window\.close\(\)\)/,
    );
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(await outcome(v.token, watch)).toEqual({ status: 200, body: { outcome: 'declined' } });
    // Told once.
    expect((await outcome(v.token, watch)).status).toBe(400);
    expect(await status(v.id)).toMatchObject({ status: 'PENDING' });
  });

  it('from a tab of its own, an adult: the watch answers the attempt; the tab ends on its own page, not on /result', async () => {
    const v = await perform(t, { options: { redirectUrl: 'com.example.shop://verified' } });
    const { browser, callback, watch } = await atTheBank(v.token, 'alex', 'confirm', { tab: true });
    const page = await browser.request(callback.href);
    expect(page.status).toBe(200);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('Your age is confirmed');
    // Another verification's widget cannot read (nor use up) this trip's watch.
    const other = await perform(t);
    expect((await outcome(other.token, watch)).status).toBe(400);
    expect(await outcome(v.token, watch)).toMatchObject({
      status: 200,
      body: { decision: 'pass', state: { status: 'PASS' } },
    });
  });

  it('a replayed code (under a fresh state) is refused by the bank: no pass', async () => {
    const v = await perform(t);
    const first = await atTheBank(v.token, 'kim', 'confirm');
    await first.browser.request(first.callback.href); // kim: FAIL recorded? no — use a second verification
    const w = await perform(t);
    const fresh = await start(w.token, 'test-bank');
    const forged = new URL(first.callback);
    forged.searchParams.set('state', fresh.searchParams.get('state')!);
    const res = await bankBrowser().request(forged.href);
    expect(res.status).toBe(400);
    expect((await status(w.id)).status).not.toBe('PASS');
  });

  it('an unknown state is refused', async () => {
    const res = await fetch(
      `${t.url}/api/widget/methods/bank-app/callback?code=abc&state=${'A'.repeat(43)}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT' });
    const bad = await fetch(`${t.url}/api/widget/methods/bank-app/callback?state=%00`);
    expect(bad.status).toBe(400);
  });

  describe('a bank whose ID token is wrong', () => {
    const attempt = async (flaw: IdTokenFlaw) => {
      const v = await perform(t, {}, t.liveKey);
      const auth = await start(v.token, 'hostile');
      op.state.next = {
        flaw,
        nonce: auth.searchParams.get('nonce')!,
        claims: { age_over_18: true },
      };
      const res = await fetch(
        `${t.url}/api/widget/methods/bank-app/callback?code=c&state=${auth.searchParams.get('state')}`,
        { redirect: 'manual' },
      );
      return { res, status: await status(v.id, t.liveKey) };
    };

    it('a well-formed one passes (the bank stand-in works)', async () => {
      const { res, status: s } = await attempt('none');
      expect(res.status).toBe(303);
      expect(s).toMatchObject({ status: 'PASS', method: 'bank-app' });
    });

    it.each([
      'other-issuer',
      'other-audience',
      'expired',
      'unsigned',
      'wrong-nonce',
      'wrong-key',
    ] as const)('%s: refused with a clear page, never a pass', async (flaw) => {
      const { res, status: s } = await attempt(flaw);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/could not be verified/);
      expect(s.status).not.toBe('PASS');
    });
  });

  it('a bank that is down: 503 with a clear message, no attempt', async () => {
    const v = await perform(t, {}, t.liveKey);
    const res = await widget(v.token, 'start', { provider: 'down' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { errorMessage: string }).errorMessage).toMatch(
      /cannot be reached/,
    );
    expect(await status(v.id, t.liveKey)).toMatchObject({ status: 'PENDING' });
  });

  it('TRACE, PUT or DELETE to a method action: 405 JSON, and the service keeps serving', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      const res = await rawRequest(
        t.url,
        {
          method,
          target: '/api/widget/methods/bank-app/start',
          headers: [['Host', new URL(t.url).host]],
        },
        { timeoutMs: 5000 },
      );
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
    }
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('the test bank refuses oversized and chunked bodies, and other methods', async () => {
    const big = await fetch(`${t.url}/test-bank/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x'.repeat(20_000),
    });
    expect(big.status).toBe(413);
    const put = await fetch(`${t.url}/test-bank/token`, { method: 'PUT' });
    expect(put.status).toBe(405);
    const discovery = await fetch(`${t.url}/test-bank/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({ issuer: `${t.url}/test-bank` });
  });
});
