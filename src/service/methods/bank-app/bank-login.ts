import { randomNonce, randomPKCECodeVerifier } from 'openid-client';
import { z } from 'zod';
import { invalidInput, isAnsweredError, ServiceError } from '../../errors/service-error';
import { PSEUDO_LOCALE } from '../kit/i18n/pseudo-locale';
import { pageLocale, type PageLocale } from '../kit/i18n/page-locale';
import { recordEvidence, type AttemptOutcome } from '../../verifications/record-evidence';
import { PAGE_HEADERS } from '../kit/html-page';
import { methodJson } from '../kit/method-json';
import { openMethodSession, takeMethodSession } from '../kit/method-sessions';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { bankCallbackUrl } from './bank-callback-url';
import { bankEvidence } from './bank-evidence';
import { bankPage, jsonAnswer, tabPage, type BankPageLocale } from './bank-pages';
import { bankProvidersFor } from './bank-providers';
import { openBankWatch, settleBankWatch, type BankOutcome } from './bank-watch';
import { bankMessages } from './messages';
import {
  bankAuthorizationUrl,
  BankLoginError,
  exchangeBankCode,
  type BankLoginChecks,
} from './relying-party';

const KEY = { method: 'bank-app', purpose: 'bank-login' } as const;
/** How long the person has at the bank. */
const LOGIN_TTL_MS = 10 * 60_000;

interface LoginState extends BankLoginChecks {
  /** The widget's token: the callback continues on the result page with it. */
  token: string;
  mode: 'test' | 'live';
  /**
   * Hash of the secret of the widget session that sent the person to the bank: the callback
   * arrives in whatever browser the bank opens, but the attempt is that session's.
   */
  sessionHash: string | null;
  /** The watch the widget asks how the trip ended (`bank-watch.ts`). */
  watch?: string;
  /**
   * The widget opened the bank in a tab of its own (from a frame): the trip ends on a page that
   * closes that tab, since the widget's tab shows the outcome, rather than on the redirectUrl.
   */
  tab?: boolean;
  /**
   * The language of the widget that sent the person to the bank: the bank is asked for it, and
   * the callback's pages speak it (the bank app may come back in a browser of other languages).
   * Absent in a state an older version wrote.
   */
  locale?: BankPageLocale;
}

/** `GET …/bank-app/providers`: the banks this verification may use (id and name). */
export async function listBanks(call: MethodCall): Promise<MethodActionResult> {
  const providers = await bankProvidersFor(call.deps.ctx, call.session!.row.mode);
  return methodJson(200, { providers: providers.map((p) => ({ id: p.id, name: p.name })) });
}

const StartBody = z.object({ provider: z.string().max(40), tab: z.boolean().optional() });

/**
 * `POST …/bank-app/start` `{provider, tab?}`: the bank's authorization URL for this verification,
 * and the `watch` the widget asks how the trip ended (`outcome`). The URL's `state` is a
 * single-use method session holding the nonce and PKCE verifier; the widget sends the person
 * there (the bank's app link opens its app on a phone), in a tab of its own when `tab`.
 */
export async function startBankLogin(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const { row, product, token, sessionHash } = call.session!;
  const body = StartBody.safeParse(await call.body.json());
  if (!body.success) throw invalidInput('send {provider} with one of the banks listed');
  const provider = (await bankProvidersFor(ctx, row.mode)).find((p) => p.id === body.data.provider);
  if (!provider) throw invalidInput(`no bank ${body.data.provider} for this verification`);
  const checks: LoginState = {
    provider: provider.id,
    nonce: randomNonce(),
    codeVerifier: randomPKCECodeVerifier(),
    token,
    mode: row.mode,
    sessionHash,
    watch: await openBankWatch(ctx, row.id, LOGIN_TTL_MS),
    tab: body.data.tab === true,
    locale: bankPageLocale(
      pageLocale(row, call.request.headers.get('accept-language'), null, product.defaultLocale),
    ),
  };
  const { id: state } = await openMethodSession(ctx, {
    ...KEY,
    verificationId: row.id,
    data: checks,
    ttlMs: LOGIN_TTL_MS,
  });
  try {
    const url = await bankAuthorizationUrl(ctx, provider, {
      ...checks,
      state,
      threshold: row.threshold,
      locale: checks.locale!,
    });
    return methodJson(200, { url, watch: checks.watch });
  } catch (error) {
    if (!(error instanceof BankLoginError)) throw error;
    ctx.logger.warn({ bank: provider.id, failure: error.failure }, 'bank login could not start');
    throw new ServiceError(
      'SERVICE_UNAVAILABLE',
      `${provider.name} cannot be reached right now: try again later or choose another method`,
      {
        headers: { 'Retry-After': '30' },
      },
    );
  }
}

