import { randomNonce, randomPKCECodeVerifier } from 'openid-client';
import { z } from 'zod';
import { wireCodeOfStatus } from '../../errors/error-status';
import { invalidInput, isAnsweredError, ServiceError } from '../../errors/service-error';
import { chooseLocale } from '../kit/i18n/choose-locale';
import { recordEvidence } from '../../verifications/record-evidence';
import { escapeHtml, htmlDocument, PAGE_HEADERS } from '../kit/html-page';
import { methodJson } from '../kit/method-json';
import { openMethodSession, takeMethodSession } from '../kit/method-sessions';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { bankCallbackUrl } from './bank-callback-url';
import { bankEvidence } from './bank-evidence';
import { bankProvidersFor } from './bank-providers';
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
}

/** `GET …/bank-app/providers`: the banks this verification may use (id and name). */
export async function listBanks(call: MethodCall): Promise<MethodActionResult> {
  const providers = await bankProvidersFor(call.deps.ctx, call.session!.row.mode);
  return methodJson(200, { providers: providers.map((p) => ({ id: p.id, name: p.name })) });
}

const StartBody = z.object({ provider: z.string().max(40) });

/**
 * `POST …/bank-app/start` `{provider}`: the bank's authorization URL for this verification.
 * Its `state` is a single-use method session holding the nonce and PKCE verifier; the widget
 * sends the person there (the bank's app link opens its app on a phone).
 */
export async function startBankLogin(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const { row, token, sessionHash } = call.session!;
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
    });
    return methodJson(200, { url });
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
 * evidence. A decided result continues on the result page, which goes on to the stored
 * redirectUrl (step 7); anything else is a page that says what happened, and never a pass.
 */
export async function bankCallback(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const m = bankMessages[pageLocale(call)];
  // A person's browser gets a page; any other client the API's JSON error shape.
  const html = /\btext\/html\b/.test(call.request.headers.get('accept') ?? '');
  const page = (status: number, text: string, back?: string) =>
    html ? textPage(m, status, text, back) : jsonAnswer(status, text);
  const state = call.url.searchParams.get('state');
  const taken = await takeMethodSession<LoginState>(ctx, state, KEY);
  if (!taken) return page(400, m.bankLinkUsed);
  const { data } = taken;
  const provider = (await bankProvidersFor(ctx, data.mode)).find((p) => p.id === data.provider);
  const back = `/verify?token=${encodeURIComponent(data.token)}`;
  if (!provider) return page(400, m.bankGone, back);
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
    // Declining at the bank is the person's answer, not a failed request: an ordinary page.
    return page(error.failure === 'declined' ? 200 : error.status, text, back);
  }
  const verification = await ctx.db
    .selectFrom('verifications')
    .select(['threshold'])
    .where('id', '=', taken.verificationId)
    .executeTakeFirst();
  if (!verification) return page(400, m.bankLinkUsed);
  const evidence = bankEvidence(provider, claims, verification.threshold, ctx.now());
  try {
    const attempt = await recordEvidence(
      ctx,
      taken.verificationId,
      evidence,
      data.sessionHash ?? null,
    );
    if (attempt.decision === 'inconclusive') return page(200, m.bankNoAge, back);
  } catch (error) {
    if (!isAnsweredError(error)) throw error;
    return page(400, error.message, back);
  }
  return new Response(null, {
    status: 303,
    headers: { ...PAGE_HEADERS, Location: `/result?token=${encodeURIComponent(data.token)}` },
  });
}

function jsonAnswer(status: number, text: string): Response {
  if (status < 400) return methodJson(status, { done: false, message: text });
  return methodJson(status, {
    error: wireCodeOfStatus(status) ?? 'INVALID_INPUT',
    errorMessage: text,
  });
}

/** The callback pages speak the browser's language (the bank app opened a fresh browser). */
function pageLocale(call: MethodCall): 'en' | 'de' {
  return chooseLocale(null, call.request.headers.get('accept-language')) === 'de' ? 'de' : 'en';
}

function textPage(
  m: (typeof bankMessages)['en'],
  status: number,
  text: string,
  back?: string,
): Response {
  const link = back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(m.bankBack)}</a></p>` : '';
  const html = htmlDocument({
    lang: m === bankMessages.de ? 'de' : 'en',
    title: m.bankTitle,
    body: `<main><h1>${escapeHtml(m.bankTitle)}</h1><p role="status">${escapeHtml(text)}</p>${link}</main>`,
  });
  return new Response(html, { status, headers: PAGE_HEADERS });
}
