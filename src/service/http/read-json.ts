import { ServiceError } from '../errors/service-error';
import type { ApiRequest } from './api-types';

/** Reads a JSON body: `application/json` only, size-limited, parse errors as 400. */
export async function readJson(request: ApiRequest, limit: number): Promise<unknown> {
  const type = request.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    throw new ServiceError(
      'UNSUPPORTED_MEDIA_TYPE',
      'send the body as JSON with "Content-Type: application/json"',
    );
  }
  const text = await request.text(limit);
  if (text.trim() === '')
    throw new ServiceError('INVALID_INPUT', 'the request body is empty: send a JSON object');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError('INVALID_INPUT', 'the request body is not valid JSON');
  }
}
