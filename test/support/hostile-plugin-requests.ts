import fc from 'fast-check';
import { GATE_ROUTES } from '../../src/protocol/gate-api';
import { signWebhook } from '../client/sign-webhook';
import type { RawResponse } from '../e2e/support/raw-http';
import {
  bodies,
  contentTypes,
  errorBodyProblem,
  extraHeaders,
  headerText,
  httpMethods,
  query,
  targetText,
  type HostileCase,
} from './hostile-requests';

/**
 * Hostile requests, the merchant's side: generated malformed requests against a built Next.js app
 * that uses the plugin (the example storefront, `next start`), over raw HTTP — every route of the
 * plugin's catch-all handler (read from GATE_ROUTES, so a new route is covered without an edit
 * here), the pages its proxy gates, the next-auth route its `syncAgeVerification` runs in, and
 * unknown paths; with the shared generator's junk in paths, queries, headers and bodies, and
 * cookies valid, forged and garbled. Used by `npm run bench hostile-plugin`.
 */

/** What a run knows of the app, so some requests get past the first check. */
export interface PluginTargets {
  /** `host:port` of the app. */
  host: string;
  /** The app's origin, for a same-origin `Origin`. */
  origin: string;
  /** `name=value; name=value` of a valid verified cookie and its fresh cookie. */
  verifiedCookie: string;
  /** `name=value` cookies of a signed-in next-auth session (session token and CSRF cookie). */
  signedInCookie: string;
  /** The CSRF token that goes with `signedInCookie`. */
  csrfToken: string;
  /** The webhook secret the app verifies deliveries with. */
  webhookSecret: string;
  /** The path prefix of the plugin's route file. */
  basePath: string;
  /** Paths the proxy gates. */
  gatedPaths: string[];
}

const FORGED_COOKIES = [
  'ofage-verified=eyJhbGciOiJub25lIn0.eyJ2ZXJpZmljYXRpb25JZCI6IngifQ.',
  'ofage-verified=a.b.c; ofage-fresh=a.b.c',
  'ofage-session=a.b.c',
  '__Host-ofage-session=a.b.c; ofage-fresh=x',
  '=;;ofage-verified=;%%',
  'next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z',
  'next-auth.csrf-token=x%7Cy',
  `ofage-verified=${'a'.repeat(4000)}`,
];

/** The plugin's routes below `basePath`, as the catch-all handler serves them. */
export const GATE_ROUTE_PATHS: string[] = Object.values(GATE_ROUTES);

