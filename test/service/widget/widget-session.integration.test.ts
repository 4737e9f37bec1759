import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionFromShortLink,
  sessionFromToken,
} from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { pageContext, perform, STATUS } from './support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects())('widget links and page on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  const later = (ms: number) => ({
    ...t.service,
    ctx: { ...t.service.ctx, now: () => Date.now() + ms },
  });

  it('accepts the token perform returned', async () => {
    const v = await perform(t);
    const session = await sessionFromToken(t.service, v.token);
    expect(session.ok && session.row.id).toBe(v.id);
  });

  it('refuses a missing, tampered or foreign-signed token as invalid', async () => {
    const v = await perform(t);
    const [h, p, s] = v.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    payload.sub = (await perform(t)).id;
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    for (const token of [null, '', 'not-a-jwt', forged]) {
      expect(await sessionFromToken(t.service, token)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('reports an expired token as expired, naming its product and mode for the error page', async () => {
    const v = await perform(t);
    expect(await sessionFromToken(later(15 * DAY), v.token)).toEqual({
      ok: false,
      reason: 'expired',
      productId: t.product.id,
      mode: 'test',
    });
  });

  it('short link: the pid must be the verification product', async () => {
    const v = await perform(t);
    const url = new URL(v.shortUrl);
    const id = url.pathname.split('/').pop()!;
    const k = url.searchParams.get('k');
    const good = await sessionFromShortLink(t.service, id, url.searchParams.get('pid'), k);
    expect(good.ok).toBe(true);
    // The page gets a fresh token that authorises the widget API for the same verification.
    const viaToken = good.ok ? await sessionFromToken(t.service, good.token) : undefined;
    expect(viaToken?.ok && viaToken.row.id).toBe(v.id);

    const other = await t.addProduct('Other store');
    expect(await sessionFromShortLink(t.service, id, other.product.id, k)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await sessionFromShortLink(t.service, id, null, k)).ok).toBe(false);
    expect((await sessionFromShortLink(t.service, 'x; drop table', t.product.id, k)).ok).toBe(
      false,
    );
  });

  it('opening the page moves PENDING to IN_PROGRESS', async () => {
    const v = await perform(t);
    const { context } = pageContext();
    const result = await widgetPageProps(
      t.service,
      context,
      await sessionFromToken(t.service, v.token),
      false,
    );
    expect(result.props.ok && result.props.state.status).toBe('IN_PROGRESS');
    const status = (await (await t.call(`${STATUS}?id=${v.id}`)).json()) as { status: string };
    expect(status.status).toBe('IN_PROGRESS');
  });

  it('CSP frame-ancestors is exactly the product allowed origins', async () => {
    const v = await perform(t);
    const { context, written } = pageContext();
    await widgetPageProps(t.service, context, await sessionFromToken(t.service, v.token), false);
    const csp = written['content-security-policy']!;
    expect(csp).toMatch(/(^|; )frame-ancestors http:\/\/localhost:3001(;|$)/);
    expect(csp).not.toContain("'self' http://localhost:3001");
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(written['set-cookie']).toBeUndefined();
    expect(written['cache-control']).toBe('no-store');
  });

  it('a product without allowed origins cannot be framed at all', async () => {
    const other = await t.addProduct('No origins');
    await t.service.ctx.db
      .updateTable('products')
      // allowed_origins too: it is the union the previous release reads and writes, and an origin
      // it holds that neither mode lists is read as a test origin (one the previous release added).
      .set({ test_origins: '[]', allowed_origins: '[]' })
      .where('id', '=', other.product.id)
      .execute();
    t.service.invalidateCaches();
    const v = await perform(t, {}, other.testKey);
    const { context, written } = pageContext();
    await widgetPageProps(t.service, context, await sessionFromToken(t.service, v.token), false);
    expect(written['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('error pages: 400 for an invalid link, 410 for an expired one, with CSP', async () => {
    const bad = pageContext({ 'accept-language': 'de-DE,de;q=0.9' });
    const r1 = await widgetPageProps(
      t.service,
      bad.context,
      { ok: false, reason: 'invalid' },
      false,
    );
    expect(bad.status()).toBe(400);
    expect(r1.props).toMatchObject({ ok: false, error: 'invalid', locale: 'de' });
    expect(bad.written['content-security-policy']).toContain("frame-ancestors 'none'");

    const v = await perform(t);
    const old = pageContext();
    await widgetPageProps(
      later(15 * DAY),
      old.context,
      await sessionFromToken(later(15 * DAY), v.token),
      false,
    );
    expect(old.status()).toBe(410);
    expect(old.written['content-security-policy']).toContain(
      'frame-ancestors http://localhost:3001',
    );
  });

  it('the language is the stored locale, else Accept-Language', async () => {
    const stored = await perform(t, { options: { locale: 'de-AT' } });
    const a = pageContext({ 'accept-language': 'en-US' });
    const ra = await widgetPageProps(
      t.service,
      a.context,
      await sessionFromToken(t.service, stored.token),
      false,
    );
    expect(ra.props.locale).toBe('de');
    expect(ra.props.messages.title).toBe('Altersprüfung');

    const plain = await perform(t);
    const b = pageContext({ 'accept-language': 'sw-KE, de;q=0.8, en;q=0.5' });
    const rb = await widgetPageProps(
      t.service,
      b.context,
      await sessionFromToken(t.service, plain.token),
      false,
    );
    expect(rb.props.locale).toBe('de');
  });

  it('flow names the method to start in', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const { context } = pageContext();
    const r = await widgetPageProps(
      t.service,
      context,
      await sessionFromToken(t.service, v.token),
      false,
    );
    expect(r.props.ok && r.props.flowMethod).toBe('id-document');
  });

  it('a method tapped before the page’s script ran (the picker’s form: `method` in the URL) is the one to start in, if offered', async () => {
    const v = await perform(t);
    const at = (query: string) => {
      const { context } = pageContext({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' });
      (context.req as { url?: string }).url = `/verify?token=${v.token}${query}`;
      return context;
    };
    const session = await sessionFromToken(t.service, v.token);
    const tapped = await widgetPageProps(t.service, at('&method=id-document'), session, false);
    expect(tapped.props.ok && tapped.props.flowMethod).toBe('id-document');
    // The form sends the page's query back, but never `method` twice.
    expect(tapped.props.ok && tapped.props.query).toEqual([['token', v.token]]);
    expect(tapped.props.ok && tapped.props.device.mobile).toBe(true);
    const unknown = await widgetPageProps(t.service, at('&method=telepathy'), session, false);
    expect(unknown.props.ok && unknown.props.flowMethod).toBeNull();
  });

  it("carries each offered method's widget settings: the card check's currency, the verification's country's unless configured", async () => {
    const { context } = pageContext();
    const settingsOf = async (jurisdiction: string) => {
      const v = await perform(t, { jurisdiction });
      const r = await widgetPageProps(
        t.service,
        context,
        await sessionFromToken(t.service, v.token),
        false,
      );
      return r.props.ok && r.props.methodSettings;
    };
    expect(await settingsOf('GB')).toEqual({ 'credit-card': { currency: 'GBP' } });
    expect(await settingsOf('US-CA')).toEqual({ 'credit-card': { currency: 'USD' } });
    const euros = { ...t.service, ctx: { ...t.service.ctx } };
    euros.ctx.config = {
      ...t.service.ctx.config,
      card: { ...t.service.ctx.config.card, currency: 'EUR' },
    };
    const r2 = await widgetPageProps(
      euros,
      context,
      await sessionFromToken(t.service, (await perform(t)).token),
      false,
    );
    expect(r2.props.ok && r2.props.methodSettings['credit-card']).toEqual({ currency: 'EUR' });
  });
});
