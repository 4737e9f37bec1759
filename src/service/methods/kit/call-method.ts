import type { VerificationMethod } from '../../../protocol/verification-result';
import { widgetSessionHeaders } from './widget-session';

/**
 * A method action answered with an error: `code` is the API's `error`, `message` its text (for
 * developers), `reason` the finer code a method words for the person, where the action gave one.
 */
export class MethodCallError extends Error {
  override readonly name = 'MethodCallError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export type MethodCallBody = FormData | Blob | Record<string, unknown>;

/**
 * Calls one of a method's server actions from its widget part (browser only): the widget token
 * goes in the `Authorization` header (no cookies) with the widget session's secret beside it
 * (`widget-session.ts`), plain objects are sent as JSON, and an error answer becomes a
 * `MethodCallError` with the API's code and message.
 */
export async function callMethod<T>(
  target: { apiBase: string; token: string; method: VerificationMethod },
  action: string,
  body?: MethodCallBody,
  options: { method?: 'GET' | 'POST'; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.token}`,
    ...widgetSessionHeaders(),
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${target.apiBase}/methods/${target.method}/${action}`, {
      method: options.method ?? 'POST',
      headers,
      ...(payload === undefined ? {} : { body: payload }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new MethodCallError(0, 'NETWORK', 'the service could not be reached');
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { error?: string; errorMessage?: string; reason?: unknown }) | null;
  if (!response.ok || answer === null) {
    throw new MethodCallError(
      response.status,
      answer?.error ?? 'INTERNAL_ERROR',
      answer?.errorMessage ?? `the service answered ${response.status}`,
      typeof answer?.reason === 'string' ? answer.reason : undefined,
    );
  }
  return answer;
}
