import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { ServiceContext } from '../../../context';
import { PAGE_HEADERS } from '../../kit/html-page';
import { payloadAdapterFactory } from '../../kit/oidc-payload-adapter';
import { testModeKeys } from '../../kit/test-mode-keys';
import { bankCallbackUrl } from '../bank-callback-url';
import { format } from '../../kit/i18n/format';
import type { WidgetLocale } from '../../kit/i18n/locales';
import { testPageLocale, testPagesMessages } from '../../kit/test-pages-i18n/test-pages-messages';
import { consentPage, continuePage, loginPage, messagePage } from './test-bank-pages';
import { AGE_OVER_CLAIMS, testBankUser, testBirthdate, TEST_BANK_USERS } from './test-users';
import { ServiceError } from '../../../errors/service-error';

/** Where the service mounts the test bank (an OpenID Connect provider) in test mode. */
export const TEST_BANK_PATH = '/test-bank';
export const TEST_BANK_CLIENT_ID = 'ofage-test-bank-client';
/** The largest form or token request the test bank reads. */
export const TEST_BANK_BODY_BYTES = 8 * 1024;
/** The test bank's rows in `oidc_payloads` are `test-bank:<model>`. */
const PAYLOAD_NAMESPACE = 'test-bank';

/** What every instance's test bank must share: its client's secret, cookie key and ID-token key. */
interface TestBankKeys {
  clientSecret: string;
  cookieKey: string;
  signingKey: JWK;
}

export interface TestBank {
  issuer: string;
  clientSecret: string;
  provider: Provider;
  /** The provider's Node handler (composed once). */
  handle: ReturnType<Provider['callback']>;
}

const banks = new WeakMap<ServiceContext, Promise<TestBank>>();

/**
 * The spec's test app for the bank-app redirect flow, for real: an OpenID Connect provider
 * (`oidc-provider`) with test account holders of several ages, a sign-in and a consent screen.
 * The service relies on it with the same relying-party code as on a real bank, so a merchant
 * exercises the whole redirect flow — from a phone on the same network too, when
 * `OFAGE_PUBLIC_URL` names the machine's address. Created on first use (the public URL is final
 * by then), one per service. Its keys and what it persists (interactions, sessions, grants,
 * codes) are in the database, so behind a load balancer each step may reach another instance.
 */
export function testBankFor(ctx: ServiceContext): Promise<TestBank> {
  let bank = banks.get(ctx);
  if (!bank) {
    bank = createTestBank(ctx);
    banks.set(ctx, bank);
    bank.catch(() => banks.delete(ctx));
  }
  return bank;
}

