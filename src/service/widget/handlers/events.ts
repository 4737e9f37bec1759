import type { VerificationRow } from '../../db/schema';
import { findVerification } from '../../verifications/get-verification';
import { sessionFromToken } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import { widgetState } from '../widget-state';
import { unusableLink, widgetError } from './respond';

export interface EventStreamOptions {
  /** How often the row is re-read, for completions on other service instances. */
  pollMs?: number;
  heartbeatMs?: number;
  /** The stream ends after this long; EventSource reconnects by itself. */
  maxLifeMs?: number;
}

const TERMINAL = new Set(['PASS', 'FAIL']);

/**
 * How often an open stream re-reads its row. A result reached elsewhere shows on the open widget
 * within 2 s: one interval plus one primary-key read.
 */
export const DEFAULT_POLL_MS = 1000;

/**
 * `GET /api/widget/events?token=…`: server-sent events (HTML Living Standard §9.2) telling an
 * open widget about its verification. Sends the current state at once, then every change: from
 * this instance's notifier immediately, and from a re-read of the row every `pollMs`, so a result
 * reached through another instance (a phone after the QR hand-off, the test helper) arrives within
 * about a second either way. Ends after a PASS/FAIL.
 */
export async function handleEvents(
  deps: WidgetDeps,
  request: Request,
  options: EventStreamOptions = {},
): Promise<Response> {
  const { pollMs = DEFAULT_POLL_MS, heartbeatMs = 15_000, maxLifeMs = 5 * 60_000 } = options;
  let session;
  try {
    session = await sessionFromToken(deps, new URL(request.url).searchParams.get('token'));
    if (!session.ok) throw unusableLink(session.reason);
  } catch (error) {
    return widgetError(error);
  }
  const id = session.row.id;
  const encoder = new TextEncoder();
  let stop = (): void => undefined;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = '';
      let closed = false;
      const timers: ReturnType<typeof setInterval>[] = [];
      let unsubscribe = (): void => undefined;
      const write = (chunk: string): void => {
        if (!closed) controller.enqueue(encoder.encode(chunk));
      };
      stop = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        timers.forEach(clearInterval);
        request.signal.removeEventListener('abort', stop);
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      const send = (row: VerificationRow): void => {
        const data = JSON.stringify(widgetState(row));
        if (data !== last) {
          last = data;
          write(`event: state\ndata: ${data}\n\n`);
        }
        if (TERMINAL.has(row.status)) stop();
      };

      write('retry: 1000\n\n');
      send(session.row);
      if (closed) return;
      const unsubscribeRow = deps.notifier.subscribe(id, send);
      const unsubscribeDrain = deps.notifier.onDrain(stop);
      unsubscribe = () => {
        unsubscribeRow();
        unsubscribeDrain();
      };
      let reading = false;
      timers.push(
        setInterval(() => {
          if (reading) return;
          reading = true;
          // Through the batched loader: every open widget's poll in one turn is one query.
          findVerification(deps.ctx, id)
            .then((row) => (row ? send(row) : stop()))
            .catch(() => undefined)
            .finally(() => (reading = false));
        }, pollMs),
        setInterval(() => write(': keep-alive\n\n'), heartbeatMs),
        setTimeout(stop, maxLifeMs),
      );
      request.signal.addEventListener('abort', stop);
    },
    cancel() {
      stop();
    },
  });

  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression (which would buffer events) out of the way.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
