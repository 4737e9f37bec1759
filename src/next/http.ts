import type { GateErrorCode } from '../protocol/gate-api';
import { requestOrigin } from './request-origin';

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
 * the configured app origin, or the request's own origin. A missing `Origin` is rejected —
 * browsers send it on every POST `fetch`, so only forged or non-browser requests lack it.
 */
export function isSameOriginRequest(request: Request, appOrigin: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  return origin === (appOrigin ?? requestOrigin(request));
}

/** Reads a small JSON object body; `undefined` for an empty body, `null` when unusable. */
export async function readJsonObject(
  request: Request,
  maxBytes = 4096,
): Promise<Record<string, unknown> | undefined | null> {
  const text = await request.text();
  if (text.length > maxBytes) return null;
  if (text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
