import { ServiceError } from '../errors/service-error';
import { readBodyBytes } from '../methods/kit/read-body';

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
  return new TextDecoder().decode(await readBodyBytes(request, limit));
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
