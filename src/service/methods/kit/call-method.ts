import type { VerificationMethod } from '../../../protocol/verification-result';
import {
  isServiceErrorCode,
  wireCodeOfStatus,
  type ServiceErrorCode,
} from '../../errors/error-status';
import { ServiceError } from '../../errors/service-error';
import { widgetSessionHeaders } from './widget-session';

/**
 * A method action answered with an error (browser side): `code` is the API's `error` —
 * `SERVICE_UNREACHABLE` when no answer came — `message` its text (for developers), `reason` the
 * finer code a method words for the person, where the action gave one.
 */
export class MethodCallError extends ServiceError {
  override readonly name = 'MethodCallError';
  constructor(code: ServiceErrorCode, message: string, reason?: string) {
    super(code, message, reason === undefined ? {} : { reason });
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
    throw new MethodCallError('SERVICE_UNREACHABLE', 'the service could not be reached');
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { error?: string; errorMessage?: string; reason?: unknown }) | null;
  if (!response.ok || answer === null) throw answerError(response.status, answer);
  return answer;
}

/**
 * The `MethodCallError` of an error answer: its `error` (else the protocol's code of `status`),
 * its `errorMessage` and `reason`.
 */
export function answerError(
  status: number,
  answer: { error?: unknown; errorMessage?: unknown; reason?: unknown } | null,
): MethodCallError {
  const code = isServiceErrorCode(answer?.error)
    ? answer.error
    : (wireCodeOfStatus(status) ?? 'INTERNAL_ERROR');
  return new MethodCallError(
    code,
    typeof answer?.errorMessage === 'string'
      ? answer.errorMessage
      : `the service answered ${status}`,
    typeof answer?.reason === 'string' ? answer.reason : undefined,
  );
}
