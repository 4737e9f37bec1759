import sharp from 'sharp';
import { readBarcodes } from 'zxing-wasm/reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPdf417Reader } from '../../../src/service/methods/id-document/read-pdf417';
import { hashSecret } from '../../../src/service/verifications/secret-hash';
import { MAX_HANDOFF_LINKS, mintHandoffLink } from '../../../src/service/verifications/short-link';
import { handleQr } from '../../../src/service/widget/handlers/qr';
import { handleSimulate } from '../../../src/service/widget/handlers/simulate';
import { sessionFromShortLink } from '../../../src/service/widget/load-widget-session';
import { widgetPageProps } from '../../../src/service/widget/pages/get-widget-page-props';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { pageContext, perform, simulateRequest } from './support';

/** The parts of a short link, as `/v/[id]` reads them. */
function parts(shortUrl: string) {
  const url = new URL(shortUrl);
  return {
    id: url.pathname.split('/').pop()!,
    pid: url.searchParams.get('pid'),
    s: url.searchParams.get('s'),
    k: url.searchParams.get('k'),
  };
}

/** The text of the QR code in an SVG, read back with ZXing (as a phone's camera would). */
async function readQr(svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(600)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  const [symbol] = await readBarcodes(image as unknown as ImageData, { formats: ['QRCode'] });
  if (!symbol?.isValid) throw new Error('no QR code in the image');
  return symbol.text;
}

