import type { z } from 'zod';
import { API_ERROR_STATUS, ApiErrorBodySchema, type ApiErrorCode } from '../protocol/api-error';
import {
  PerformRequestSchema,
  PerformResponseSchema,
  type PerformRequest,
  type PerformResponse,
} from '../protocol/perform-request';
import {
  PRODUCT_PATH,
  ProductInfoSchema,
  REGISTER_TEST_APP_PATH,
  RegisterTestAppRequestSchema,
  RegisterTestAppResponseSchema,
  type ProductInfo,
  type RegisterTestAppRequest,
  type RegisterTestAppResponse,
} from '../protocol/product-api';
import {
  SetTestStatusRequestSchema,
  type SetTestStatusRequest,
} from '../protocol/set-test-status-request';
import { VerificationResultSchema, type VerificationResult } from '../protocol/verification-result';
import { OfageError } from './ofage-error';

export interface AgeVerificationClientOptions {
  /** Base URL of the service, e.g. `https://verify.example.com` (env `OFAGE_SERVICE_URL`). */
  serviceUrl: string;
  /** The product's API key; keep it on the server (env `OFAGE_API_KEY`). */
  apiKey: string;
  /** Injected for tests and custom agents; defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Per-request timeout in milliseconds; default 10 000. */
  timeoutMs?: number;
}

export interface AgeVerificationClient {
  /** Creates a verification session (`POST /api/v1/age-verification/perform`). */
  perform(request: PerformRequest): Promise<PerformResponse>;
  /** Current status and result (`GET /api/v1/age-verification/get-status`). */
  getStatus(id: string): Promise<VerificationResult>;
  /** Test keys only: completes a test-mode verification without a browser. */
  setTestStatus(request: SetTestStatusRequest): Promise<VerificationResult>;
  /** The key's product: name, mode, allowed origins, webhook URL (`GET /api/v1/product`). */
  getProduct(): Promise<ProductInfo>;
  /**
   * Test keys only: adds an app's origin to the product's allowed origins and sets its test
   * webhook URL (`POST /api/v1/test/register-app`); a live key gets `FORBIDDEN`.
   */
  registerTestApp(request: RegisterTestAppRequest): Promise<RegisterTestAppResponse>;
}

/**
 * Server-to-server client of the service's REST API. Validates what it sends and what it
 * receives against the wire protocol, and throws {@link OfageError} carrying the service's
 * `error` code (`INVALID_INPUT`, `UNAUTHORIZED`, `TOO_MANY_REQUESTS`, …).
 *
 * @example lib/age-verification.ts
 * ```ts
 * import { createAgeVerificationClient } from 'ofage/server';
 *
 * export const ageVerification = createAgeVerificationClient({
 *   serviceUrl: process.env.OFAGE_SERVICE_URL!,
 *   apiKey: process.env.OFAGE_API_KEY!,
 * });
 * const { id, url } = await ageVerification.perform({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } });
 * ```
 */
export function createAgeVerificationClient(
  options: AgeVerificationClientOptions,
): AgeVerificationClient {
  const base = parseServiceUrl(options.serviceUrl);
  if (!options.apiKey) {
    throw new OfageError(
      'INVALID_CONFIG',
      'apiKey is empty: set OFAGE_API_KEY (or pass apiKey) to the key from the product’s developer settings.',
    );
  }
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, base), {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch (cause) {
      throw new OfageError(
        'SERVICE_UNREACHABLE',
        `Could not reach the age verification service at ${base.origin}: check OFAGE_SERVICE_URL and that the service is running.`,
        { cause },
      );
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw serviceError(response, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new OfageError(
        'INVALID_RESPONSE',
        `The service answered ${method} ${path} with a body that is not in the wire format; check that OFAGE_SERVICE_URL points at an ofage-compatible service.`,
        { cause: parsed.error, status: response.status },
      );
    }
    return parsed.data;
  }

  return {
    async perform(request) {
      const body = validate(PerformRequestSchema, request, 'perform');
      return call('POST', 'api/v1/age-verification/perform', PerformResponseSchema, body);
    },
    async getStatus(id) {
      const query = new URLSearchParams({ id });
      return call('GET', `api/v1/age-verification/get-status?${query}`, VerificationResultSchema);
    },
    async setTestStatus(request) {
      const body = validate(SetTestStatusRequestSchema, request, 'setTestStatus');
      return call(
        'POST',
        'api/v1/test/set-age-verification-status',
        VerificationResultSchema,
        body,
      );
    },
    async getProduct() {
      return call('GET', PRODUCT_PATH.slice(1), ProductInfoSchema);
    },
    async registerTestApp(request) {
      const body = validate(RegisterTestAppRequestSchema, request, 'registerTestApp');
      return call('POST', REGISTER_TEST_APP_PATH.slice(1), RegisterTestAppResponseSchema, body);
    },
  };
}

function parseServiceUrl(serviceUrl: string): URL {
  let url: URL;
  try {
    url = new URL(serviceUrl);
  } catch (cause) {
    throw new OfageError(
      'INVALID_CONFIG',
      `serviceUrl "${serviceUrl}" is not a URL: set OFAGE_SERVICE_URL to the service's base URL, e.g. https://verify.example.com.`,
      { cause },
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OfageError('INVALID_CONFIG', 'serviceUrl must be an http(s) URL.');
  }
  // Resolve API paths below any path prefix the service is mounted at.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url;
}

function validate<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  throw new OfageError('INVALID_INPUT', `${what}: ${where} ${issue?.message ?? 'is invalid'}.`, {
    cause: parsed.error,
  });
}

function serviceError(response: Response, json: unknown): OfageError {
  const body = ApiErrorBodySchema.safeParse(json);
  const retryAfterHeader = Number(response.headers.get('retry-after'));
  const retryAfter =
    Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined;
  if (body.success && body.data.error in API_ERROR_STATUS) {
    return new OfageError(body.data.error as ApiErrorCode, body.data.errorMessage, {
      status: response.status,
      retryAfter,
    });
  }
  const code = codeForStatus(response.status);
  return new OfageError(
    code,
    `The service answered HTTP ${response.status}${body.success ? `: ${body.data.errorMessage}` : ''}.`,
    { status: response.status, retryAfter },
  );
}

function codeForStatus(status: number): ApiErrorCode {
  for (const [code, s] of Object.entries(API_ERROR_STATUS)) {
    if (s === status) return code as ApiErrorCode;
  }
  return status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_INPUT';
}
