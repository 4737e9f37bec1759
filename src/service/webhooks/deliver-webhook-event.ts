import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database, WebhookEventRow } from '../db/schema';
import { findWebhookEndpoint, firstEndpointId } from './endpoints/list-webhook-endpoints';
import { checkDeliveryTarget, type DeliveryTarget, type LookupAll } from './check-delivery-target';
import { BACKOFF_CAP_MS, MAX_DELIVERY_WINDOW_MS, nextRetryDelay } from './next-retry-delay';
import { ConnectTimeoutError, type WebhookFetch } from './pinned-fetch';
import { signWebhook } from './sign-webhook';
import type { WebhookRules } from './validate-webhook-url';

/** Bytes of the receiver's answer kept per attempt: enough to debug, too little to hoard data. */
export const RESPONSE_EXCERPT_BYTES = 1024;

/** The subset of a pino logger the dispatcher uses. */
export interface WebhookLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface DeliveryDeps {
  db: Kysely<Database>;
  now: () => number;
  fetch: WebhookFetch;
  lookup: LookupAll;
  logger: WebhookLogger;
  /** The whole attempt, DNS to last byte read. */
  timeoutMs: number;
  /** Until the connection (TLS included) is up: a host that never answers frees its slot soon. */
  connectTimeoutMs: number;
  random: () => number;
  rules: WebhookRules;
}

export interface AttemptOutcome {
  eventId: string;
  state: 'pending' | 'delivered' | 'failed';
  statusCode: number | null;
  error: string | null;
  /** The receiver did not answer in time (connect or overall timeout): it may be hanging. */
  stalled: boolean;
}

interface AttemptResult {
  url: string;
  statusCode: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
  /** Retrying cannot help (the URL was removed or changed): fail now. */
  final?: boolean;
  stalled?: boolean;
  /** The receiver's `Retry-After` on a 429 or 503, in ms (capped at an hour). */
  retryAfterMs?: number;
}

/**
 * One delivery attempt of a claimed (leased) event, recorded whatever happens. Never throws: a
 * database error while recording is logged and the lease's expiry brings the event back.
 *
 * Steps: read the current URL and secrets of the event's endpoint (the first of its mode for a
 * row an older version wrote); send only if the URL is still the one the event was created for (an event is never redirected to a URL set later, which might belong to
 * someone else — replay sends it to the new URL under a new id); check that URL and what it
 * resolves to now against the rules; sign with this attempt's timestamp and the current secrets;
 * POST to the checked address under a connect timeout and a per-attempt timeout; record the
 * attempt; then delivered on 2xx, else schedule the next retry or give up once the delivery
 * window is over.
 */
export async function deliverWebhookEvent(
  deps: DeliveryDeps,
  event: WebhookEventRow,
): Promise<AttemptOutcome> {
  const attemptedAt = deps.now();
  let result: AttemptResult;
  try {
    result = await attempt(deps, event, attemptedAt);
  } catch (error) {
    // Reading the endpoint failed (database trouble): record nothing, let the lease expire.
    deps.logger.error(
      { eventId: event.id, err: describeError(error) },
      'webhook attempt could not start',
    );
    return {
      eventId: event.id,
      state: 'pending',
      statusCode: null,
      error: describeError(error),
      stalled: false,
    };
  }
  try {
    return await record(deps, event, attemptedAt, result);
  } catch (error) {
    deps.logger.error(
      { eventId: event.id, err: describeError(error) },
      'webhook attempt could not be recorded',
    );
    return {
      eventId: event.id,
      state: 'pending',
      statusCode: result.statusCode,
      error: result.error,
      stalled: result.stalled === true,
    };
  }
}

/**
 * Records an attempt that was not sent because the receiver is paused (its circuit is open),
 * with `reason` as its error. It counts as a failed attempt: the event moves one step along its
 * retry schedule and fails when the delivery window is over, exactly as if it had been sent and
 * had timed out, without holding a connection for it. Never throws, like `deliverWebhookEvent`.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * if (breaker.phase(key, now()) === 'open') await skipWebhookAttempt(deps, event, breaker.pausedMessage(key));
 * ```
 */
