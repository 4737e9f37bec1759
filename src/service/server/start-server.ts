import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { API_ERROR_STATUS } from '../../protocol/api-error-status';
import { clientAddress } from '../http/client-address';
import { fromNodeRequest, writeNodeResponse } from '../http/node-adapter';
import { toWebRequest, writeWebResponse } from '../http/web-request';
import type { Service } from '../service';
import { followActionCall, type ActionCall } from '../http/action-calls';
import { isOidcPath } from '../oidc/oidc-paths';
import { answerProbe, isProbePath } from '../operations/health-probes';
import { traceRequest, tracingOn } from '../operations/trace-points';
import { accessEntry } from '../logging/access-entry';
import { requestId } from '../logging/request-id';
import { frontDoor } from './front-door';
import { routeLabel } from './route-label';
import { createRequestTracker, type DrainOptions, type DrainSummary } from './request-tracker';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

export interface RunningServer {
  server: http.Server;
  url: string;
  /** Closes at once: every connection, answered or not (tests). */
  close(): Promise<void>;
  /**
   * Answers every request already accepted and every one that arrives on an open connection,
   * each with `Connection: close`; closes connections that stay idle; stops accepting after
   * `delayMs`. What is still open at `deadline` (epoch ms) is cut (see `createRequestTracker`).
   */
  drain(options: DrainOptions): Promise<DrainSummary>;
}

export { isApiPath } from './front-door';

/**
 * One HTTP server: `/api/v1/*` and `/api/health` go straight to the framework-free handlers
 * (no Next.js router on the hot path); everything else — widget, console — to Next.js when given.
 */
