import type http from 'node:http';

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
  /** How long the drain of requests took. */
  ms: number;
}

export interface RequestTracker {
  /** Call first thing for every request the server accepts. */
  accept(req: http.IncomingMessage, res: http.ServerResponse): void;
  /**
   * Stops accepting connections and answers what was accepted: idle keep-alive connections are
   * closed at once, every response still to be written carries `Connection: close` (so its
   * connection closes after it), and the promise resolves when the last accepted request has
   * been answered — or at `deadline` (epoch ms), when what is left is cut.
   */
  drain(server: http.Server, deadline: number): Promise<DrainSummary>;
  readonly draining: boolean;
  /** Requests being served right now. */
  readonly inFlight: number;
}

/** How often idle connections are closed while draining (a response just ended on one). */
const SWEEP_MS = 25;

/** Counts and follows the requests of one HTTP server, for a drain that cuts none of them. */
export function createRequestTracker(): RequestTracker {
  const open = new Set<http.ServerResponse>();
  const counts = { accepted: 0, answered: 0, abandoned: 0 };
  let draining = false;
  let onIdle: (() => void) | undefined;

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return open.size;
    },
    accept(_req, res) {
      counts.accepted++;
      open.add(res);
      // A request that arrives on a kept-alive connection during a drain is answered too, and
      // that connection then closes.
      if (draining) res.setHeader('Connection', 'close');
      res.once('close', () => {
        open.delete(res);
        if (res.writableFinished) counts.answered++;
        else counts.abandoned++;
        if (open.size === 0) onIdle?.();
      });
    },
    async drain(server, deadline) {
      const started = Date.now();
      draining = true;
      for (const res of open) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => {
          onIdle = resolve;
          if (open.size === 0) resolve();
        }),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      clearInterval(sweep);
      const summary = { ...counts, cut: open.size, ms: Date.now() - started };
      server.closeAllConnections();
      await closed;
      return summary;
    },
  };
}