export async function skipWebhookAttempt(
  deps: DeliveryDeps,
  event: WebhookEventRow,
  reason: string,
): Promise<AttemptOutcome> {
  const attemptedAt = deps.now();
  const result: AttemptResult = {
    url: event.url,
    statusCode: null,
    latencyMs: 0,
    excerpt: null,
    error: reason,
  };
  try {
    return await record(deps, event, attemptedAt, result);
  } catch (error) {
    deps.logger.error(
      { eventId: event.id, err: describeError(error) },
      'webhook attempt could not be recorded',
    );
    return { eventId: event.id, state: 'pending', statusCode: null, error: reason, stalled: false };
  }
}

async function attempt(
  deps: DeliveryDeps,
  event: WebhookEventRow,
  now: number,
): Promise<AttemptResult> {
  const first = firstEndpointId(event.product_id, event.mode);
  const endpointId = event.endpoint_id ?? first;
  const endpoint = await findWebhookEndpoint(deps.db, event.product_id, endpointId);
  if (!endpoint) {
    return {
      url: event.url,
      statusCode: null,
      latencyMs: 0,
      excerpt: null,
      error:
        endpointId === first
          ? `the ${event.mode}-mode webhook URL was removed, so this event was not sent; set a URL and replay it`
          : `webhook endpoint ${endpointId} was removed, so this event was not sent`,
      final: true,
    };
  }
  if (endpoint.url !== event.url) {
    return {
      url: event.url,
      statusCode: null,
      latencyMs: 0,
      excerpt: null,
      error: `the ${event.mode}-mode webhook URL changed after this event was created, so it was not sent (neither to the old URL nor to the new one); replay it to send it to the new URL`,
      final: true,
    };
  }
  const failed = (error: string): AttemptResult => ({
    url: event.url,
    statusCode: null,
    latencyMs: 0,
    excerpt: null,
    error,
  });

  // One deadline for the whole attempt, DNS included: a stuck resolver must not hold a worker.
  const signal = AbortSignal.timeout(deps.timeoutMs);
  const lookup: LookupAll = (hostname, options) =>
    untilAborted(deps.lookup(hostname, options), signal);
  let target: DeliveryTarget;
  try {
    target = await checkDeliveryTarget(event.url, event.mode, lookup, deps.rules);
  } catch (error) {
    return {
      ...failed(signal.aborted ? `timed out after ${deps.timeoutMs} ms` : describeError(error)),
      stalled: signal.aborted,
    };
  }
  if (!target.ok) {
    return {
      ...failed(
        signal.aborted ? `timed out after ${deps.timeoutMs} ms resolving the host` : target.message,
      ),
      stalled: signal.aborted,
    };
  }

  const secrets =
    endpoint.previousSecret !== null && (endpoint.previousSecretExpiresAt ?? 0) > now
      ? [endpoint.previousSecret]
      : [];
  // The test webhook's "invalid" event is signed with a throwaway key: well-formed, never valid.
  const secret =
    event.signing === 'invalid' ? `whsec_${randomBytes(32).toString('base64')}` : endpoint.secret;
  const headers = signWebhook({
    secret,
    secrets: event.signing === 'invalid' ? [] : secrets,
    id: event.id,
    timestamp: Math.floor(now / 1000),
    body: event.payload,
    eventType: event.event_type,
  });

  const started = performance.now();
  try {
    const response = await deps.fetch(target.url.toString(), {
      method: 'POST',
      headers,
      body: event.payload,
      signal,
      redirect: 'manual',
      pinned: { address: target.address, family: target.family },
      connectTimeoutMs: deps.connectTimeoutMs,
    });
    // What a target outside the live rules says is not kept: an allowed loopback receiver is the
    // operator's own machine, and its answers must not be readable through the console.
    const excerpt = target.public
      ? await readExcerpt(response, RESPONSE_EXCERPT_BYTES)
      : await discardBody(response);
    const retryAfterMs =
      response.status === 429 || response.status === 503
        ? parseRetryAfter(response.headers.get('retry-after'), now)
        : undefined;
    return {
      url: event.url,
      statusCode: response.status,
      latencyMs: Math.round(performance.now() - started),
      excerpt,
      error: null,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    };
  } catch (error) {
    const connectTimedOut = error instanceof ConnectTimeoutError;
    return {
      ...failed(
        signal.aborted
          ? `timed out after ${deps.timeoutMs} ms`
          : connectTimedOut
            ? error.message
            : describeError(error),
      ),
      latencyMs: Math.round(performance.now() - started),
      stalled: signal.aborted || connectTimedOut,
    };
  }
}