async function createTestBank(ctx: ServiceContext): Promise<TestBank> {
  const issuer = `${ctx.config.publicUrl}${TEST_BANK_PATH}`;
  const { clientSecret, cookieKey, signingKey } = await testModeKeys<TestBankKeys>(
    ctx.db,
    'test-bank',
    ctx.now(),
    async () => {
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      return {
        clientSecret: randomBytes(32).toString('base64url'),
        cookieKey: randomBytes(32).toString('base64url'),
        signingKey: {
          ...(await exportJWK(privateKey)),
          alg: 'ES256',
          use: 'sig',
          kid: 'test-bank-1',
        },
      };
    },
  );
  const configuration: Configuration = {
    adapter: payloadAdapterFactory(ctx.db, PAYLOAD_NAMESPACE, ctx.now),
    clients: [
      {
        client_id: TEST_BANK_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [bankCallbackUrl(ctx)],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [cookieKey] },
    claims: { openid: ['sub'], age: ['birthdate', ...AGE_OVER_CLAIMS] },
    features: {
      devInteractions: { enabled: false },
      claimsParameter: { enabled: true },
    },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, IdToken: 300, Interaction: 600, Session: 600, Grant: 600 },
    interactions: {
      url: (_ctx, interaction) => `${TEST_BANK_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, sub) => {
      const user = testBankUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => {
          const birthdate = testBirthdate(user, ctx.now());
          const over = Object.fromEntries(
            AGE_OVER_CLAIMS.map((c) => [c, user.age >= Number(c.slice('age_over_'.length))]),
          );
          return { sub: user.id, birthdate, ...over };
        },
      };
    },
    renderError: (koa: KoaContextWithOIDC, out) => {
      koa.type = 'html';
      // The error and its description are OAuth's own codes and English text (RFC 6749 §4.1.2.1).
      const locale = testPageLocale(
        uiLocales(koa.oidc?.params),
        koa.get('accept-language') || null,
      );
      koa.body = messagePage(locale, 'bank.errorTitle', {
        plain: `${out.error}: ${out.error_description ?? ''}`,
      });
    },
  };
  // Loaded on first use: a deployment that never opens the test bank never loads the provider.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, configuration);
  // Behind a trusted proxy, the provider reads the scheme and host the proxy forwarded.
  provider.proxy = ctx.config.trustProxy.kind !== 'none';
  return { issuer, clientSecret, provider, handle: provider.callback() };
}

/**
 * Serves `/test-bank/*`: the interaction pages (sign-in, consent) here, everything else —
 * discovery, keys, authorization, token — by the provider. The front door has already refused
 * wrong methods and oversized or chunked bodies.
 */
export async function serveTestBank(
  ctx: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const bank = await testBankFor(ctx);
  const url = new URL(req.url ?? '/', 'http://test-bank.invalid');
  const interaction = /^\/test-bank\/interaction\/([\w-]{1,64})(?:\/(login|confirm|abort))?$/.exec(
    url.pathname,
  );
  if (interaction) {
    await serveInteraction(bank.provider, req, res, interaction[1]!, interaction[2]);
    return;
  }
  // The provider's routes are relative to its mount path (as under Express's `app.use`).
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
  req.url = (req.url ?? '/').slice(TEST_BANK_PATH.length) || '/';
  await bank.handle(req, res);
}

async function serveInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  step: string | undefined,
): Promise<void> {
  const send = (status: number, html: string) => {
    res.writeHead(status, PAGE_HEADERS);
    res.end(html);
  };
  const acceptLanguage = req.headers['accept-language'] ?? null;
  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    const locale = testPageLocale(null, acceptLanguage);
    return send(400, messagePage(locale, 'bank.expiredTitle', 'bank.expiredBody'));
  }
  // The language the relying party asked for (the widget's), else the browser's.
  const locale = testPageLocale(uiLocales(details.params), acceptLanguage);
  if (details.uid !== uid) {
    return send(400, messagePage(locale, 'bank.expiredTitle', 'bank.expiredBody'));
  }
  if (step === undefined) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, messagePage(locale, 'bank.problemTitle', 'bank.wrongMethod'));
    if (details.prompt.name === 'login') return send(200, loginPage(locale, uid));
    const client = await provider.Client.find(String(details.params.client_id));
    return send(
      200,
      consentPage(locale, uid, client?.clientName ?? 'ofage (test)', describeAsks(locale, details)),
    );
  }
  if (req.method !== 'POST')
    return send(405, messagePage(locale, 'bank.problemTitle', 'bank.wrongMethod'));
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readSmallBody(req));
  } catch {
    return send(413, messagePage(locale, 'bank.problemTitle', 'bank.formTooLarge'));
  }
  let result: Parameters<Provider['interactionResult']>[2];
  if (step === 'login') {
    const user = testBankUser(form.get('user'));
    if (!user || details.prompt.name !== 'login') return send(400, loginPage(locale, uid));
    result = { login: { accountId: user.id } };
  } else if (step === 'abort') {
    result = { error: 'access_denied', error_description: 'the account holder declined' };
  } else {
    if (details.prompt.name !== 'consent' || !details.session?.accountId) {
      return send(400, messagePage(locale, 'bank.problemTitle', 'bank.signInFirst'));
    }
    const grant = new provider.Grant({
      accountId: details.session.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope('openid');
    const claims = requestedIdTokenClaims(details.params.claims);
    if (claims.length > 0) grant.addOIDCClaims(claims);
    result = { consent: { grantId: await grant.save() } };
  }
  const returnTo = await provider.interactionResult(req, res, result, {
    mergeWithLastSubmission: step !== 'abort',
  });
  send(200, continuePage(locale, returnTo));
}

/** The authorization request's `ui_locales` (OpenID Connect Core §3.1.2.1), if it had one. */
function uiLocales(params: Record<string, unknown> | undefined): string | null {
  return typeof params?.ui_locales === 'string' ? params.ui_locales : null;
}

/** What the consent screen lists: the age claims asked for in the ID token. */
function describeAsks(
  locale: WidgetLocale,
  details: { params: Record<string, unknown> },
): string[] {
  const m = testPagesMessages(locale);
  const asks = requestedIdTokenClaims(details.params.claims).map((c) =>
    c === 'birthdate'
      ? m['bank.ask.birthdate']
      : format(locale, m['bank.ask.ageOver'], { age: Number(c.slice('age_over_'.length)) }),
  );
  return asks.length > 0 ? asks : [m['bank.ask.identifier']];
}

function requestedIdTokenClaims(claims: unknown): string[] {
  if (typeof claims !== 'string') return [];
  try {
    const parsed = JSON.parse(claims) as { id_token?: Record<string, unknown> };
    return Object.keys(parsed.id_token ?? {}).filter(
      (c) => c === 'birthdate' || AGE_OVER_CLAIMS.includes(c),
    );
  } catch {
    return [];
  }
}

async function readSmallBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > TEST_BANK_BODY_BYTES) {
      throw new ServiceError(
        'PAYLOAD_TOO_LARGE',
        `the test bank reads at most ${TEST_BANK_BODY_BYTES} bytes`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export { TEST_BANK_USERS };
