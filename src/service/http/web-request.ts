import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * A Web `Request` over a `node:http` request, its body streamed (never buffered here), for the
 * `Request → Response` handlers served on the lean path.
 */
export function toWebRequest(req: IncomingMessage, base: string): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The request's body as a Web stream, read as it is pulled. Not `Readable.toWeb`: on Node 20,
 * cancelling its stream (a body refused at its cap, `readLimitedBody`) can leave the request
 * emitting data into the closed stream, an uncaught `ERR_INVALID_STATE` that ends the process.
 * Here a cancelled body's remaining bytes are read and dropped (a 413 also closes the
 * connection, `writeWebResponse`).
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  req.pause();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (settled) return;
        // A copy: Node's chunks may be views of a shared pool.
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      req.once('close', () => {
        if (settled) return;
        settled = true;
        controller.error(new Error('the request was aborted before its body ended'));
      });
      req.once('error', (error) => {
        if (settled) return;
        settled = true;
        controller.error(error);
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      settled = true;
      req.resume();
    },
  });
}

/**
 * Writes a Web `Response` to a `node:http` response, streaming its body. A 413 closes the
 * connection: the rest of the refused body is not read.
 */
export async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (response.status === 413) headers.connection = 'close';
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as NodeReadableStream<Uint8Array>) {
      res.write(chunk);
    }
  }
  res.end();
}
