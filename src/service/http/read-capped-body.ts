import { readLimitedBody } from '../../protocol/read-limited-body';
import { ServiceError } from '../errors/service-error';

const tooLarge = (limit: number): ServiceError =>
  new ServiceError('PAYLOAD_TOO_LARGE', `the request body is larger than ${limit} bytes`);

/**
 * A request body as text, read with a cap: a declared `Content-Length` over `limit` is refused
 * before reading, and a streamed body (chunked, or lying about its length) is refused as soon as
 * `limit` bytes have arrived — the rest is never read or buffered. `Request.json()`/`text()`
 * would read any size into memory.
 *
 * @example `src/service/widget/handlers/simulate.ts`
 * ```ts
 * const body = JSON.parse(await readCappedText(request, deps.ctx.config.maxBodyBytes));
 * ```
 */
export async function readCappedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readCappedBytes(request, limit));
}

/** The body's bytes under the same cap (413 `PAYLOAD_TOO_LARGE` past it). */
export async function readCappedBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = await readLimitedBody(request, limit);
  if (!body.ok) throw tooLarge(limit);
  return body.bytes;
}

/** `readCappedText` parsed as JSON; an empty or malformed body is 400 `INVALID_INPUT`. */
export async function readCappedJson(request: Request, limit: number): Promise<unknown> {
  const text = await readCappedText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError('INVALID_INPUT', 'the body must be JSON');
  }
}
