import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/console/accounts';
import { headerText, query, targetText } from '../support/hostile-requests';
import { waitFor } from '../support/wait';
import { rawRequest, streamEndlessBody, type RawRequest } from './support/raw-http';
import {
  signIn,
  startServiceEnvironment,
  type ServiceEnvironment,
} from './support/service-environment';

/**
 * Generated hostile requests against the real service (front door, lean API,
 * Next.js pages, route handlers, next-auth, server functions), a few hundred per route family.
 * Every one must get an answer (no hang), none a 5xx; API paths answer errors as
 * `{error, errorMessage}` JSON; no answer redirects off-site. The seed is fixed so CI is
 * repeatable; OFAGE_FUZZ_SEED / OFAGE_FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.OFAGE_FUZZ_SEED ?? 20_261_111);
const RUNS = Number(process.env.OFAGE_FUZZ_RUNS ?? 200);

let env: ServiceEnvironment;
let host: string;
let token: string;
let verificationId: string;
let session: string;

beforeAll(async () => {
  env = await startServiceEnvironment({ OFAGE_OPEN_SIGNUP: '1' });
  host = new URL(env.url).host;
  // `/api/health` is among the targets, and it rightly answers 503 while the method readers are
  // still loading: start once the service is ready, as a load balancer would.
  await waitFor(async () => (await fetch(`${env.url}/api/health/ready`)).status === 200, {
    timeout: 240_000,
    interval: 250,
    message: 'the service to be ready',
  });
  const performed = await fetch(`${env.url}/api/v1/age-verification/perform`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.testKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
  });
  const answer = (await performed.json()) as { id: string; url: string };
  verificationId = answer.id;
  token = new URL(answer.url).searchParams.get('token')!;
  const signedIn = await signIn(env.url, env.owner);
  session = signedIn.cookie!;
}, 300_000);
afterAll(async () => env?.close());

// ——— building blocks ———

const methods = fc.constantFrom(
  'GET',
  'GET',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'CONNECT',
);
const contentTypes = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xYz',
  'multipart/form-data',
  'text/plain;charset=UTF-8',
  'text/x-component',
  'application/json; charset=utf-16',
  'application/xml',
  '*/*',
  'garbage',
);
const multipart = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('0', '1', '1_email', '$ACTION_ID_x', 'csrf'),
        fc.string({ maxLength: 10 }),
      ),
      fc.string({ maxLength: 50 }),
    ),
    { maxLength: 4 },
  )
  .map(
    (fields) =>
      fields
        .map(
          ([name, value]) =>
            `--xYz\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
        )
        .join('') + '--xYz--\r\n',
  );
const bodies = fc.oneof(
  fc.constant(''),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b).toString('latin1')),
  multipart,
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 4 })
    .map((d) => new URLSearchParams(d).toString()),
);
const extraHeaders = fc.array(
  fc.tuple(
    fc.constantFrom(
      'Cookie',
      'Origin',
      'Referer',
      'Accept',
      'Accept-Language',
      'X-Forwarded-For',
      'X-Forwarded-Host',
      'X-Forwarded-Proto',
      'Next-Router-State-Tree',
      'RSC',
      'Next-Router-Prefetch',
      'X-Middleware-Subrequest',
      'Range',
      'If-None-Match',
      'Authorization',
    ),
    headerText,
  ),
  { maxLength: 3 },
);

interface Case {
  method: string;
  target: string;
  headers: [string, string][];
  body: string;
}

function buildCase(c: {
  method: string;
  target: string;
  headers: [string, string][];
  body: string;
  contentType: string;
}): Case {
  const hasBody = c.body !== '' && c.method !== 'GET' && c.method !== 'HEAD';
  return {
    method: c.method,
    target: c.target,
    headers: [
      ['Host', host],
      ...(hasBody ? ([['Content-Type', c.contentType]] as [string, string][]) : []),
      ...c.headers,
    ],
    body: hasBody ? c.body : '',
  };
}

/** The checks every generated request must pass. */
async function expectHandled(c: Case): Promise<void> {
  const request: RawRequest = {
    method: c.method,
    target: c.target,
    headers: c.headers,
    ...(c.body ? { body: c.body } : {}),
  };
  const res = await rawRequest(env.url, request);
  const what = `${c.method} ${c.target.slice(0, 200)} → ${res.status} ${res.body.slice(0, 200)}`;
  expect(res.status, what).toBeGreaterThanOrEqual(100);
  expect(res.status, what).toBeLessThan(500);
  const location = res.headers.location;
  if (location !== undefined) {
    expect(new URL(location, env.url).origin, `${what} → Location ${location}`).toBe(
      new URL(env.url).origin,
    );
  }
  const path = new URL(c.target.startsWith('/') ? c.target : '/', 'http://x').pathname;
  if (path.startsWith('/api/') && res.status >= 400 && c.method !== 'HEAD') {
    expect(res.headers['content-type'] ?? '', what).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { error?: unknown; errorMessage?: unknown };
    expect(typeof body.error, what).toBe('string');
    expect(typeof body.errorMessage, what).toBe('string');
  }
}

const run = (arbitrary: fc.Arbitrary<Case>) =>
  fc.assert(fc.asyncProperty(arbitrary, expectHandled), {
    numRuns: RUNS,
    seed: SEED,
    endOnFailure: true,
  });

const caseOf = (parts: {
  method?: fc.Arbitrary<string>;
  target: fc.Arbitrary<string>;
  headers?: fc.Arbitrary<[string, string][]>;
  body?: fc.Arbitrary<string>;
}): fc.Arbitrary<Case> =>
  fc
    .record({
      method: parts.method ?? methods,
      target: parts.target,
      headers: fc
        .tuple(parts.headers ?? fc.constant([]), extraHeaders)
        .map(([a, b]) => [...a, ...b]),
      body: parts.body ?? bodies,
      contentType: contentTypes,
    })
    .map(buildCase);

/** The real value (a valid token, id…) or junk in its place. */
const validOr = (value: string) => fc.oneof(fc.constant(value), targetText);

// ——— the families ———

describe('hostile requests get a 4xx answer, never a 5xx or a hang', () => {
  it('API v1', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom(
              '/api/v1/age-verification/perform',
              '/api/v1/age-verification/get-status',
              '/api/v1/age-verification/perform-age-key-verification',
              '/api/v1/test/set-age-verification-status',
              '/api/v1/',
              '/api/health',
            ),
            fc.oneof(
              fc.constant(''),
              targetText.map((t) => `/${t}`),
            ),
            query(['id', 'includeDob'], validOr(verificationId)),
          )
          .map(([a, b, q]) => `${a}${b}${q}`),
        headers: fc
          .constantFrom(`Bearer ${'k'}`, 'Bearer ', 'Basic abc', 'valid', 'none')
          .map((auth): [string, string][] =>
            auth === 'none'
              ? []
              : [['Authorization', auth === 'valid' ? `Bearer ${env.testKey}` : auth]],
          ),
        body: fc.oneof(
          bodies,
          fc
            .record({
              jurisdiction: fc.oneof(fc.constantFrom('US-CA', 'GB-SCT', 'XX'), fc.string()),
              criteria: fc.oneof(fc.json(), fc.record({ ageCategory: fc.string() })),
              options: fc.json(),
              id: fc.constant(verificationId),
              status: fc.constantFrom('PASS', 'FAIL', 'x'),
            })
            .map((o) => JSON.stringify(o)),
        ),
      }),
    );
  });

  it('widget API routes', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom('simulate', 'status', 'events', 'qr', 'nope', 'simulate/'),
            query(['token'], validOr(token)),
          )
          .map(([route, q]) => `/api/widget/${route}${q}`),
        body: fc.oneof(
          bodies,
          fc
            .record({
              token: validOr(token),
              method: fc.oneof(
                fc.constantFrom('id-document', 'credit-card', 'age-key', 'bank-app'),
                fc.string(),
              ),
              outcome: fc.oneof(
                fc.constantFrom('adult', 'teen', 'custom', 'fraudulent'),
                fc.string(),
              ),
              age: fc.oneof(fc.integer(), fc.double(), fc.string()),
              walletKind: fc.string(),
            })
            .map((o) => JSON.stringify(o)),
        ),
      }),
    );
  });

  it('age-key routes', async () => {
    const b64 = fc
      .base64String({ maxLength: 60 })
      .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, ''));
    await run(
      caseOf({
        target: fc.constantFrom('/api/widget/age-key/options', '/api/widget/age-key/complete'),
        method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
        body: fc.oneof(
          bodies,
          fc
            .record({
              token: validOr(token),
              purpose: fc.oneof(
                fc.constantFrom('register', 'verify', 'update', 'forget'),
                fc.string(),
              ),
              response: fc.oneof(
                fc.json(),
                fc.record({
                  id: b64,
                  rawId: b64,
                  type: fc.constantFrom('public-key', 'x'),
                  response: fc.record({
                    clientDataJSON: b64,
                    attestationObject: b64,
                    authenticatorData: b64,
                    signature: b64,
                    userHandle: b64,
                  }),
                  clientExtensionResults: fc.json(),
                }),
              ),
            })
            .map((o) => JSON.stringify(o)),
        ),
      }),
    );
  });

  it('/verify and /v/:id', async () => {
    await run(
      caseOf({
        target: fc.oneof(
          query(['token', 'lang', 'embed'], validOr(token)).map((q) => `/verify${q}`),
          fc
            .tuple(validOr(verificationId), query(['pid', 's', 'k'], validOr(env.product.id)))
            .map(([id, q]) => `/v/${id}${q}`),
        ),
      }),
    );
  });

  it('/result and the test bank (/test-bank/*)', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom(
              '/result',
              '/test-bank/auth',
              '/test-bank/token',
              '/test-bank/interaction/x',
              '/test-bank/interaction/x/login',
            ),
            query(['token', 'client_id', 'state'], validOr(token)),
          )
          .map(([p, q]) => `${p}${q}`),
        body: fc.oneof(
          bodies,
          fc
            .record({
              grant_type: fc.oneof(fc.constant('authorization_code'), fc.string()),
              code: fc.string(),
              user: fc.oneof(fc.constantFrom('alex', 'kim'), fc.string()),
            })
            .map((o) => new URLSearchParams(o).toString()),
        ),
      }),
    );
  });

  it('credit card and bank app actions (/api/widget/methods/*)', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom(
              '/api/widget/methods/credit-card/start',
              '/api/widget/methods/credit-card/complete',
              '/api/widget/methods/bank-app/providers',
              '/api/widget/methods/bank-app/start',
              '/api/widget/methods/bank-app/callback',
            ),
            query(['token', 'state', 'code', 'error', 'iss'], validOr(token)),
          )
          .map(([p, q]) => `${p}${q}`),
        body: fc.oneof(
          bodies,
          fc
            .record({
              check: fc.string(),
              provider: fc.oneof(fc.constant('test-bank'), fc.string()),
              testCard: fc.record({ number: fc.string(), expiry: fc.string(), cvc: fc.string() }),
            })
            .map((o) => JSON.stringify(o)),
        ),
      }),
    );
  });

  it('ID document actions (/api/widget/methods/id-document/*)', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom(
              '/api/widget/methods/id-document/submit',
              '/api/widget/methods/id-document/front',
              '/api/widget/methods/id-document/selfie',
              '/api/widget/methods/id-document/specimen',
            ),
            query(['token', 'nonce', 'kind'], validOr(token)),
          )
          .map(([p, q]) => `${p}${q}`),
        body: bodies,
      }),
    );
  });

  it('next-auth (/api/auth/*)', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom(
              'csrf',
              'session',
              'providers',
              'signin',
              'signin/credentials',
              'callback/credentials',
              'callback/github',
              'signout',
              'error',
              '_log',
              'verify-request',
            ),
            fc.oneof(
              fc.constant(''),
              targetText.map((t) => `/${t}`),
            ),
            query(['callbackUrl', 'error', 'csrf'], targetText),
          )
          .map(([a, b, q]) => `/api/auth/${a}${b}${q}`),
        headers: fc
          .constantFrom('none', 'session', 'junk')
          .map((c): [string, string][] =>
            c === 'none'
              ? []
              : [
                  [
                    'Cookie',
                    c === 'session'
                      ? session
                      : 'next-auth.callback-url=garbage; next-auth.session-token=x.y.z; next-auth.csrf-token=a|b',
                  ],
                ],
          ),
        body: fc.oneof(
          bodies,
          fc
            .record({
              csrfToken: fc.string(),
              email: fc.oneof(fc.constant(env.owner.email), fc.string()),
              password: fc.string(),
              callbackUrl: targetText,
              json: fc.constantFrom('true', 'false'),
            })
            .map((o) => new URLSearchParams(o).toString()),
        ),
      }),
    );
  });

  it('console pages, signed in and out', async () => {
    await run(
      caseOf({
        method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'),
        target: fc
          .tuple(
            fc.oneof(
              fc.constantFrom('', '/sign-in', '/sign-up', '/account', '/nope'),
              fc
                .tuple(
                  validOr(env.product.id),
                  fc.constantFrom(
                    '',
                    '/verifications',
                    '/developers',
                    '/insights',
                    '/audit',
                    '/deliveries/',
                    '/verifications/',
                  ),
                  fc.oneof(fc.constant(''), targetText),
                )
                .map(([id, page, tail]) => `/products/${id}${page}${tail}`),
            ),
            query(
              ['mode', 'status', 'method', 'jurisdiction', 'from', 'to', 'days', 'before', 'error'],
              targetText,
            ),
          )
          .map(([p, q]) => `/console${p}${q}`),
        headers: fc
          .constantFrom('session', 'session', 'none', 'junk')
          .map((c): [string, string][] =>
            c === 'none'
              ? []
              : [['Cookie', c === 'session' ? session : 'next-auth.session-token=junk']],
          ),
      }),
    );
  });

  it('console server functions', async () => {
    const ids = Object.values(env.actions);
    await run(
      caseOf({
        method: fc.constant('POST'),
        target: fc.constantFrom(
          '/console',
          '/console/sign-up',
          '/console/account',
          `/console/products/${env.product.id}`,
          `/console/products/${env.product.id}/developers`,
        ),
        headers: fc
          .record({
            action: fc.oneof(fc.constantFrom(...ids), targetText),
            origin: fc.oneof(fc.constant(`http://${host}`), headerText),
            cookie: fc.constantFrom('session', 'none'),
          })
          .map(({ action, origin, cookie }): [string, string][] => [
            ['Next-Action', action],
            ['Origin', origin],
            ['Accept', 'text/x-component'],
            ...(cookie === 'session' ? ([['Cookie', session]] as [string, string][]) : []),
          ]),
        body: fc.oneof(
          bodies,
          fc.constantFrom(
            '[]',
            '["$undefined"]',
            '[null,"x"]',
            '["$K1"]',
            '["$@1"]',
            '["$Q1"]',
            '{"0":1}',
          ),
          fc.json().map((j) => `[${j}]`),
        ),
      }),
    );
  });

  it('OPTIONS * and other asterisk-form targets', async () => {
    await run(caseOf({ target: fc.constant('*') }));
  });

  it('absolute-form targets: served only for this host, never redirected off-site', async () => {
    await run(
      caseOf({
        target: fc
          .tuple(
            fc.constantFrom('http', 'https', 'HTTP', 'ftp'),
            fc.oneof(
              fc.constant(host),
              fc.constantFrom(
                'evil.example',
                'evil.example:80',
                `user@${'evil.example'}`,
                '127.0.0.1',
                '[::1]',
              ),
              fc.domain(),
            ),
            fc.constantFrom(
              '/',
              '/console',
              '/api/health',
              '/verify',
              '/api/auth/signin',
              '//x',
              '/api/widget/status',
            ),
            query(['callbackUrl', 'token', 'next'], targetText),
          )
          .map(([scheme, authority, path, q]) => `${scheme}://${authority}${path}${q}`),
      }),
    );
  });
});

