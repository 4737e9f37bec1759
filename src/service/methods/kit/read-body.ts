import { readLimitedBody } from '../../../protocol/read-limited-body';
import { ServiceError } from '../../errors/service-error';

/** Bodies of method actions: small JSON by default; a capture action sets its own limit. */
export const DEFAULT_METHOD_BODY_BYTES = 16 * 1024;

const tooLarge = (limit: number): ServiceError =>
  new ServiceError('PAYLOAD_TOO_LARGE', `the request body is larger than ${limit} bytes`);

/**
 * The body's bytes, refused with 413 as soon as they pass `limit`. A declared `Content-Length`
 * over the limit is refused before reading; an undeclared or understated one is caught while
 * streaming, so a client cannot make the service buffer more than `limit` bytes.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = await readLimitedBody(request, limit);
  if (!body.ok) throw tooLarge(limit);
  return body.bytes;
}

/** A JSON body (`application/json`), size-limited; bad JSON is a 400. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    throw new ServiceError(
      'UNSUPPORTED_MEDIA_TYPE',
      'send the body as JSON with "Content-Type: application/json"',
    );
  }
  const text = new TextDecoder().decode(await readBodyBytes(request, limit));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError('INVALID_INPUT', 'the request body is not valid JSON');
  }
}

/**
 * A form body (`multipart/form-data` with files, or `application/x-www-form-urlencoded`, as a
 * wallet's `direct_post` sends it), size-limited before it is parsed.
 */
export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type.trim())) {
    throw new ServiceError(
      'UNSUPPORTED_MEDIA_TYPE',
      'send the body as multipart/form-data or application/x-www-form-urlencoded',
    );
  }
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ServiceError('INVALID_INPUT', 'the form body could not be parsed');
  }
}