describe.each(testDialects())('short link secrets on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
    await loadPdf417Reader();
  });
  afterAll(async () => t.close());

  const row = (id: string) =>
    t.service.ctx.db
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const open = (shortUrl: string) => {
    const p = parts(shortUrl);
    return sessionFromShortLink(t.service, p.id, p.pid, p.k);
  };
  /** The widget page the link opens, as `/v/[id]` renders it. */
  const page = async (shortUrl: string) => {
    const p = parts(shortUrl);
    const ctx = pageContext();
    const { props } = await widgetPageProps(
      t.service,
      ctx.context,
      await sessionFromShortLink(t.service, p.id, p.pid, p.k),
      true,
    );
    return { props, status: ctx.status() };
  };
  const pass = async (token: string) => {
    const res = await handleSimulate(
      t.service,
      simulateRequest({ token, method: 'id-document', outcome: 'adult' }),
    );
    expect(res.status).toBe(200);
  };
  const qr = (token: string, query = '') =>
    handleQr(
      t.service,
      new Request(`http://localhost/api/widget/qr?token=${encodeURIComponent(token)}${query}`),
    );

  it("perform's shortUrl keeps the spec's /v/<id>?pid=…&s=qr and adds a 256-bit k, kept only hashed", async () => {
    const v = await perform(t);
    const p = parts(v.shortUrl);
    expect(new URL(v.shortUrl).origin).toBe(t.url);
    expect(p).toMatchObject({ id: v.id, pid: t.product.id, s: 'qr' });
    expect(p.k).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(p.k!, 'base64url')).toHaveLength(32);
    expect([...new URL(v.shortUrl).searchParams.keys()]).toEqual(['pid', 's', 'k']);
    expect((await perform(t)).shortUrl).not.toContain(p.k!);

    const stored = await row(v.id);
    expect(stored.short_link_hash).toBe(hashSecret(p.k!));
    expect(JSON.stringify(stored)).not.toContain(p.k!);
    expect((await open(v.shortUrl)).ok).toBe(true);
  });

  it('security: a short link without its secret opens nothing (the id and pid are public)', async () => {
    const v = await perform(t);
    const bare = v.shortUrl.replace(/&k=[^&]*/, '');
    expect(bare).toBe(`${t.url}/v/${v.id}?pid=${t.product.id}&s=qr`);
    expect(await open(bare)).toEqual({ ok: false, reason: 'invalid' });
    expect(await open(`${bare}&k=`)).toEqual({ ok: false, reason: 'invalid' });
    const { props, status } = await page(bare);
    expect(status).toBe(400);
    expect(props).toMatchObject({ ok: false, error: 'invalid' });
    expect(JSON.stringify(props)).not.toMatch(/eyJ/);
    // Nothing was opened: the verification is still PENDING.
    expect((await row(v.id)).status).toBe('PENDING');
  });

  it('security: a wrong secret, or another verification’s, opens nothing', async () => {
    const v = await perform(t);
    const other = await perform(t);
    const k = parts(v.shortUrl).k!;
    const flipped = `${k[0] === 'A' ? 'B' : 'A'}${k.slice(1)}`;
    const withK = (secret: string) => v.shortUrl.replace(/k=[^&]*/, `k=${secret}`);
    for (const secret of [flipped, parts(other.shortUrl).k!, k.slice(0, 42), `${k}x`, 'k']) {
      expect(await open(withK(secret))).toEqual({ ok: false, reason: 'invalid' });
    }
    expect((await page(withK(flipped))).status).toBe(400);
    expect((await open(v.shortUrl)).ok).toBe(true);
  });

  it('security: the short link of a finished verification opens nothing, even with its secret', async () => {
    const v = await perform(t);
    await pass(v.token);
    expect(await open(v.shortUrl)).toEqual({
      ok: false,
      reason: 'finished',
      productId: t.product.id,
      mode: 'test',
    });
    const { props, status } = await page(v.shortUrl);
    expect(status).toBe(410);
    expect(props).toMatchObject({ ok: false, error: 'finished' });
    // No widget token, so no widget call (status, age-key ceremonies) can follow.
    expect(JSON.stringify(props)).not.toMatch(/eyJ/);
    expect('token' in props).toBe(false);
  });

  it('security: a verification created before short-link secrets opens by no short link', async () => {
    const v = await perform(t);
    await t.service.ctx.db
      .updateTable('verifications')
      .set({ short_link_hash: null })
      .where('id', '=', v.id)
      .execute();
    const legacy = `${t.url}/v/${v.id}?pid=${t.product.id}&s=qr`;
    expect(await open(legacy)).toEqual({ ok: false, reason: 'invalid' });
    expect(await open(v.shortUrl)).toEqual({ ok: false, reason: 'invalid' });
    expect((await page(legacy)).status).toBe(400);
  });

  it('the hand-off QR code is a short link with a secret of its own, refused once finished', async () => {
    const v = await perform(t);
    const res = await qr(v.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const scanned = await readQr(await res.text());
    const p = parts(scanned);
    expect(p).toMatchObject({ id: v.id, pid: t.product.id, s: 'qr' });
    expect(p.k).toMatch(/^[\w-]{43}$/);
    expect(p.k).not.toBe(parts(v.shortUrl).k);
    expect(JSON.stringify(await row(v.id))).not.toContain(p.k!);

    // The phone opens it; perform's link still works beside it.
    const phone = await page(scanned);
    expect(phone.props).toMatchObject({ ok: true, handoff: true, verificationId: v.id });
    expect((await open(v.shortUrl)).ok).toBe(true);

    await pass(v.token);
    expect((await open(scanned)).ok).toBe(false);
    const after = await qr(v.token);
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ error: 'INVALID_INPUT' });
  });

  it('the hand-off as text (as=json): the QR code and the same link, kept in no cache, refused once finished', async () => {
    const v = await perform(t);
    const res = await qr(v.token, '&as=json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { link, svg } = (await res.json()) as { link: string; svg: string };
    // The text is what the code says: a short link with a fresh secret, stored only hashed.
    expect(await readQr(svg)).toBe(link);
    const p = parts(link);
    expect(p).toMatchObject({ id: v.id, pid: t.product.id, s: 'qr' });
    expect(p.k).toMatch(/^[\w-]{43}$/);
    expect(p.k).not.toBe(parts(v.shortUrl).k);
    expect(JSON.stringify(await row(v.id))).not.toContain(p.k!);
    expect((await open(link)).ok).toBe(true);

    // Without a valid widget token, no link: a 4xx {error, errorMessage}.
    for (const token of ['', 'not-a-token', `${v.token}x`]) {
      const refused = await qr(token, '&as=json');
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(await refused.json()).toMatchObject({
        error: expect.any(String),
        errorMessage: expect.any(String),
      });
    }

    await pass(v.token);
    expect((await open(link)).ok).toBe(false);
    const after = await qr(v.token, '&as=json');
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ error: 'INVALID_INPUT' });
  });

  it(`keeps the newest ${MAX_HANDOFF_LINKS} hand-off links of a verification, deleted with it`, async () => {
    const v = await perform(t);
    const r = await row(v.id);
    // One millisecond apart, so that "newest" is well defined.
    const at = (ms: number) => ({ ...t.service.ctx, now: () => Date.now() + ms });
    const first = await mintHandoffLink(at(0), r);
    const later = [];
    for (let i = 1; i <= MAX_HANDOFF_LINKS; i++) later.push(await mintHandoffLink(at(i), r));
    expect((await open(first)).ok).toBe(false);
    for (const link of later) expect((await open(link)).ok).toBe(true);
    const kept = await t.service.ctx.db
      .selectFrom('handoff_links')
      .select('secret_hash')
      .where('verification_id', '=', v.id)
      .execute();
    expect(kept).toHaveLength(MAX_HANDOFF_LINKS);

    // They go with their verification (retention purge, expiry).
    await t.service.ctx.db.deleteFrom('verifications').where('id', '=', v.id).execute();
    const left = await t.service.ctx.db
      .selectFrom('handoff_links')
      .select('secret_hash')
      .where('verification_id', '=', v.id)
      .execute();
    expect(left).toEqual([]);
  });
});
