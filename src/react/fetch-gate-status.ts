import { OfageError } from '../client/ofage-error';
import {
  DEFAULT_BASE_PATH,
  GATE_ROUTES,
  type GateErrorCode,
  type GateStatus,
} from '../protocol/gate-api';

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
 * JSON. Throws {@link OfageError}: with the route's own `error` code and `errorMessage` when it
 * answered one, `GATE_UNAVAILABLE` when it answered something else (no route file at
 * `basePath`, a crash), `GATE_UNREACHABLE` when there was no answer. An abort stays the
 * `AbortError` it is.
 */
export async function callGate<T>(
  route: string,
  options: GateRequestOptions & { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.basePath ?? DEFAULT_BASE_PATH}/${route}`;
  let response: Response;
  try {
    response = await doFetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
      ...(options.method === 'POST' && {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(options.body ?? {}),
      }),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new OfageError('GATE_UNREACHABLE', `The age gate at ${url} could not be reached.`, {
      cause,
    });
  }
  const body = (await response.json().catch(() => undefined)) as
    { error?: unknown; errorMessage?: unknown } | undefined;
  if (response.ok && typeof body === 'object' && body !== null) return body as T;
  if (!response.ok && typeof body?.error === 'string' && typeof body.errorMessage === 'string') {
    throw new OfageError(body.error as GateErrorCode, body.errorMessage, {
      status: response.status,
    });
  }
  let problem = `The age gate at ${url} answered HTTP ${response.status} without a gate response`;
  // Where the route file belongs, for the developer (production bundles drop it): its folder is
  // the base path (an absolute base URL keeps only its path).
  if (process.env.NODE_ENV !== 'production') {
    const folder = (options.basePath ?? DEFAULT_BASE_PATH).replace(
      /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i,
      '',
    );
    problem += `: is app${folder}/[...ofage]/route.ts in place (or basePath set to where it is)?`;
  }
  throw new OfageError('GATE_UNAVAILABLE', problem, { status: response.status });
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
