import fc from 'fast-check';
import { VERIFICATION_METHODS } from '../../src/protocol/verification-result';
import { METHODS } from '../../src/service/methods/registry';
import { ISSUER_ENDPOINTS } from '../../src/service/oidc/http/issuer-endpoints';
import { rawRequest, type RawRequest, type RawResponse } from '../e2e/support/raw-http';

/**
 * Generated malformed requests against every endpoint the service answers
 * without Next.js — the API (`/api/v1/*`, its aliases and purpose endpoints, `/api/health`), every
 * method's actions (`/api/widget/methods/<method>/<action>`, read from the registry, so a method
 * that adds an action is covered without an edit here), the OpenID issuers' endpoints (read from
 * their table) and unknown paths — shared by the short
 * test (test/service/server/hostile-api.test.ts) and the long run (`npm run bench hostile`).
 */

/** Real values the generator mixes with junk, so requests get past the first check sometimes. */
export interface HostileTargets {
  host: string;
  testKey: string;
  liveKey: string;
  verificationId: string;
  token: string;
  /** A registered OpenID client that may create keys, and its secret, when the run has one. */
  oidcClientId?: string;
  oidcSecret?: string;
}

export interface HostileCase {
  family: string;
  request: RawRequest;
}

/** Strings that break naive parsers: bad encodings, path tricks, off-site URLs, injections. */
export const JUNK = [
  '',
  '%',
  '%ZZ',
  '%00',
  '%C0%AF',
  '..%2f..%2f',
  '%2e%2e',
  '..',
  '//evil.example',
  'http://evil.example/x',
  '\\\\evil.example',
  '@evil.example',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"',
  '%F0%9F%98%80',
  '%E2%80%AE',
  'null',
  'undefined',
  '[]',
  '{}',
  '-1',
  '1e309',
  'a'.repeat(3000),
];
/** A string that is safe in a request target: percent-encoded where it must be. */
export const targetText = fc.oneof(
  fc.constantFrom(...JUNK),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => encodeURIComponent(s)),
);
/** Anything printable for a header value. */
export const headerText = fc.oneof(
  fc.constantFrom(...JUNK.filter((j) => !j.includes('%'))),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
);
/** A query string of up to four pairs, keys mostly from `keys`. */
export const query = (keys: string[], values: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), targetText), values), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
/** Mostly the methods the routes answer, so requests get past the method check. */
export const httpMethods = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'POST'), weight: 6 },
  {
    arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND'),
    weight: 1,
  },
);
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xYz',
  'multipart/form-data',
  'image/jpeg',
  'application/octet-stream',
  'text/plain',
  'garbage',
);
const jsonish = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{', '{"a":', '[1,2', '"\\ud800"', '{"__proto__":{"x":1}}', 'null', '0'),
);
export const bodies = fc.oneof(
  fc.constant(''),
  jsonish,
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b).toString('latin1')),
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 4 })
    .map((d) => new URLSearchParams(d).toString()),
);
export const extraHeaders = fc.array(
  fc.tuple(
    fc.constantFrom(
      'Origin',
      'Referer',
      'Cookie',
      'Accept',
      'Accept-Encoding',
      'X-Forwarded-For',
      'X-Forwarded-Host',
      'Forwarded',
      'Range',
      'Content-Encoding',
    ),
    headerText,
  ),
  { maxLength: 3 },
);

/** Every method action the registry declares, as `<method>/<action>`. */
export function methodActionRoutes(): string[] {
  return VERIFICATION_METHODS.flatMap((m) =>
    Object.keys(METHODS[m].actions ?? {}).map((a) => `${m}/${a}`),
  );
}

