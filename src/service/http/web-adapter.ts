import { ServiceError } from '../errors/service-error';
import type { ApiRequest, ApiResponse } from './api-types';

/** Wraps a Web `Request` (Next.js route handlers, tests) as an `ApiRequest`. */
export function fromWebRequest(request: Request): ApiRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: url.pathname + url.search,
    header: (name) => request.headers.get(name),
    text: async (limit) => {
      if (Number(request.headers.get('content-length') ?? 0) > limit || !request.body) {
        if (request.body)
          throw new ServiceError(
            'PAYLOAD_TOO_LARGE',
            `the request body is larger than ${limit} bytes`,
          );
        return '';
      }
      const reader = request.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) {
          await reader.cancel();
          throw new ServiceError(
            'PAYLOAD_TOO_LARGE',
            `the request body is larger than ${limit} bytes`,
          );
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}

export function toWebResponse(response: ApiResponse): Response {
  return new Response(response.body, { status: response.status, headers: response.headers });
}
