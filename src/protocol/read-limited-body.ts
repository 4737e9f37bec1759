/** The body's bytes, or why it was not read: larger than the limit. */
export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false };

/**
 * Reads a request's (or a fetched response's) body of at most `maxBytes` without ever holding
 * more: a declared `Content-Length` over the limit is refused before reading, and the stream is
 * cancelled as soon as it passes the limit — the header is a hint a client controls, not a
 * promise (RFC 9112 §6.3 lets chunked bodies omit it). Web APIs only, so the proxy and Edge code
 * can use it too.
 */
export async function readLimitedBody(
  request: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
): Promise<LimitedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
