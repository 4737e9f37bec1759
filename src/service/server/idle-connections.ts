import type net from 'node:net';
import { performance } from 'node:perf_hooks';

/** A connection as the drain sees it: its open requests, and since when it is idle. */
interface Connection {
  /** The client's address: its other connections' traffic keeps this one from closing. */
  peer: string;
  requests: number;
  /** `performance.now()` when its last request was answered (or it was opened). */
  idleSince: number;
  /** The socket's `bytesRead` then: more since means a request is arriving on it. */
  bytesRead: number;
}

export interface IdleConnections {
  /** A connection was accepted. */
  opened(socket: net.Socket): void;
  /** A request arrived on `socket`. */
  requestStarted(socket: net.Socket): void;
  /** A request on `socket` was answered, or its client went away. */
  requestEnded(socket: net.Socket): void;
  /** From now on, closes the connections idle for `idleMs` (see `closeIdle`); returns the stop. */
  closeWhenIdle(idleMs: number): () => void;
  /** Connections accepted since the server started. */
  readonly count: number;
  /** Connections closed for being idle. */
  readonly closed: number;
}

/** How often the drain looks for connections idle long enough to close. */
const SWEEP_MS = 25;

/** The connections of one HTTP server, for a drain that closes none under a request. */
export function idleConnections(): IdleConnections {
  const connections = new Map<net.Socket, Connection>();
  /** When each client address last sent a request or got an answer, while closing. */
  let peers: Map<string, number> | undefined;
  let count = 0;
  let closed = 0;

  const touch = (c: Connection, at: number): void => void peers?.set(c.peer, at);

  /**
   * Closes the connections that received nothing for `idleMs` — since their last answer, since
   * closing began (`from`), and since the last request or answer of any connection from the same
   * client address. A client's pool picks an idle connection for its next request at any moment
   * while the client is busy, and a busy client's own event loop may take long to see a close:
   * its connections are closed once it has been quiet for `idleMs`. Bytes already on their way
   * are read in the event loop's poll phase, which runs between this timer and the immediate: a
   * connection that got some then is left open, and answered.
   */
  const closeIdle = (from: number, idleMs: number): void => {
    const now = performance.now();
    const due: net.Socket[] = [];
    for (const [socket, c] of connections) {
      if (c.requests > 0) continue;
      if (socket.bytesRead !== c.bytesRead) {
        // Part of a request (its headers not complete yet): not idle.
        c.bytesRead = socket.bytesRead;
        c.idleSince = now;
      } else if (now - Math.max(c.idleSince, from, peers?.get(c.peer) ?? 0) >= idleMs) {
        due.push(socket);
      }
    }
    if (due.length === 0) return;
    setImmediate(() => {
      for (const socket of due) {
        const c = connections.get(socket);
        if (!c || c.requests > 0 || socket.bytesRead !== c.bytesRead) continue;
        closed++;
        socket.destroy();
      }
    });
  };

  return {
    get count() {
      return count;
    },
    get closed() {
      return closed;
    },
    opened(socket) {
      count++;
      connections.set(socket, {
        peer: socket.remoteAddress ?? '',
        requests: 0,
        idleSince: performance.now(),
        bytesRead: 0,
      });
      socket.once('close', () => connections.delete(socket));
    },
    requestStarted(socket) {
      const c = connections.get(socket);
      if (!c) return;
      c.requests++;
      // Only a drain keeps the peers' times: a request outside one costs no clock read.
      if (peers) touch(c, performance.now());
    },
    requestEnded(socket) {
      const c = connections.get(socket);
      if (!c) return;
      c.requests--;
      c.idleSince = performance.now();
      c.bytesRead = socket.bytesRead;
      touch(c, c.idleSince);
    },
    closeWhenIdle(idleMs) {
      peers = new Map();
      const from = performance.now();
      const sweep = setInterval(() => closeIdle(from, idleMs), SWEEP_MS);
      return () => clearInterval(sweep);
    },
  };
}
