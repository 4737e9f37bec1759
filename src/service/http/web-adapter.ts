import type { ApiRequest, ApiResponse } from './api-types';
import { readCappedText } from './read-capped-body';

/** Wraps a Web `Request` (Next.js route handlers, tests) as an `ApiRequest`. */
export function fromWebRequest(request: Request): ApiRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: url.pathname + url.search,
    header: (name) => request.headers.get(name),
    text: (limit) => readCappedText(request, limit),
  };
}

export function toWebResponse(response: ApiResponse): Response {
  return new Response(response.body, { status: response.status, headers: response.headers });
}
