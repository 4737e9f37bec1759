import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { ServiceError } from '../errors/service-error';

/** The address `checkDeliveryTarget` approved; the connection must go there and nowhere else. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

export interface WebhookRequestInit {
  /** `GET` for the wallet method's status lists, which follow the same address rules. */
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** A redirect could lead anywhere, past the address check: a 3xx is a failed attempt. */
  redirect: 'manual';
  pinned?: PinnedAddress;
  /** Until the connection (and TLS handshake) is up; the `signal` covers the whole attempt. */
  connectTimeoutMs?: number;
}

/** The receiver's host did not complete the connection (TCP, then TLS) within the limit. */
export class ConnectTimeoutError extends ServiceError {
  static readonly code = 'WEBHOOK_CONNECT_TIMEOUT';
  override readonly name = 'ConnectTimeoutError';
  constructor(host: string, ms: number) {
    super(ConnectTimeoutError.code, `could not connect to ${host} within ${ms} ms`);
  }
}

/**
 * How the dispatcher sends one attempt. The global `fetch` fits this type (it ignores `pinned`
 * and resolves the host itself); the default, `pinnedFetch`, honours `pinned`.
 */
export type WebhookFetch = (url: string, init: WebhookRequestInit) => Promise<Response>;

// Statuses whose Response must have no body (Fetch standard "null body status").
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * POSTs with `node:http`/`node:https`, connecting to `init.pinned` instead of resolving the host
 * again. Pinning closes the DNS-rebinding window between the delivery-time check and the
 * connect: a second lookup could answer differently (TTL 0). The URL's hostname still drives
 * TLS (SNI and certificate verification) and the `Host` header, so HTTPS stays fully verified.
 *
 * A fresh connection per attempt (`agent: false`): a pooled socket could have been opened to a
 * different address, and a webhook attempt gains little from keep-alive.
 *
 * `connectTimeoutMs` bounds the connection set-up — TCP, and for https the TLS handshake — on
 * its own, so a host that accepts connections and then says nothing gives its slot back after
 * seconds, not after the whole attempt's timeout.
 *
 * @example `src/service/webhooks/create-webhook-dispatcher.ts`
 * ```ts
 * const dispatcher = createWebhookDispatcher({ db, dialect, fetch: pinnedFetch });
 * ```
 */
export const pinnedFetch: WebhookFetch = (url, init) =>
  new Promise<Response>((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const pinned = init.pinned;
    const lookup: LookupFunction | undefined =
      pinned &&
      ((_hostname, options, callback) => {
        // With autoSelectFamily (Node ≥ 20 default) `net` asks for all addresses.
        if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
        else callback(null, pinned.address, pinned.family);
      });
    const request = transport.request(
      target,
      { method: init.method, headers: init.headers, signal: init.signal, agent: false, lookup },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 599) {
          response.destroy();
          reject(new Error(`receiver answered with an unusable HTTP status ${status}`));
          return;
        }
        let body: ReadableStream<Uint8Array> | null = null;
        if (NULL_BODY_STATUSES.has(status)) response.resume();
        else body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
        // The one response header delivery reads (429/503 back-off).
        const retryAfter = response.headers['retry-after'];
        const headers: Record<string, string> = retryAfter ? { 'retry-after': retryAfter } : {};
        resolve(new Response(body, { status, headers }));
      },
    );
    const connectTimeoutMs = init.connectTimeoutMs;
    if (connectTimeoutMs !== undefined) {
      request.once('socket', (socket) => {
        const established = target.protocol === 'https:' ? 'secureConnect' : 'connect';
        const timer = setTimeout(
          () => request.destroy(new ConnectTimeoutError(target.host, connectTimeoutMs)),
          connectTimeoutMs,
        );
        socket.once(established, () => clearTimeout(timer));
        socket.once('close', () => clearTimeout(timer));
      });
    }
    request.on('error', reject);
    request.end(init.body);
  });
