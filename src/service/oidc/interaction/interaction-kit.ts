import { htmlDocument, widgetLookBody, escapeHtml } from '../../methods/kit/html-page';
import type { OidcClientRow } from '../oidc-tables';
import type { InteractionDetails, ProviderInstance } from '../provider/oidc-provider-api';
import { OIDC_PAGE_HEADERS } from '../page-headers';
import { interactionMessages, refusalText, type InteractionLocale } from './interaction-messages';

export type InteractionStep = 'page' | 'options' | 'finish' | 'abort';

/** What a step of an interaction works with, once the provider has recognised it. */
export interface InteractionContext {
  provider: ProviderInstance;
  details: InteractionDetails;
  client: OidcClientRow;
  /** What this interaction's WebAuthn challenges are bound to. */
  binding: string;
  /** `<issuer>/interaction/<uid>`: where the page posts. */
  basePath: string;
  /** The language of the pages (`interactionLocale`). */
  locale: InteractionLocale;
  body: Buffer;
  /** Hands the result to the provider; the answer tells the page where to go next. */
  finishWith(result: Parameters<ProviderInstance['interactionResult']>[2]): Promise<Response>;
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });

/**
 * A refusal in the service's error shape; the page's script words it from `error` and, for a
 * refused key, `reason` (interaction-script.ts).
 */
export const refused = (
  error: string,
  errorMessage: string,
  status = 400,
  extra: { reason?: string } = {},
): Response => json(status, { error, errorMessage, ...extra });

/** A page in the widget's look for a request that cannot go on: expired, or already used. */
export function messagePage(locale: InteractionLocale, what: 'expired' | 'used'): Response {
  const m = interactionMessages[locale];
  return new Response(
    htmlDocument({
      lang: locale,
      title: m[`${what}.title`],
      body: widgetLookBody({
        heading: m[`${what}.title`],
        content: `<p>${escapeHtml(m[`${what}.body`])}</p>`,
      }),
    }),
    { status: 400, headers: OIDC_PAGE_HEADERS },
  );
}

export function parseClaims(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readResponse<T>(body: Buffer): T | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { response?: unknown };
    const response = parsed.response as { id?: unknown; response?: unknown } | undefined;
    return typeof response === 'object' &&
      response !== null &&
      typeof response.id === 'string' &&
      typeof response.response === 'object'
      ? (response as T)
      : undefined;
  } catch {
    return undefined;
  }
}

export function readReason(body: Buffer): string | undefined {
  try {
    const reason = (JSON.parse(body.toString('utf8')) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A refused key in the API's words (`errorMessage`, English, for a developer reading the answer);
 * the page shows the catalog's sentence for the same `reason`.
 */
export function refusalMessage(reason: string): string {
  return refusalText(interactionMessages.en, reason);
}
