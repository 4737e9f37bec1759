import http from 'node:http';
import net from 'node:net';
import { idleConnections } from './idle-connections';

/** What a drain did to the requests: how many the server took, answered, and had to cut. */
export interface DrainSummary {
  /** Requests the server accepted (parsed) since it started. */
  accepted: number;
  /** …answered completely (the last byte of the response written). */
  answered: number;
  /** …whose client went away before the answer was complete (not the server's doing). */
  abandoned: number;
  /** …still open at the deadline, closed unanswered. 0 unless the bound was reached. */
  cut: number;
  /** Kept-alive connections the drain closed after they had stayed idle for `idleMs`. */
  idleClosed: number;
  /** How long the drain of requests took. */
  ms: number;
}

export interface DrainOptions {
  /** Epoch ms: requests still open then are cut, and every connection closed. */
  deadline: number;
  /**
   * How long the listener keeps accepting after the drain starts (`OFAGE_DRAIN_DELAY_MS`): the
   * time a load balancer takes to see readiness fail and stop sending new connections.
   */
  delayMs: number;
  /**
   * How long a kept-alive connection must have received nothing before the drain closes it
   * (`OFAGE_DRAIN_IDLE_MS`): a request its client wrote before then has arrived, and is answered.
   */
  idleMs: number;
}

export interface RequestTracker {
  /**
   * The server's response class (`http.createServer({ ServerResponse })`): one whose headers are
   * written after a drain began carries `Connection: close`.
   */
  readonly Response: typeof http.ServerResponse;
  /** Call for every connection the server accepts (its `connection` event). */
  connect(socket: net.Socket): void;
  /**
   * Call first thing for every request the server accepts, with what serves it: `serve` runs at
   * once, or — while the listener is being closed, a moment — once it has closed.
   */
  accept(req: http.IncomingMessage, res: http.ServerResponse, serve: () => void): void;
  /**
   * Drains without closing a connection under a request: every response still to be written
   * carries `Connection: close` (so its client opens no further request on that connection, and
   * it closes once answered); a connection idle for `idleMs` is closed; after `delayMs` the
   * listener stops accepting. Resolves when every connection has closed — or at `deadline`,
   * when what is left is cut.
   */
  drain(server: http.Server, options: DrainOptions): Promise<DrainSummary>;
  readonly draining: boolean;
  /** Requests being served right now. */
  readonly inFlight: number;
}

/** node:http's own, which `Response` calls. */
const WRITE_HEAD = http.ServerResponse.prototype.writeHead;

/** The longest the listener stays open, its requests held, waiting for a moment without traffic. */
const QUIET_WAIT_MS = 1_000;

/**
 * Counts and follows the requests of one HTTP server, for a drain that no client notices.
 *
 * It keeps no collection of the open responses. A long-lived `Set` that every response was
 * added to and deleted from kept the responses, and all they reference, alive through the young
 * generation's collections: 2.3 MB survived each scavenge under get-status load against 0.4 MB
 * without it, and the collector took a sixth of the process's time (issue 35; a bare `Set` of
 * short-lived objects does the same in isolation). The drain reaches the responses still to be
 * written through their class instead (`Response`).
 */
export function createRequestTracker(): RequestTracker {
  let inFlight = 0;
  const connections = idleConnections();
  const counts = { accepted: 0, answered: 0, abandoned: 0 };
  let draining = false;

  class Response extends http.ServerResponse {}
  // Every answer passes here: node:http's implicit header (a first `write` or `end`) calls it.
  Response.prototype.writeHead = function writeHead(this: http.ServerResponse, ...args: unknown[]) {
    // Its client opens no further request on this connection, and it closes once answered.
    if (draining && !this.headersSent) this.shouldKeepAlive = false;
    return (WRITE_HEAD as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof WRITE_HEAD;

  /** Requests held while the listener closes (see `stopListening`); undefined otherwise. */
  let held: (() => void)[] | undefined;

  /**
   * Stops accepting connections and leaves the open ones alone: `http.Server#close` would also
   * close every idle keep-alive connection at once — under a request its client may have written
   * already — so the listener is closed with `net.Server#close`.
   *
   * Closing a listener resets the connections the kernel has completed but the server has not
   * accepted yet: their clients see ECONNRESET, not a refusal. So the listener closes when none
   * is waiting and no client is about to open one: requests that arrive meanwhile are held (their
   * clients wait for the answer instead of opening their next connection), and the listener
   * closes in an immediate after a poll phase that neither accepted a connection (the event loop
   * accepts one of those waiting per poll phase) nor answered a request — at the latest after
   * `QUIET_WAIT_MS`. Then the held requests are served.
   */
  const stopListening = (server: http.Server, deadline: number): Promise<void> => {
    held = [];
    const end = Math.min(deadline, Date.now() + QUIET_WAIT_MS);
    const activity = (): number =>
      connections.count + counts.accepted + counts.answered + counts.abandoned;
    let seen = activity();
    return new Promise((resolve) => {
      const close = (): void => {
        if (activity() !== seen && Date.now() < end) {
          seen = activity();
          setImmediate(close);
          return;
        }
        net.Server.prototype.close.call(server);
        const serve = held ?? [];
        held = undefined;
        for (const run of serve) run();
        resolve();
      };
      // An immediate set here runs after the next poll phase.
      setImmediate(close);
    });
  };

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    // Generic over the request type as node:http's own; this one's code never looks at it.
    Response: Response as typeof http.ServerResponse,
    connect(socket) {
      connections.opened(socket);
    },
    accept(req, res, serve) {
      counts.accepted++;
      inFlight++;
      connections.requestStarted(req.socket);
      // `on`, not `once`: a response closes once, and the hot path spares the wrapper.
      res.on('close', () => {
        inFlight--;
        if (res.writableFinished) counts.answered++;
        else counts.abandoned++;
        connections.requestEnded(req.socket);
      });
      if (held) held.push(serve);
      else serve();
    },
    async drain(server, { deadline, delayMs, idleMs }) {
      const started = Date.now();
      // From now on every response still to be written closes its connection (`Response`):
      // those of requests already accepted, and of any that arrive on a kept-alive connection.
      draining = true;
      const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
      const stopClosing = connections.closeWhenIdle(idleMs);
      await until(Math.min(started + delayMs, deadline)).promise;
      await stopListening(server, deadline);
      const bound = until(deadline);
      await Promise.race([closed, bound.promise]);
      bound.cancel();
      stopClosing();
      const summary = {
        ...counts,
        cut: inFlight,
        idleClosed: connections.closed,
        ms: Date.now() - started,
      };
      server.closeAllConnections();
      await closed;
      return summary;
    },
  };
}

/** A promise resolved at `at` (epoch ms), at once if that has passed; `cancel` drops its timer. */
function until(at: number): { promise: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, at - Date.now()));
  });
  return { promise, cancel: () => clearTimeout(timer) };
}