export async function startServer(
  service: Service,
  options: { port: number; host: string; next?: NodeHandler },
): Promise<RunningServer> {
  const tracker = createRequestTracker();
  const handle = (req: http.IncomingMessage, res: http.ServerResponse, id: string): void => {
    const decision = frontDoor(req, {
      config: service.ctx.config,
      clientStamp: service.clientStamp,
      pages: options.next !== undefined,
    });
    if (decision.to === 'answer') {
      writeNodeResponse(res, decision.answer, id);
      return;
    }
    const oidc = decision.to === 'api' && isOidcPath(req.url ?? '');
    // The lean API path writes the id with its own headers (`writeNodeResponse`); every other
    // answer is written by code that sets its headers its own way, so it gets the id now.
    if (decision.to !== 'api' || oidc) res.setHeader('X-Request-Id', id);
    if (decision.to === 'methods') {
      // Method actions (captures, wallet and bank callbacks) skip the Next.js router too: their
      // bodies are large and their work goes to the worker pool.
      // Built inside the chain, so a request the Web API refuses is an answer, not a crash.
      Promise.resolve()
        .then(() => service.methodActions(toWebRequest(req, service.ctx.config.publicUrl)))
        .then((response) => writeWebResponse(res, response))
        .catch((err: unknown) => {
          service.ctx.logger.error({ err, requestId: id }, 'unhandled method action error');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"error":"INTERNAL_ERROR","errorMessage":"unexpected error"}');
        });
      return;
    }
    if (decision.to === 'mount') {
      const { mount } = decision;
      mount.serve(service.ctx, req, res).catch((err: unknown) => {
        service.ctx.logger.error({ err, requestId: id }, `${mount.name} request failed`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`${mount.name} error`);
      });
      return;
    }
    if (oidc) {
      // The OpenID issuers (age keys from any app) answer pages, redirects and cookies, which
      // the API's response shape does not carry: they are a Request → Response handler.
      Promise.resolve()
        // Loaded on the first OpenID request: the issuers (oidc-provider, the WebAuthn stack) are
        // not needed to serve anything else, so a start does not pay for them.
        .then(() => import('../oidc/http/serve-oidc'))
        .then(({ serveOidc }) =>
          serveOidc(
            { ctx: service.ctx, rateLimiter: service.oidcRateLimiter },
            toWebRequest(req, service.ctx.config.publicUrl),
            clientAddress(
              req.socket.remoteAddress,
              req.headers['x-forwarded-for'],
              service.ctx.config.trustProxy,
            ),
          ),
        )
        .then((response) => writeWebResponse(res, response))
        .catch((err: unknown) => {
          service.ctx.logger.error({ err, requestId: id }, 'unhandled OpenID issuer error');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"error":"INTERNAL_ERROR","errorMessage":"unexpected error"}');
        });
      return;
    }
    if (decision.to === 'api' || !options.next) {
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      // Only the health paths wait for the probes' answer: the API's go straight on.
      (isProbePath(path)
        ? answerProbe(req.method ?? 'GET', path, service.readiness).then(
            (probe) => probe ?? service.api(fromNodeRequest(req)),
          )
        : service.api(fromNodeRequest(req))
      )
        .then((response) => {
          if (response.status === 413) response.headers.connection = 'close';
          writeNodeResponse(res, response, id);
        })
        .catch((err: unknown) => {
          service.ctx.logger.error({ err, requestId: id }, 'unhandled API error');
          if (!res.headersSent) {
            res.writeHead(500, { 'content-type': 'application/json', 'x-request-id': id });
          }
          res.end('{"error":"INTERNAL_ERROR","errorMessage":"unexpected error"}');
        });
      return;
    }
    const next = options.next;
    const serve = (): Promise<void> | void =>
      decision.action ? serveActionCall(req, res, next) : next(req, res);
    Promise.resolve(serve()).catch((err: unknown) => {
      service.ctx.logger.error({ err, requestId: id }, 'page request failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  const server = http.createServer({ ServerResponse: tracker.Response }, (req, res) => {
    const id = requestId(req.headers['x-request-id']);
    // Handlers, and Next.js, see the id the logs and the answer carry. The answer gets it in
    // `handle`: the lean paths write it with their own headers, so node:http's `writeHead` takes
    // its fast path (a header set before `writeHead` makes it merge the two, header by header).
    req.headers['x-request-id'] = id;
    timeRequest(service, req, res, id);
    tracker.accept(req, res, () => {
      if (tracingOn()) {
        traceRequest(req, res, () => handle(req, res, id), routeLabel, {
          'http.request.header.x-request-id': [id],
        });
      } else {
        handle(req, res, id);
      }
    });
  });
  server.on('connection', (socket: Socket) => tracker.connect(socket));
  // What node:http cannot parse, and CONNECT (which it hands to a listener or drops), get an
  // answer in the API's error shape instead of a bare 400 or a closed socket.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'the request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'the request took too long to arrive']
          : [400, 'Bad Request', 'the request is not valid HTTP/1.1'];
    socket.end(rawAnswer(status, reason, 'INVALID_INPUT', message));
  });
  server.on('connect', (_req, socket) => {
    socket.on('error', () => undefined);
    socket.end(
      rawAnswer(405, 'Method Not Allowed', 'METHOD_NOT_ALLOWED', 'this server is not a proxy'),
    );
  });
  // An `Expect` other than 100-continue: node:http would answer a bare 417 of its own.
  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = JSON.stringify({
      error: 'EXPECTATION_FAILED',
      errorMessage: `this server meets no expectation but 100-continue, not "${String(req.headers.expect).slice(0, 100)}"`,
    });
    res.writeHead(API_ERROR_STATUS.EXPECTATION_FAILED, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return {
    server,
    url: `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    drain: (options) => tracker.drain(server, options),
  };
}

/** Methods named in the request metrics' labels; any other is `other`. */
const METRIC_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Observes the request's duration, by route pattern, once its answer is written; and writes its
 * access log line (`OFAGE_ACCESS_LOG`) once its connection is done with it, answered or not.
 */
function timeRequest(
  service: Service,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  id: string,
): void {
  const started = performance.now();
  // A logger above `info` would drop the entry: it is then not built, nor its listener added.
  if (service.ctx.config.accessLog && service.ctx.logger.isLevelEnabled('info')) {
    res.once('close', () => {
      const { msg, fields } = accessEntry(
        {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          status: res.statusCode,
          ms: performance.now() - started,
          requestId: id,
          complete: res.writableFinished,
        },
        routeLabel,
      );
      service.ctx.logger.info(fields, msg);
    });
  }
  // `on`, not `once`: a response finishes once, and the hot path spares the wrapper.
  res.on('finish', () => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const method = (req.method ?? 'GET').toUpperCase();
    service.metrics.requestServed(
      {
        route: routeLabel(queryAt === -1 ? url : url.slice(0, queryAt)),
        method: METRIC_METHODS.has(method) ? method : 'other',
        status: res.statusCode,
      },
      (performance.now() - started) / 1000,
    );
  });
}

/** A complete HTTP/1.1 error answer for a socket that has no `ServerResponse`. */
function rawAnswer(status: number, reason: string, error: string, errorMessage: string): string {
  const body = JSON.stringify({ error, errorMessage });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Next.js answers a server-function call whose body it cannot decode (not the multipart or JSON
 * a React client sends) with a 500, as if the service had failed. When the call never reached
 * one of the service's functions (`markActionStarted`), the fault is the request's: 400.
 */
function serveActionCall(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: NodeHandler,
): Promise<void> | void {
  const call: ActionCall = { started: false };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) =>
    writeHead(
      statusCode >= 500 && !call.started ? 400 : statusCode,
      ...rest,
    )) as typeof res.writeHead;
  return followActionCall(call, () => next(req, res));
}
