/**
 * Generated hostile requests against every route family of the catch-all handlers, driven as
 * `Request → Response`: whatever arrives, no 5xx, every 4xx is `{ error, errorMessage }` JSON,
 * and every redirect stays on the app's origin.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgeGate } from '../../src/next/create-age-gate';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { signWebhook } from '../client/sign-webhook';
import { APP, NOW, SECRET, WEBHOOK_SECRET, createGateFixture } from './gate-fixture';

const FAMILIES = [
  'session',
  'confirm',
  'callback',
  'status',
  'webhook',
  'mobile/session',
  'mobile/confirm',
  'refresh',
] as const;
const RUNS_PER_FAMILY = 300;

/** Printable ASCII and a little more: what a header value may hold (no CR, LF or NUL). */
const headerText = fc.string({
  unit: fc.constantFrom(...'abcXYZ019 -_./:;=,%"\'<>{}[]@?#&*\\\t'.split('')),
  maxLength: 60,
});
const hostile = fc.oneof(
  headerText,
  fc.constantFrom(
    '',
    'null',
    APP,
    'https://evil.example',
    'http://shop.test',
    '/.//evil.example',
    '//evil.example',
    'evil.example',
    '127.0.0.1, 10.0.0.1',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    'eyJhbGciOiJub25lIn0.eyJ2ZXJpZmljYXRpb25JZCI6IngifQ.',
    'a'.repeat(300),
  ),
);

interface Generated {
  method: 'GET' | 'HEAD' | 'POST';
  /** Which exported handler Next would call (HEAD runs GET). Sometimes the other one. */
  handler: 'GET' | 'POST';
  suffix: string;
  query: [string, string][];
  headers: [string, string][];
  body: string | Uint8Array | undefined;
  cookies: ('verified' | 'forged' | 'garbage')[];
  signed: boolean;
}

const generated: fc.Arbitrary<Generated> = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD', 'POST'),
    swapHandler: fc.boolean(),
    suffix: fc.constantFrom('', '/', '//', '/x', '/../session', '%2F', '/.', '.json', '/mobile'),
    query: fc.array(
      fc.tuple(fc.constantFrom('returnTo', 'verificationId', 'result', 'id', 'x'), hostile),
      { maxLength: 4 },
    ),
    headers: fc.array(
      fc.tuple(
        fc.constantFrom(
          'origin',
          'host',
          'content-type',
          'x-forwarded-host',
          'x-forwarded-proto',
          'x-forwarded-for',
          'sec-fetch-site',
          'authorization',
          'webhook-id',
          'webhook-timestamp',
          'webhook-signature',
          'x-signature-timestamp',
          'x-signature-hmac-sha256',
          'accept',
        ),
        fc.oneof(
          hostile,
          fc.constantFrom(
            'application/json',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
            'text/plain',
            'same-origin',
            'cross-site',
            'Bearer user-1-token',
            String(NOW / 1000),
            'v1,AAAA',
          ),
        ),
      ),
      { maxLength: 8 },
    ),
    body: fc.option(
      fc.oneof(
        fc.json(),
        fc.string({ maxLength: 200 }),
        fc.uint8Array({ maxLength: 200 }),
        fc.constantFrom(
          '{"returnTo":"/.//evil.example"}',
          JSON.stringify({ returnTo: '/' + 'a/'.repeat(1000) }),
          JSON.stringify({ returnTo: '/' + '%C3%A9'.repeat(340) }),
          '{"jurisdiction":"US-CA"}',
          '{"jurisdiction":{"toString":1}}',
          '{"redirectUrl":"myshop://age-verified"}',
          '{"sessionToken":"x.y.z"}',
          '{"eventType":"Verification.Revoke","data":{"verifications":[{"id":"x","reason":1}]}}',
          '{"__proto__":{"polluted":true}}',
          '[]',
          'null',
          '{'.repeat(500),
          ' '.repeat(5000),
        ),
      ),
      { nil: undefined },
    ),
    cookies: fc.subarray(['verified', 'forged', 'garbage'] as const),
    signed: fc.boolean(),
  })
  .map(({ swapHandler, ...g }) => ({
    ...g,
    handler: ((g.method === 'POST') !== swapHandler ? 'POST' : 'GET') as 'GET' | 'POST',
  }));

async function toRequest(family: string, g: Generated, verifiedCookie: string): Promise<Request> {
  const url = new URL(`${APP}/api/age-gate/${family}${g.suffix}`);
  for (const [k, v] of g.query) url.searchParams.append(k, v);
  const headers = new Headers();
  for (const [k, v] of g.headers) headers.append(k, v);
  const cookies: string[] = [];
  if (g.cookies.includes('verified')) cookies.push(verifiedCookie);
  if (g.cookies.includes('forged')) cookies.push('__Host-ofage-session=a.b.c; ofage-fresh=x');
  if (g.cookies.includes('garbage')) cookies.push('=;;__Host-ofage-verified=;%%');
  if (cookies.length) headers.set('cookie', cookies.join('; '));
  const hasBody = g.method === 'POST' && g.body !== undefined;
  if (hasBody && g.signed && family === 'webhook') {
    const text = typeof g.body === 'string' ? g.body : new TextDecoder().decode(g.body);
    const signed = signWebhook(WEBHOOK_SECRET, text, {
      timestamp: NOW / 1000,
      id: `msg_${Math.random()}`,
    });
    for (const [k, v] of Object.entries(signed)) headers.set(k, v);
  }
  return new Request(url, {
    method: g.method,
    headers,
    body: hasBody ? (g.body as BodyInit) : undefined,
  });
}

async function check(response: Response, family: string): Promise<void> {
  const where = `${family} → ${response.status}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 300 && response.status < 400) {
    // Relative (resolved against the URL the browser asked for) or absolute: never elsewhere.
    expect(new URL(response.headers.get('location')!, APP).origin, where).toBe(APP);
  }
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), where).toContain('application/json');
    const body = (await response.json()) as { error?: unknown; errorMessage?: unknown };
    expect(typeof body.error, where).toBe('string');
    expect(typeof body.errorMessage, where).toBe('string');
  }
}

describe('generated requests against every route family: zero 5xx', () => {
  const mobile = {
    authenticate: (request: Request) =>
      request.headers.get('authorization') === 'Bearer user-1-token' ? 'user-1' : null,
    redirectUrlAllowlist: ['myshop://age-verified'],
  };

  // With OFAGE_APP_URL, and without (then the Host header is all the app has to go on).
  const CONFIGS = [
    ['appUrl', APP],
    ['no appUrl', undefined],
  ] as const;
  const cases = CONFIGS.flatMap(([label, appUrl]) =>
    FAMILIES.map((family) => [family, label, appUrl] as const),
  );

  it.each(cases)('%s (%s)', async (family, _label, appUrl) => {
    const { ageGate } = createGateFixture({ mobile, appUrl });
    const verified = (
      await mintVerifiedCookie({
        secret: SECRET,
        url: APP,
        now: () => NOW,
        jurisdiction: 'US-CA',
        criteria: { ageCategory: 'ADULT' },
      })
    ).cookieHeader;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(generated, async (g) => {
        const request = await toRequest(family, g, verified);
        const response = await (ageGate.handlers as AgeGate['handlers'])[g.handler](request);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await check(response, family);
      }),
      { numRuns: RUNS_PER_FAMILY },
    );
    // The run reached past the front door: not every answer was the same refusal.
    expect(statuses.size, JSON.stringify([...statuses])).toBeGreaterThan(1);
  });
});