describe('bodies are capped before they are read (item 10)', () => {
  it.each([
    ['/api/widget/simulate', 'application/json', 413],
    ['/api/widget/age-key/options', 'application/json', 413],
    ['/api/widget/age-key/complete', 'application/json', 413],
    ['/test-bank/token', 'application/x-www-form-urlencoded', 411],
    ['/api/auth/callback/credentials', 'application/x-www-form-urlencoded', 413],
    ['/console/sign-up', 'text/plain;charset=UTF-8', 411],
  ])(
    'an endless streamed body to %s is refused while it is still coming',
    async (path, type, status) => {
      const headers: Record<string, string> = { 'Content-Type': type };
      if (path.startsWith('/console')) {
        headers['Next-Action'] = env.actions.signUpAction!;
        headers.Origin = env.url;
      }
      const res = await streamEndlessBody(env.url, path, headers);
      expect(res.status).toBe(status);
    },
  );

  it('the lean API caps a streamed body too', async () => {
    const res = await streamEndlessBody(env.url, '/api/v1/age-verification/perform', {
      Authorization: `Bearer ${env.testKey}`,
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(413);
  });

  it('a declared oversized body is refused before a byte is read', async () => {
    const res = await rawRequest(env.url, {
      method: 'POST',
      target: `/console/products/${env.product.id}`,
      headers: [
        ['Host', host],
        ['Next-Action', env.actions.updateProductAction!],
        ['Origin', `http://${host}`],
        ['Content-Type', 'multipart/form-data; boundary=x'],
        ['Content-Length', String(100 * 1024 * 1024)],
      ],
    });
    expect(res.status).toBe(413);
  });
});

describe('console sign-in limits over HTTP (item 8)', () => {
  it('40 parallel wrong attempts against a limit of 5 are not all checked', async () => {
    await createAccount(env.running.service.ctx, {
      email: 'burst@shop.example',
      password: 'saffron kettle breeze',
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        signIn(env.url, { email: 'burst@shop.example', password: 'not it at all' }),
      ),
    );
    // Over HTTP the 40 arrive over a few seconds, so besides the free 5 the 1 s, 2 s, 4 s …
    // schedule may let a few more be checked (exactly 5 when truly simultaneous: see the unit
    // test); before the fix all 40 were.
    const checked = answers.filter((a) => a.error === 'Wrong e-mail address or password.');
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.error?.startsWith('Too many'))).toHaveLength(
      40 - checked.length,
    );
  });

  it('rotating X-Forwarded-For does not escape the per-address limit', async () => {
    const victim = { email: 'victim@shop.example', password: 'saffron kettle breeze' };
    await createAccount(env.running.service.ctx, victim);
    // One attacker sprays many accounts, claiming a new address each time: the limit on its
    // (connection) address engages all the same, within its 30 free failures.
    let refused = false;
    for (let i = 0; i < 30 && !refused; i++) {
      const { error } = await signIn(
        env.url,
        { email: `sprayed${i}@shop.example`, password: 'wrong wrong wrong' },
        { 'X-Forwarded-For': `198.51.100.${i}` },
      );
      refused = error?.startsWith('Too many') ?? false;
    }
    // Even the victim's right password, from yet another claimed address, waits.
    const next = await signIn(env.url, victim, { 'X-Forwarded-For': '192.0.2.77' });
    expect(next.error).toMatch(
      /^Too many failed sign-in attempts\. Wait \d+ seconds? and try again\.$/,
    );
  });
});

describe('framing (item 11)', () => {
  it.each([
    '/console',
    '/console/sign-in',
    '/console/sign-up',
    `/result?token=x`,
    `/test-bank/interaction/x`,
  ])('%s may not be framed', async (path) => {
    const res = await fetch(`${env.url}${path}`, { redirect: 'manual' });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the widget keeps its allowed-origins CSP', async () => {
    const res = await fetch(`${env.url}/verify?token=${token}`);
    expect(res.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://localhost:3001',
    );
  });
});