/** The API's paths, the aliases and purpose endpoints included. */
const API_PATHS = [
  '/api/v1/age-verification/perform',
  '/api/v1/age-verification/get-status',
  '/api/v1/age-verification/perform-access-age-verification',
  '/api/v1/age-verification/perform-age-key-verification',
  '/api/v1/age-verification/perform-facial-age-estimation',
  '/api/v1/age-verification/perform-id-verification',
  '/api/v1/age-verification/perform-credit-card-verification',
  '/api/v1/age-verification/perform-connect-id-verification',
  '/api/v1/age-verification/perform-age-appeal',
  '/api/v1/age-verification/perform-trusted-adult-verification',
  '/api/v1/age-verification/perform-inference',
  '/api/v1/test/set-age-verification-status',
  '/api/v1/product',
  '/api/v1/test/register-app',
  '/api/health',
  '/api/v1/',
  '/api/v1/nope',
];

/** The generator: one hostile request of any family. */
export function hostileCases(t: HostileTargets): fc.Arbitrary<HostileCase> {
  const validOr = (value: string) => fc.oneof(fc.constant(value), targetText);
  const tail = fc.oneof(
    { arbitrary: fc.constant(''), weight: 5 },
    { arbitrary: targetText.map((s) => `/${s}`), weight: 1 },
  );
  const apiBody = fc.oneof(
    bodies,
    fc
      .record(
        {
          jurisdiction: fc.oneof(fc.constantFrom('US-CA', 'GB', 'DE-BY', 'XX', ''), fc.string()),
          criteria: fc.oneof(
            fc.jsonValue({ maxDepth: 3 }),
            fc.record({
              ageCategory: fc.oneof(fc.constantFrom('ADULT', 'TEEN', 'CHILD'), fc.string()),
              minAge: fc.oneof(fc.integer(), fc.double(), fc.string()),
            }),
          ),
          options: fc.dictionary(
            fc.string({ maxLength: 12 }),
            fc.oneof(fc.string(), fc.integer(), fc.boolean()),
          ),
          id: validOr(t.verificationId),
          status: fc.constantFrom('PASS', 'FAIL', 'PENDING', 'x'),
          method: fc.oneof(fc.constantFrom(...VERIFICATION_METHODS), fc.string()),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  );
  const auth = fc
    .constantFrom('test', 'live', 'Bearer ', 'Bearer x', 'Basic abc', 'none', 'test-space')
    .map((a): [string, string][] => {
      if (a === 'none') return [];
      if (a === 'test') return [['Authorization', `Bearer ${t.testKey}`]];
      if (a === 'live') return [['Authorization', `Bearer ${t.liveKey}`]];
      if (a === 'test-space') return [['Authorization', `Bearer  ${t.testKey} `]];
      return [['Authorization', a]];
    });
  const api = fc.record({
    family: fc.constant('api'),
    method: httpMethods,
    target: fc
      .tuple(
        fc.constantFrom(...API_PATHS),
        tail,
        query(['id', 'includeDob', 'lang'], validOr(t.verificationId)),
      )
      .map(([p, s, q]) => `${p}${s}${q}`),
    headers: auth,
    body: apiBody,
  });

  const actions = methodActionRoutes();
  const actionBody = fc.oneof(
    bodies,
    fc
      .record(
        {
          token: validOr(t.token),
          attemptId: fc.oneof(fc.uuid(), fc.string()),
          nonce: fc.string(),
          frames: fc.array(fc.base64String({ maxLength: 80 }), { maxLength: 3 }),
          image: fc.base64String({ maxLength: 200 }),
          outcome: fc.string(),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  );
  const methodAction = fc.record({
    family: fc.constant('method-action'),
    method: httpMethods,
    target: fc
      .tuple(
        fc.oneof(
          ...(actions.length > 0 ? [fc.constantFrom(...actions), fc.constantFrom(...actions)] : []),
          fc.constantFrom(...VERIFICATION_METHODS).map((m) => `${m}/nope`),
          fc.tuple(targetText, targetText).map(([m, a]) => `${m}/${a}`),
        ),
        tail,
        query(['token', 'attempt'], validOr(t.token)),
      )
      .map(([r, s, q]) => `/api/widget/methods/${r}${s}${q}`),
    headers: fc
      .tuple(
        fc.oneof(
          fc.constant([] as [string, string][]),
          fc.constant([['Authorization', `Bearer ${t.token}`]] as [string, string][]),
        ),
        fc
          .constantFrom('http://localhost:3001', `http://${t.host}`, 'https://evil.example', 'null')
          .map((o): [string, string][] => [['Origin', o]]),
      )
      .map(([a, b]) => [...a, ...b]),
    body: actionBody,
  });

  const elsewhere = fc.record({
    family: fc.constant('unknown-path'),
    method: httpMethods,
    target: fc.oneof(
      fc.constantFrom(
        '/api',
        '/api/',
        '/api/widget',
        '/api/widget/methods',
        '/api/widget/methods/',
      ),
      targetText.map((s) => `/api/${s}`),
      targetText.map((s) => `/${s}`),
      fc.constantFrom('*', 'http://evil.example/api/health', `http://${t.host}/api/health`),
    ),
    headers: fc.constant([] as [string, string][]),
    body: bodies,
  });

  const clientId = t.oidcClientId ?? 'agekey_test_nobody';
  const oidcPath = fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom('use', 'create'), weight: 6 },
        { arbitrary: fc.constantFrom('nope', ''), weight: 1 },
      ),
      fc.oneof(
        // Mostly where the provider reads parameters and stores what it is given.
        { arbitrary: fc.constantFrom('/auth', '/par', '/token'), weight: 3 },
        {
          arbitrary: fc.constantFrom(...ISSUER_ENDPOINTS.map((e) => e.pattern), '', '/me'),
          weight: 2,
        },
      ),
      fc.oneof(fc.constantFrom('Xy1_-abcdefghijklmnopqrstuvwxyz0123456789ABC'), targetText),
    )
    .map(([issuer, pattern, uid]) => `/api/v1/oidc/${issuer}${pattern.replace(':uid', uid)}`);
  const oauthValue = fc.oneof(
    fc.constantFrom(
      clientId,
      'openid',
      'id_token',
      'code',
      'none',
      'query',
      'S256',
      encodeURIComponent('https://rp.example/cb'),
      encodeURIComponent('{"age_thresholds":[13,18]}'),
      'urn:ietf:params:oauth:request_uri:made-up',
      'x'.repeat(2000),
    ),
    targetText,
  );
  const oauthKeys = [
    'client_id',
    'redirect_uri',
    'response_type',
    'response_mode',
    'scope',
    'state',
    'nonce',
    'claims',
    'request_uri',
    'code_challenge',
    'code_challenge_method',
    'authorization_details',
    'grant_type',
    'code',
  ];
  const wellFormed = `?response_type=id_token&response_mode=query&scope=openid&client_id=${clientId}&redirect_uri=${encodeURIComponent('https://rp.example/cb')}&nonce=n`;
  const oidc = fc.record({
    family: fc.constant('oidc'),
    method: httpMethods,
    target: fc
      .tuple(
        oidcPath,
        fc.oneof(fc.constant(''), fc.constant(wellFormed)),
        query(oauthKeys, oauthValue),
      )
      .map(([p, base, q]) => `${p}${base}${base && q ? `&${q.slice(1)}` : q}`),
    headers: fc.constantFrom<[string, string][]>(
      [],
      [['Cookie', '_agekey_use_interaction=x; _agekey_use_interaction.sig=y']],
      [['Authorization', 'Basic eDp5']],
    ),
    body: fc.oneof(
      bodies,
      fc
        .dictionary(fc.constantFrom(...oauthKeys, 'client_secret'), oauthValue, { maxKeys: 8 })
        .map((d) =>
          new URLSearchParams({
            ...d,
            client_id: clientId,
            ...(t.oidcSecret ? { client_secret: t.oidcSecret } : {}),
          }).toString(),
        ),
      fc.constant(`state=${'s'.repeat(40 * 1024)}`),
    ),
  });

  // An unmeetable `Expect` now and then (node:http answers it before any handler).
  const expect = fc.oneof(
    { arbitrary: fc.constant([] as [string, string][]), weight: 20 },
    { arbitrary: headerText.map((v): [string, string][] => [['Expect', v]]), weight: 1 },
  );
  return fc
    .tuple(
      fc.oneof(api, api, methodAction, methodAction, elsewhere, oidc),
      extraHeaders,
      contentTypes,
      expect,
    )
    .map(([c, extra, contentType, expectation]) => {
      const hasBody = c.body !== '' && c.method !== 'GET' && c.method !== 'HEAD';
      return {
        family: c.family,
        request: {
          method: c.method,
          target: c.target,
          headers: [
            ['Host', t.host],
            ...(hasBody ? ([['Content-Type', contentType]] as [string, string][]) : []),
            ...c.headers,
            ...extra,
            ...expectation,
          ],
          ...(hasBody ? { body: c.body } : {}),
        },
      };
    });
}

/** What is wrong with an answer, or undefined when it is a proper one. */
export function answerProblem(c: HostileCase, res: RawResponse): string | undefined {
  if (res.status < 100 || res.status >= 500) return `status ${res.status}`;
  const target = c.request.target;
  const path = target.startsWith('/')
    ? target.split('?')[0]!
    : target.startsWith('http')
      ? safePath(target)
      : '';
  if (path.startsWith('/api') && res.status >= 400 && c.request.method !== 'HEAD') {
    return path.startsWith('/api/v1/oidc/') ? issuerErrorProblem(res) : errorBodyProblem(res);
  }
  return undefined;
}

/**
 * What is wrong with an OpenID issuer's error answer, if anything: a page for a browser, or JSON
 * with an `error` and either the service's `errorMessage` or OAuth's `error_description`.
 */
function issuerErrorProblem(res: RawResponse): string | undefined {
  if (/^text\/html/.test(res.headers['content-type'] ?? '')) return undefined;
  if (!/^application\/json/.test(res.headers['content-type'] ?? '')) {
    return `content-type ${res.headers['content-type']}`;
  }
  try {
    const body = JSON.parse(res.body) as Record<string, unknown>;
    const described =
      typeof body.errorMessage === 'string' || typeof body.error_description === 'string';
    if (typeof body.error !== 'string' || !described) return 'no {error, errorMessage}';
  } catch {
    return 'body is not JSON';
  }
  return undefined;
}

/** What is wrong with an error answer that should be JSON `{error, errorMessage}`, if anything. */
export function errorBodyProblem(res: RawResponse): string | undefined {
  if (!/^application\/json/.test(res.headers['content-type'] ?? '')) {
    return `content-type ${res.headers['content-type']}`;
  }
  try {
    const body = JSON.parse(res.body) as { error?: unknown; errorMessage?: unknown };
    if (typeof body.error !== 'string' || typeof body.errorMessage !== 'string') {
      return 'no {error, errorMessage}';
    }
  } catch {
    return 'body is not JSON';
  }
  return undefined;
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

export interface HostileTally {
  sent: number;
  byStatus: Record<number, number>;
  byFamily: Record<string, number>;
  hangs: number;
  problems: string[];
}

/** Sends one case and records it; a request without an answer within `timeoutMs` is a hang. */
export async function sendHostile(
  url: string,
  c: HostileCase,
  tally: HostileTally,
  timeoutMs: number,
): Promise<string | undefined> {
  tally.sent++;
  tally.byFamily[c.family] = (tally.byFamily[c.family] ?? 0) + 1;
  const what = `${c.request.method} ${c.request.target.slice(0, 160)}`;
  let res: RawResponse;
  try {
    res = await rawRequest(url, c.request, { timeoutMs });
  } catch (error) {
    tally.hangs++;
    const problem = `${what}: ${(error as Error).message}`;
    tally.problems.push(problem);
    return problem;
  }
  tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1;
  const problem = answerProblem(c, res);
  if (problem) {
    const full = `${what} → ${res.status} ${res.body.slice(0, 200)}: ${problem}`;
    tally.problems.push(full);
    return full;
  }
  return undefined;
}

export const emptyTally = (): HostileTally => ({
  sent: 0,
  byStatus: {},
  byFamily: {},
  hangs: 0,
  problems: [],
});
