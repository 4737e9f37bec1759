import { randomBytes } from 'node:crypto';
import { ServiceError, invalidInput } from '../../errors/service-error';
import type { MethodAction } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { mdocSessionTranscript } from './read-mdoc';
import { AV_QUERY_ID } from './eu-av';
import { createTestIssuer, testIssuer } from './test-issuer';
import { testStatusReference } from './test-status-list';
import { testWalletHtml } from './test-wallet-html';
import { testPageLocale } from '../kit/test-pages-i18n/test-pages-messages';
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
    handle: (call) => {
      const nonce = randomBytes(16).toString('base64');
      const locale = testPageLocale(
        call.url.searchParams.get('lang'),
        call.request.headers.get('accept-language'),
      );
      return Promise.resolve(
        new Response(testWalletHtml(locale, nonce), {
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
      const over = body?.over !== false;
      const credential = String(body?.credential);
      const av = AV_CREDENTIALS.has(credential);
      if (av && !open.data.av) {
        throw invalidInput('this request does not ask for the EU age-verification attestation');
      }
      // An AV attestation carries age_over_18 always (Annex A), and the threshold's element.
      // "From an untrusted provider": signed by a fresh issuer the service does not trust.
      const issuer =
        credential === 'av-untrusted' ? await createTestIssuer(ctx.now()) : await testIssuer(ctx);
      // An AV attestation names its entry in the test issuer's status list, as Annex A's do.
      const status =
        credential === 'av-revoked'
          ? 'revoked'
          : credential === 'av-suspended'
            ? 'suspended'
            : 'valid';
      const wallet = await createTestWallet(issuer, {
        ageOver: av ? { 18: over, [threshold]: over } : { [threshold]: over },
        now: ctx.now(),
        ...(av ? { status: testStatusReference(ctx.config.publicUrl, status) } : {}),
      });
      const mdoc = async () =>
        Buffer.from(
          await presentTestMdoc(wallet, {
            threshold,
            av,
            sessionTranscript: mdocSessionTranscript({
              kind: 'direct_post',
              clientId: request.client_id,
              nonce: request.nonce,
              responseUri: request.response_uri,
            }),
          }),
        ).toString('base64url');
      const vpToken =
        credential === 'mdoc'
          ? { mdl: [await mdoc()] }
          : av
            ? { [AV_QUERY_ID]: [await mdoc()] }
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

/**
 * The AV attestations the test wallet presents: `av` (valid), `av-untrusted` (from a provider
 * the service does not trust), `av-revoked` and `av-suspended` (so marked in the test issuer's
 * status list).
 */
const AV_CREDENTIALS = new Set(['av', 'av-untrusted', 'av-revoked', 'av-suspended']);

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
