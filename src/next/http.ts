import { readLimitedBody } from '../protocol/read-limited-body';
import type { GateErrorCode } from '../protocol/gate-api';
import { siteOrigin } from './request-origin';

/*
 * Small Response helpers for the handlers. Every answer is private and uncacheable: it depends
 * on this browser's cookies.
 */

export const NO_STORE = { 'cache-control': 'private, no-store' } as const;

export function json(body: unknown, status = 200, cookies: readonly string[] = []): Response {
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return Response.json(body, { status, headers });
}

export function gateError(code: GateErrorCode, message: string, status: number): Response {
  return json({ error: code, errorMessage: message }, status);
}

export function redirect(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ ...NO_STORE, location });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  // 303: the callback is a GET, and the next request must be a GET whatever came before.
  return new Response(null, { status: 303, headers });
}

/**
 * True when a browser request comes from this app's own pages: the `Origin` header must equal
 * this app's {@link siteOrigin}. A missing `Origin` is rejected — browsers send it on every
 * POST `fetch`, so only forged or non-browser requests lack it.
 */
export function isSameOriginRequest(
  request: Request,
  config: { appOrigin: string | undefined; trustProxy: boolean },
): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  return origin === siteOrigin(request, config);
}

/**
 * `response`, with `Connection: close` when the request came with a body the route did not want:
 * a refusal, or an answer that left the body unread (`confirm` needs none). The server then
 * closes the connection after answering instead of reading and discarding the rest of a body a
 * client may make as large as it likes. Other answers keep the connection.
 */
export function closeOnUnwantedBody(request: Request, response: Response): Response {
  const hasBody = request.body !== null && request.headers.get('content-length')?.trim() !== '0';
  if (!hasBody || (response.status < 400 && request.bodyUsed)) return response;
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // Immutable headers (a Response from fetch or Response.redirect): copy them.
    const copy = new Response(response.body, response);
    copy.headers.set('connection', 'close');
    return copy;
  }
}

/** Largest JSON body the gate's own routes accept (`session`, `mobile/*`); they need a few fields. */
export const MAX_JSON_BODY_BYTES = 4096;

/**
 * Reads a small JSON object body without ever holding more than `maxBytes` of it: `body` is
 * `undefined` for an empty body; an oversized body is refused with 413 and anything but a JSON
 * object with 400, both as `{ error, errorMessage }`.
 */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<{ body: Record<string, unknown> | undefined } | { refused: Response }> {
  const read = await readLimitedBody(request, maxBytes);
  if (!read.ok) {
    return {
      refused: gateError(
        'PAYLOAD_TOO_LARGE',
        `The body is larger than ${maxBytes} bytes; send only the documented fields.`,
        413,
      ),
    };
  }
  const notAnObject = {
    refused: gateError('INVALID_INPUT', 'The body must be a small JSON object.', 400),
  };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return notAnObject;
  }
  if (text.trim() === '') return { body: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { body: value as Record<string, unknown> }
      : notAnObject;
  } catch {
    return notAnObject;
  }
}
