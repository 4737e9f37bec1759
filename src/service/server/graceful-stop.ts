import type { Logger } from '../logger';
import type { RunningServer } from './start-server';
import type { DrainSummary } from './request-tracker';
import type { Service } from '../service';

export interface GracefulStopOptions {
  service: Service;
  server: RunningServer;
  /** Closes whatever else runs beside the server (Next.js, the metrics listener). */
  closeOthers?: () => Promise<void>;
  /** The whole stop takes at most this long (`OFAGE_SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
  /** From readiness `draining` to the listener closing (default: `OFAGE_DRAIN_DELAY_MS`). */
  delayMs?: number;
  /** Idle time after which a kept-alive connection closes (default: `OFAGE_DRAIN_IDLE_MS`). */
  idleMs?: number;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * The stop on SIGTERM or SIGINT, in the order a load balancer needs it:
 * 1. readiness answers 503 `draining`; open event streams end (EventSource reconnects elsewhere);
 *    every response from now on says `Connection: close`;
 * 2. after `delayMs` (the balancer's time to notice), the listener stops accepting; every request
 *    accepted, or arriving on an open connection, is answered, the method reads it waits on
 *    finishing in the worker threads; a kept-alive connection closes after its next answer, or
 *    once it stayed idle for `idleMs` — never under a request its client has already sent;
 * 3. webhook attempts in flight finish, or — at the bound — give their leases back so another
 *    instance takes the events within a poll;
 * 4. the workers, Next.js and the database close.
 * Requests get the bound less a reserve for steps 3–4, which the caller's exit timer backs up.
 */
export async function gracefulStop(options: GracefulStopOptions): Promise<DrainSummary> {
  const { service, server, timeoutMs, logger } = options;
  const { drainDelayMs, drainIdleMs } = service.ctx.config;
  const delayMs = options.delayMs ?? drainDelayMs;
  const idleMs = options.idleMs ?? drainIdleMs;
  const started = Date.now();
  const deadline = started + timeoutMs;
  // Webhook leases are released and the database closed in what is left.
  const reserve = Math.min(5_000, Math.floor(timeoutMs / 4));
  service.readiness.startDraining();
  // Event streams would hold the drain for their whole life: they end now, and reconnect elsewhere.
  service.notifier.drain();
  logger.info(
    { timeoutMs, delayMs, idleMs },
    delayMs > 0
      ? `draining: readiness says draining; the listener closes in ${delayMs} ms`
      : 'draining: no new connections; answering the requests accepted',
  );
  const requests = await server.drain({ deadline: deadline - reserve, delayMs, idleMs });
  if (requests.cut > 0) {
    logger.warn({ cut: requests.cut }, 'requests still running at the shutdown bound were cut');
  }
  await service.close({ deadline: deadline - Math.floor(reserve / 2) });
  await options.closeOthers?.().catch(() => undefined);
  logger.info({ ...requests, totalMs: Date.now() - started }, 'stopped');
  return requests;
}