/** A webhook delivery body: shaped like the service's, or junk. */
const webhookBody = fc.oneof(
  bodies,
  fc
    .record(
      {
        eventType: fc.oneof(
          fc.constantFrom(
            'Verification.Result',
            'Verification.Revoke',
            'Verification.Expired',
            'x',
          ),
          fc.string(),
        ),
        data: fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record(
            {
              id: fc.oneof(fc.uuid(), fc.string()),
              status: fc.constantFrom('PASS', 'FAIL', 'PENDING', 'x'),
              verifications: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

/** A route's JSON body: fields the handlers read, with real and junk values. */
const routeBody = fc.oneof(
  bodies,
  fc
    .record(
      {
        returnTo: fc.oneof(
          fc.constantFrom('/', '/spirits', '/.//evil.example', '//evil.example', '/%2F%2Fevil'),
          targetText,
        ),
        redirectUrl: fc.oneof(
          fc.constantFrom('cornerstore://age-verified', 'https://evil.example'),
          fc.string(),
        ),
        verificationId: fc.oneof(fc.uuid(), fc.string()),
        sessionToken: fc.oneof(fc.constant('x.y.z'), fc.string()),
        jurisdiction: fc.oneof(fc.constant('US-CA'), fc.jsonValue({ maxDepth: 2 })),
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

export function pluginCases(t: PluginTargets): fc.Arbitrary<HostileCase> {
  const tail = fc.oneof(
    { arbitrary: fc.constant(''), weight: 6 },
    { arbitrary: fc.constantFrom('/', '//', '/x', '/../session', '%2F', '/.', '.json'), weight: 1 },
    { arbitrary: targetText.map((s) => `/${s}`), weight: 1 },
  );
  const validOr = (value: string) => fc.oneof(fc.constant(value), targetText);
  const cookies = fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    {
      arbitrary: fc
        .subarray([t.verifiedCookie, t.signedInCookie, ...FORGED_COOKIES], { maxLength: 4 })
        .map((c) => c.join('; ')),
      weight: 6,
    },
    { arbitrary: headerText, weight: 1 },
  );
  const origin = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(t.origin, 'https://evil.example', 'null', `http://${t.host}.evil.example`),
    headerText,
  );

  const gateRoute = fc.record({
    family: fc.constant('gate-route'),
    method: httpMethods,
    target: fc
      .tuple(
        fc.oneof(
          { arbitrary: fc.constantFrom(...GATE_ROUTE_PATHS), weight: 8 },
          { arbitrary: targetText, weight: 1 },
        ),
        tail,
        query(['returnTo', 'verificationId', 'result', 'id', 'token'], targetText),
      )
      .map(([r, s, q]) => `${t.basePath}/${r}${s}${q}`),
    body: fc.oneof(routeBody, webhookBody),
    signed: fc.boolean(),
  });
  const gatedPage = fc.record({
    family: fc.constant('gated-page'),
    method: httpMethods,
    target: fc
      .tuple(
        fc.constantFrom(...t.gatedPaths, '/age-gate', '/account', '/checkout', '/'),
        fc.oneof(
          fc.constant(''),
          fc.constantFrom('/highland-12', '/x'),
          targetText.map((s) => `/${s}`),
        ),
        query(['returnTo', 'result', 'verificationId'], targetText),
      )
      .map(([p, s, q]) => `${p}${s}${q}`),
    body: bodies,
    signed: fc.constant(false),
  });
  // The next-auth route: `syncAgeVerification` runs in its jwt callback on every session read,
  // and binds this browser's verification to the account on `update()` (POST /session).
  const nextAuth = fc.record({
    family: fc.constant('next-auth'),
    method: httpMethods,
    target: fc
      .tuple(
        fc.oneof(
          fc.constantFrom('session', 'csrf', 'providers', 'signout', 'callback/credentials'),
          targetText,
        ),
        query(['callbackUrl', 'error'], targetText),
      )
      .map(([p, q]) => `/api/auth/${p}${q}`),
    body: fc.oneof(
      bodies,
      fc
        .record(
          {
            csrfToken: validOr(t.csrfToken),
            data: fc.oneof(
              fc.constant({ adoptAgeVerification: true }),
              fc.jsonValue({ maxDepth: 2 }),
            ),
          },
          { requiredKeys: [] },
        )
        .map((o) => JSON.stringify(o)),
    ),
    signed: fc.constant(false),
  });
  const elsewhere = fc.record({
    family: fc.constant('unknown-path'),
    method: httpMethods,
    target: fc.oneof(
      targetText.map((s) => `${t.basePath}/${s}`),
      targetText.map((s) => `/${s}`),
      fc.constantFrom('*', `http://${t.host}${t.basePath}/status`, 'http://evil.example/'),
    ),
    body: bodies,
    signed: fc.constant(false),
  });

  return fc
    .tuple(
      fc.oneof(gateRoute, gateRoute, gateRoute, gatedPage, nextAuth, elsewhere),
      cookies,
      origin,
      extraHeaders,
      contentTypes,
    )
    .map(([c, cookie, from, extra, contentType]) => {
      const hasBody = c.body !== '' && c.method !== 'GET' && c.method !== 'HEAD';
      const headers: [string, string][] = [['Host', t.host]];
      if (hasBody) {
        const signed = c.signed && c.target.includes('/webhook');
        if (signed) {
          const sig = signWebhook(t.webhookSecret, c.body, { id: `msg_${c.body.length}` });
          for (const [k, v] of Object.entries(sig)) headers.push([k, v]);
        } else {
          headers.push(['Content-Type', contentType]);
        }
      }
      if (cookie) headers.push(['Cookie', cookie]);
      if (from !== undefined) headers.push(['Origin', from]);
      headers.push(...extra);
      return {
        family: c.family,
        request: {
          method: c.method,
          target: c.target,
          headers,
          ...(hasBody ? { body: c.body } : {}),
        },
      };
    });
}

/**
 * What is wrong with an answer of the app, or undefined: a 5xx; an error of the plugin's routes
 * that is not `{error, errorMessage}` JSON; a redirect off the app's origin. Pages and next-auth
 * answer in their own formats, so only the first and last apply to them.
 */
export function pluginAnswerProblem(
  c: HostileCase,
  res: RawResponse,
  t: Pick<PluginTargets, 'origin' | 'basePath'>,
): string | undefined {
  if (res.status < 100 || res.status >= 500) return `status ${res.status}`;
  const location = res.headers['location'];
  if (res.status >= 300 && res.status < 400 && location) {
    let target: URL | undefined;
    try {
      target = new URL(location, t.origin);
    } catch {
      return `unparsable location ${location.slice(0, 80)}`;
    }
    if (target.origin !== t.origin) return `redirect off-site to ${location.slice(0, 80)}`;
  }
  const path = c.request.target.startsWith('/') ? c.request.target.split('?')[0]! : '';
  if (path.startsWith(`${t.basePath}/`) && res.status >= 400 && c.request.method !== 'HEAD') {
    return errorBodyProblem(res);
  }
  return undefined;
}
