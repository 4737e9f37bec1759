import type http from 'node:http';
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import type { WorkerPool } from '../methods/kit/worker-pool';
import type { WebhookFetch } from '../webhooks/pinned-fetch';

/**
 * Where the service makes spans: request → method action → worker task → database query, and
 * webhook delivery. Each is used only while tracing is on (`tracingOn`).
 */
const tracer = () => trace.getTracer('ofage');

let on = false;

/** Whether spans are being recorded (`startTracing`): the trace points are installed only then. */
export function tracingOn(): boolean {
  return on;
}

/** Called by `startTracing` and its shutdown. */
export function setTracingOn(value: boolean): void {
  on = value;
}

/** Runs `fn` in a span that ends (with an error status if it threw) when its promise settles. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The request's server span, continuing a caller's `traceparent`, with `attributes` (the
 * request id): everything `handle` starts runs in it; it ends when the answer is written, named
 * after the route pattern `routeOf` gives the path (a closed set: the server's `routeLabel`).
 */
export function traceRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  handle: () => void,
  routeOf: (path: string) => string,
  attributes: Attributes = {},
): void {
  const parent = propagation.extract(context.active(), req.headers);
  const method = req.method ?? 'GET';
  const span = tracer().startSpan(
    `${method} request`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, ...attributes } },
    parent,
  );
  res.once('close', () => {
    const path = (req.url ?? '/').split('?')[0]!;
    const route = routeOf(path);
    span.updateName(`${method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
    if (res.statusCode >= 500 || !res.writableFinished)
      span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(trace.setSpan(parent, span), handle);
}

/** The pool, with a span around every task (`worker <task>`). */
export function traceWorkers(pool: WorkerPool): WorkerPool {
  return {
    get ready() {
      return pool.ready;
    },
    get loading() {
      return pool.loading;
    },
    serves: (task) => pool.serves(task),
    offers: (task) => pool.offers(task),
    whenServes: (tasks, waitMs) => pool.whenServes(tasks, waitMs),
    hasRoom: (count) => pool.hasRoom(count),
    admit: (count) => pool.admit(count),
    retryAfterSeconds: () => pool.retryAfterSeconds(),
    stats: () => pool.stats(),
    close: () => pool.close(),
    run: (task, input, transfer) =>
      inSpan(`worker ${task}`, { 'ofage.worker.task': task }, () =>
        pool.run(task, input, transfer),
      ),
    runAll: (task, jobs) =>
      inSpan(
        `worker ${task}`,
        { 'ofage.worker.task': task, 'ofage.worker.jobs': jobs.length },
        () => pool.runAll(task, jobs),
      ),
  };
}

/** Webhook delivery, one client span per attempt. */
export function traceWebhookFetch(fetch: WebhookFetch): WebhookFetch {
  return (url, init) =>
    inSpan(
      'webhook delivery',
      { 'server.address': new URL(url).host },
      async (span) => {
        const response = await fetch(url, init);
        span.setAttribute('http.response.status_code', response.status);
        return response;
      },
      SpanKind.CLIENT,
    );
}

/**
 * A span per database query, from compilation to its result (a query that fails leaves its span
 * unended: it is dropped with its `queryId`, not exported).
 */
export class QuerySpans implements KyselyPlugin {
  private readonly spans = new WeakMap<object, Span>();
  constructor(private readonly system: 'sqlite' | 'postgresql') {}

  transformQuery(args: PluginTransformQueryArgs) {
    const kind = args.node.kind.replace(/Node$/, '');
    this.spans.set(
      args.queryId,
      tracer().startSpan(`db ${kind}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': this.system, 'db.operation.name': kind },
      }),
    );
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    const span = this.spans.get(args.queryId);
    if (span) {
      span.setAttribute('db.response.returned_rows', args.result.rows.length);
      span.end();
      this.spans.delete(args.queryId);
    }
    return Promise.resolve(args.result);
  }
}
