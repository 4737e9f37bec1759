import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The Web `Request` of a Node request (a Pages Router API route's or page's `req`): its URL from
 * the `Host` header, as a route handler's `request.url` is under `next start`, and its headers as
 * sent. With `body`, the body is read only as far as the handler reads it: a handler that refuses
 * an oversized body stops the reading, and the rest is never taken off the connection.
 */
export function requestFromNode(req: IncomingMessage, options: { body?: boolean } = {}): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    // HTTP/2 pseudo-headers (`:authority`) are no header names to the Fetch API.
    if (!raw[i]!.startsWith(':')) headers.append(raw[i]!, raw[i + 1]!);
  }
  const proto = (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${proto}://${req.headers.host ?? 'localhost'}`);
  if (!options.body) return new Request(url, { method: req.method ?? 'GET', headers });
  return new Request(url, {
    method: req.method,
    headers,
    body: pulledBody(req),
    duplex: 'half',
  } as RequestInit);
}

/**
 * The request's bytes as a stream that reads one chunk each time its reader asks: nothing is
 * read ahead. A cancel (a body over the handler's cap) stops reading and leaves the connection
 * alone, so the refusal can still be sent on it before it closes.
 */
function pulledBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
    },
    { highWaterMark: 0 },
  );
}
