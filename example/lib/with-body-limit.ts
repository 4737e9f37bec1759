import { NextRequest } from 'next/server';

type RouteHandler<Ctx> = (request: NextRequest, ctx: Ctx) => Promise<Response>;

/**
 * `handler`, but never fed more than `maxBytes` of request body. Route handlers get the body as
 * a stream and read all of it when asked (next-auth does, for every POST), so without a cap a
 * client can make the server buffer a body of any size. A declared `Content-Length` over the
 * limit is refused before reading; a chunked body, which need not declare one, is read only
 * until it passes the limit. Both get 413 and the connection closed, so the rest is never read.
 */
export function withBodyLimit<Ctx>(
  handler: RouteHandler<Ctx>,
  maxBytes: number,
): RouteHandler<Ctx> {
  return async (request, ctx) => {
    if (!request.body) return handler(request, ctx);
    const body = await readAtMost(request, maxBytes);
    if (!body) {
      return Response.json(
        {
          error: 'PAYLOAD_TOO_LARGE',
          errorMessage: `The body is larger than ${maxBytes} bytes.`,
        },
        { status: 413, headers: { connection: 'close' } },
      );
    }
    const init = { method: request.method, headers: request.headers, body };
    return handler(new NextRequest(request.url, init), ctx);
  };
}

/** The body's bytes, or undefined as soon as it is larger than `maxBytes`. */
async function readAtMost(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
