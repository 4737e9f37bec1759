import type { OidcClientRow } from '../oidc-tables';
import type { InteractionDetails, ProviderInstance } from '../provider/oidc-provider-api';
import { OIDC_PAGE_HEADERS } from '../page-headers';

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

/** A refusal in the service's error shape, for the page's script to show. */
export const refused = (error: string, errorMessage: string, status = 400): Response =>
  json(status, { error, errorMessage });

/** A page of one sentence, for a request that cannot go on. */
export const messagePage = (title: string, sentence: string): Response =>
  new Response(`<!doctype html><meta charset="utf-8"><title>${title}</title><p>${sentence}</p>`, {
    status: 400,
    headers: OIDC_PAGE_HEADERS,
  });

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

/** What the person reads when the key was refused (the widget's reasons, in words). */
export function refusalMessage(reason: string): string {
  switch (reason) {
    case 'unknown-key':
      return 'This service does not know that age key: it may have been forgotten. Go back and verify your age another way.';
    case 'revoked':
      return 'That age key was revoked. Go back and verify your age another way.';
    case 'user-verification':
      return 'Your device did not confirm it is you (PIN, fingerprint or face). Try again.';
    case 'challenge':
      return 'That took too long, or was already used. Try again.';
    default:
      return 'That did not work. Try again.';
  }
}