/**
 * `GET …/bank-app/callback?code&state[&iss]` (or `?error&state`): where the bank sends the
 * person back, in whatever browser the bank app opened (spec "Third-party app flow", step 6).
 * The state works once; the code is exchanged and the ID token verified; its age claim becomes
 * evidence. The widget's watch learns how the trip ended. A decided result continues on the
 * result page, which goes on to the stored redirectUrl (step 7) — unless the widget opened the
 * bank in a tab of its own, which ends on a page that closes it (the widget's tab shows the
 * outcome); anything else is a page that says what happened, and never a pass.
 */
export async function bankCallback(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  // A person's browser gets a page; any other client the API's JSON error shape.
  const html = /\btext\/html\b/.test(call.request.headers.get('accept') ?? '');
  const state = call.url.searchParams.get('state');
  const taken = await takeMethodSession<LoginState>(ctx, state, KEY);
  const browserLocale = bankPageLocale(
    pageLocale(null, call.request.headers.get('accept-language')),
  );
  if (!taken) {
    const m = bankMessages[browserLocale];
    return html
      ? bankPage(browserLocale, { status: 400, text: m.bankLinkUsed })
      : jsonAnswer(400, m.bankLinkUsed);
  }
  const { data } = taken;
  const locale = data.locale ?? browserLocale;
  const m = bankMessages[locale];
  const testMode = data.mode === 'test';
  const back = `/verify?token=${encodeURIComponent(data.token)}`;
  /** The trip ended without a decided result: tell the widget's watch and the person. */
  const ended = async (outcome: BankOutcome, status: number, text: string): Promise<Response> => {
    await settleBankWatch(ctx, data.watch, taken.verificationId, outcome);
    if (!html) return jsonAnswer(status, text);
    if (data.tab) return tabPage(locale, outcome, testMode);
    return bankPage(locale, { status, text, back, testMode });
  };
  const provider = (await bankProvidersFor(ctx, data.mode)).find((p) => p.id === data.provider);
  if (!provider) return ended({ kind: 'failed' }, 400, m.bankGone);
  const callback = new URL(bankCallbackUrl(ctx));
  callback.search = call.url.search;
  let claims: Record<string, unknown>;
  try {
    claims = await exchangeBankCode(ctx, provider, callback, { ...data, state: state! });
  } catch (error) {
    if (!(error instanceof BankLoginError)) throw error;
    ctx.logger.warn(
      { bank: provider.id, failure: error.failure, reason: error.message },
      'bank login failed',
    );
    const text = {
      declined: m.bankDeclined,
      refused: m.bankRefused,
      'invalid-token': m.bankInvalid,
      unreachable: m.bankUnreachable,
    }[error.failure];
    const kind =
      error.failure === 'declined' || error.failure === 'refused' ? error.failure : 'failed';
    // Declining at the bank is the person's answer, not a failed request: an ordinary page.
    return ended({ kind }, error.failure === 'declined' ? 200 : error.status, text);
  }
  const verification = await ctx.db
    .selectFrom('verifications')
    .select(['threshold'])
    .where('id', '=', taken.verificationId)
    .executeTakeFirst();
  if (!verification) {
    return html
      ? bankPage(locale, { status: 400, text: m.bankLinkUsed })
      : jsonAnswer(400, m.bankLinkUsed);
  }
  const evidence = bankEvidence(provider, claims, verification.threshold, ctx.now());
  let decision: AttemptOutcome['decision'];
  try {
    decision = (await recordEvidence(ctx, taken.verificationId, evidence, data.sessionHash ?? null))
      .decision;
  } catch (error) {
    if (!isAnsweredError(error)) throw error;
    return html
      ? bankPage(locale, { status: 400, text: error.message, back, testMode })
      : jsonAnswer(400, error.message);
  }
  if (decision === 'inconclusive') {
    return ended({ kind: 'attempt', decision }, 200, m.bankNoAge);
  }
  await settleBankWatch(ctx, data.watch, taken.verificationId, { kind: 'attempt', decision });
  if (data.tab && html) return tabPage(locale, { kind: 'attempt', decision }, testMode);
  return new Response(null, {
    status: 303,
    headers: { ...PAGE_HEADERS, Location: `/result?token=${encodeURIComponent(data.token)}` },
  });
}

/** The bank's pages have no pseudo-locale: a widget in it sends the bank English. */
function bankPageLocale(locale: PageLocale): BankPageLocale {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}
