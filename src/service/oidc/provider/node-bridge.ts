import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Writable } from 'node:stream';

/** What a Node handler is given here: the request as it should reach it. */
export interface BridgedRequest {
  method: string;
  /** Path and query as the handler should see them (inside its mount point). */
  url: string;
  /** The path and query as received, for handlers that compute their mount point. */
  originalUrl: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** The response a Node handler wrote, collected in memory. */
export class CollectedResponse extends Writable {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private readonly headerMap = new Map<string, number | string | string[]>();
  readonly chunks: Buffer[] = [];

  get finished(): boolean {
    return this.writableEnded;
  }

  setHeader(name: string, value: number | string | string[]): this {
    this.headerMap.set(name.toLowerCase(), value);
    return this;
  }
  getHeader(name: string): number | string | string[] | undefined {
    return this.headerMap.get(name.toLowerCase());
  }
  getHeaders(): Record<string, number | string | string[]> {
    return Object.fromEntries(this.headerMap);
  }
  getHeaderNames(): string[] {
    return [...this.headerMap.keys()];
  }
  hasHeader(name: string): boolean {
    return this.headerMap.has(name.toLowerCase());
  }
  removeHeader(name: string): void {
    this.headerMap.delete(name.toLowerCase());
  }
  writeHead(
    status: number,
    reason?: string | Record<string, string | string[]>,
    headers?: Record<string, string | string[]>,
  ): this {
    this.statusCode = status;
    const extra = typeof reason === 'object' ? reason : headers;
    for (const [name, value] of Object.entries(extra ?? {})) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }
  flushHeaders(): void {
    this.headersSent = true;
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.headersSent = true;
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }

  toResponse(): Response {
    const headers = new Headers();
    for (const [name, value] of this.headerMap) {
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const status = this.statusCode;
    const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
    return new Response(empty ? null : Buffer.concat(this.chunks), { status, headers });
  }
}

/**
 * Runs a `node:http`-style handler (here `oidc-provider`, a Koa application) on a request given
 * as plain values, and returns what it wrote as a Web `Response` — so the same handler serves
 * the standalone server and Next.js route handlers, which have no Node request. The body was
 * read (with a cap) by the caller; the handler streams it from memory. The socket the handler
 * sees is a stand-in: the caller decides the host and scheme through the headers it passes.
 */
export async function runNodeHandler(
  request: BridgedRequest,
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | void,
): Promise<Response> {
  const { req, res, collected } = nodePair(request);
  const finished = new Promise<void>((resolve, reject) => {
    collected.once('finish', resolve);
    collected.once('error', reject);
  });
  await handler(req, res);
  await finished;
  return collected.toResponse();
}

/**
 * A Node request and response pair for `request`, for APIs that take them without answering
 * (`interactionDetails`); `collected` holds whatever was written (cookies among it).
 */
export function nodePair(request: BridgedRequest): {
  req: IncomingMessage;
  res: ServerResponse;
  collected: CollectedResponse;
} {
  const socket = { encrypted: false, remoteAddress: '127.0.0.1', readable: true, writable: true };
  const req = Readable.from(request.body.length > 0 ? [request.body] : [], {
    objectMode: false,
  }) as unknown as IncomingMessage;
  Object.assign(req, {
    method: request.method,
    url: request.url,
    originalUrl: request.originalUrl,
    headers: request.headers,
    rawHeaders: Object.entries(request.headers).flat(),
    httpVersion: '1.1',
    httpVersionMajor: 1,
    httpVersionMinor: 1,
    complete: true,
    socket,
    connection: socket,
  });
  const collected = new CollectedResponse();
  return { req, res: collected as unknown as ServerResponse, collected };
}