async function record(
  deps: DeliveryDeps,
  event: WebhookEventRow,
  attemptedAt: number,
  result: AttemptResult,
): Promise<AttemptOutcome> {
  const finishedAt = deps.now();
  const attemptCount = event.attempt_count + 1;
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error =
    result.error ??
    (ok ? null : `receiver answered ${result.statusCode ?? 'nothing'} (2xx expected)`);

  let state: AttemptOutcome['state'] = 'pending';
  let nextAttemptAt = event.next_attempt_at;
  if (ok) state = 'delivered';
  // The invalid test event exists to be rejected: one attempt, no retries of a known-bad signature.
  else if (result.final || event.signing === 'invalid') state = 'failed';
  else {
    // A receiver that asks for more time (429/503 with Retry-After) gets it, never less than the
    // schedule's own delay and never more than an hour.
    nextAttemptAt =
      finishedAt + Math.max(nextRetryDelay(attemptCount, deps.random), result.retryAfterMs ?? 0);
    if (nextAttemptAt > event.created_at + MAX_DELIVERY_WINDOW_MS) state = 'failed';
  }

  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        event_id: event.id,
        attempted_at: attemptedAt,
        status_code: result.statusCode,
        latency_ms: result.latencyMs,
        response_excerpt: result.excerpt,
        error,
      })
      .execute();
    let update = trx
      .updateTable('webhook_events')
      .set({
        state,
        url: result.url,
        attempt_count: (eb) => eb('attempt_count', '+', 1),
        next_attempt_at: nextAttemptAt,
        locked_until: null,
        delivered_at: ok ? finishedAt : null,
      })
      .where('id', '=', event.id)
      .where('state', '=', 'pending');
    // Fencing: if our lease expired and another worker took the event, its outcome wins; an
    // acknowledged delivery is recorded regardless, since it can only make the row final.
    if (!ok) update = update.where('locked_until', '=', event.locked_until);
    await update.execute();
  });

  const fields = {
    eventId: event.id,
    productId: event.product_id,
    eventType: event.event_type,
    attempt: attemptCount,
    host: safeHost(result.url),
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    state,
  };
  if (ok) deps.logger.info(fields, 'webhook delivered');
  else
    deps.logger.warn(
      { ...fields, error, nextAttemptAt: state === 'pending' ? nextAttemptAt : null },
      'webhook attempt failed',
    );
  return {
    eventId: event.id,
    state,
    statusCode: result.statusCode,
    error,
    stalled: result.stalled === true,
  };
}

/** The first `maxBytes` of the body, then the stream is cancelled: a huge answer costs nothing. */
async function readExcerpt(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = Buffer.concat(chunks).subarray(0, maxBytes);
  return bytes.length === 0 ? null : new TextDecoder('utf-8').decode(bytes);
}

/** Drops a body unread (a null excerpt), without waiting for a receiver that trickles it. */
async function discardBody(response: Response): Promise<null> {
  await response.body?.cancel().catch(() => undefined);
  return null;
}

/** Rejects with the signal's reason when it fires first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Logs name the host only: a path may carry a merchant's token. */
function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '<invalid url>';
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, 500);
  }
  return String(error).slice(0, 500);
}

/** `Retry-After` as delay-seconds or an HTTP date, in ms from `now`; at most an hour. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  const ms = /^\d{1,10}$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms) || ms <= 0) return undefined;
  return Math.min(ms, BACKOFF_CAP_MS);
}
