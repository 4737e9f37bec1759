import { DEFAULT_BASE_PATH, GATE_ROUTES, type GateStatus } from '../protocol/gate-api';

/** Fired on `window` when this tab's gate state changed (the hooks re-fetch on it). */
export const AGE_GATE_CHANGE_EVENT = 'ofage:change';

export interface GateRequestOptions {
  /** The catch-all route's base path; default `/api/age-gate`. */
  basePath?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Calls one of the merchant's gate routes (same origin, cookies included) and returns its
 * JSON; throws on a non-2xx answer with the handler's `errorMessage`.
 */
export async function callGate<T>(
  route: string,
  options: GateRequestOptions & { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`${options.basePath ?? DEFAULT_BASE_PATH}/${route}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    signal: options.signal,
    headers: options.method === 'POST' ? { 'content-type': 'application/json' } : undefined,
    body: options.method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const body = (await response.json().catch(() => ({}))) as { errorMessage?: string };
  if (!response.ok) {
    throw new Error(body.errorMessage ?? `The age gate answered HTTP ${response.status}.`);
  }
  return body as T;
}

/**
 * The gate state of this browser, from `GET {basePath}/status`.
 *
 * @example app/components/age-badge.tsx
 * ```ts
 * const status = await fetchGateStatus({ basePath: '/api/age-gate' });
 * if (status.verified) showBadge();
 * ```
 */
export function fetchGateStatus(options: GateRequestOptions = {}): Promise<GateStatus> {
  return callGate<GateStatus>(GATE_ROUTES.status, options);
}
