import { randomBytes } from 'node:crypto';
import { ServiceError, invalidInput } from '../../errors/service-error';
import type { MethodAction } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { mdocSessionTranscript } from './read-mdoc';
import { testIssuer } from './test-issuer';
import { createTestWallet, presentTestMdoc, presentTestSdJwtVc } from './test-wallet';
import { readWalletRequest } from './wallet-request';

/**
 * The TEST wallet: a page that plays a phone wallet for a test-mode request.
 * It fetches the Authorization Request from `request_uri` like a wallet, lets the tester pick
 * what to share, gets a presentation signed with a credential of the service's test issuer
 * (`present`), and posts it to the request's `response_uri` (`direct_post`) — the same path a
 * real wallet takes. Live verifications cannot use it: `present` refuses them.
 */
export const testWalletActions: Readonly<Record<string, MethodAction>> = {
  'test-wallet': {
    httpMethod: 'GET',
    auth: 'public',
    handle: () => {
      const nonce = randomBytes(16).toString('base64');
      return Promise.resolve(
        new Response(PAGE.replace('NONCE', nonce), {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'`,
          },
        }),
      );
    },
  },
  'test-wallet-present': {
    httpMethod: 'POST',
    auth: 'public',
    handle: async (call) => {
      const body = (await call.body.json()) as {
        request?: unknown;
        credential?: unknown;
        over?: unknown;
      } | null;
      const request = decodeRequest(body?.request);
      const { ctx } = call.deps;
      const open = await readWalletRequest(ctx, request.state);
      const row = open && (await ctx.verifications.load(open.verificationId));
      if (!row) throw invalidInput('this wallet request is unknown, used or expired');
      if (row.mode !== 'test') {
        throw new ServiceError('FORBIDDEN', 'the test wallet answers test-mode verifications only');
      }
      const threshold = open.data.threshold;
      const wallet = await createTestWallet(await testIssuer(ctx), {
        ageOver: { [threshold]: body?.over !== false },
        now: ctx.now(),
      });
      const vpToken =
        body?.credential === 'mdoc'
          ? {
              mdl: [
                Buffer.from(
                  await presentTestMdoc(wallet, {
                    threshold,
                    sessionTranscript: mdocSessionTranscript({
                      kind: 'direct_post',
                      clientId: request.client_id,
                      nonce: request.nonce,
                      responseUri: request.response_uri,
                    }),
                  }),
                ).toString('base64url'),
              ],
            }
          : {
              'pid-sd-jwt': [
                await presentTestSdJwtVc(wallet, {
                  threshold,
                  nonce: request.nonce,
                  audience: request.client_id,
                  now: ctx.now(),
                }),
              ],
            };
      return methodJson(200, {
        vp_token: vpToken,
        state: request.state,
        response_uri: request.response_uri,
      });
    },
  },
};

interface RequestClaims {
  client_id: string;
  nonce: string;
  state: string;
  response_uri: string;
}

function decodeRequest(jwt: unknown): RequestClaims {
  try {
    const claims = JSON.parse(
      Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const { client_id, nonce, state, response_uri } = claims;
    if ([client_id, nonce, state, response_uri].every((v) => typeof v === 'string')) {
      return claims as unknown as RequestClaims;
    }
  } catch {
    // refused below
  }
  throw invalidInput('request must be the Authorization Request object fetched from request_uri');
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>ofage test wallet</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;background:#1e1b4b;color:#fff}main{max-width:28rem;margin:0 auto;background:#312e81;border-radius:14px;padding:1.25rem}.bar{background:#fde68a;color:#000;font-weight:600;padding:.25rem .5rem;border-radius:6px;font-size:.85rem}button{display:block;width:100%;font:inherit;margin:.4rem 0;padding:.6rem;border-radius:8px;border:0;cursor:pointer}</style></head>
<body><main><p class="bar">TEST MODE — ofage test wallet</p><h1>Share your age?</h1><p id="ask">Reading the request…</p>
<div id="choices" hidden>
<button data-credential="sd-jwt" data-over="true">Share: over the age (EU PID, SD-JWT VC)</button>
<button data-credential="mdoc" data-over="true">Share: over the age (mobile driving licence, mdoc)</button>
<button data-credential="sd-jwt" data-over="false">Share: NOT over the age (EU PID)</button>
<button data-decline="true">Decline</button></div><p id="done" role="status"></p></main>
<script nonce="NONCE">
(async () => {
  const $ = (id) => document.getElementById(id);
  const link = new URL(location.href).searchParams.get('request_uri');
  const fail = (text) => { $('ask').textContent = text; $('choices').hidden = true; };
  if (!link) return fail('No request: open this page from a verification’s QR code link.');
  const res = await fetch(link);
  if (!res.ok) return fail('This request is unknown, used or expired.');
  const jwt = await res.text();
  const req = JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  const claim = req.dcql_query.credentials[0].claims[0].path.join('.');
  $('ask').textContent = 'A verifier asks for one attribute: ' + claim + '. Nothing else is shared.';
  $('choices').hidden = false;
  const post = (fields) => fetch(req.response_uri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  for (const b of document.querySelectorAll('button')) b.addEventListener('click', async () => {
    $('choices').hidden = true;
    if (b.dataset.decline) { await post({ state: req.state, error: 'access_denied' }); $('done').textContent = 'Declined. Nothing was shared.'; return; }
    const made = await fetch('test-wallet-present', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ request: jwt, credential: b.dataset.credential, over: b.dataset.over === 'true' }) });
    if (!made.ok) { $('done').textContent = 'The test wallet could not answer: ' + (await made.json()).errorMessage; return; }
    const { vp_token, state } = await made.json();
    const sent = await post({ state, vp_token: JSON.stringify(vp_token) });
    $('done').textContent = sent.ok ? 'Shared. You can go back to the verification.' : 'The verifier refused the answer.';
  });
})();
</script></body></html>`;
