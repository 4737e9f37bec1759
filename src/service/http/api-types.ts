/**
 * The API's own minimal request/response shapes. Handlers are plain functions of these, so the
 * same code serves the lean `node:http` path, Next.js route handlers (`Request`/`Response`) and
 * tests, without paying for Web `Request` objects on the hot path.
 */
export interface ApiRequest {
  method: string;
  /** Path with query, e.g. `/api/v1/age-verification/get-status?id=…`. */
  url: string;
  header(name: string): string | null;
  /** The raw body, rejected with 413 past the limit. */
  text(limit: number): Promise<string>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
