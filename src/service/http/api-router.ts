import type { ServiceContext } from '../context';
import { ServiceError, isAnsweredError } from '../errors/service-error';
import type { AuthenticatedKey, KeyAuthenticator } from '../keys/key-authenticator';
import type { Product } from '../products/products';
import { describeProduct, registerTestApp, type ApiAudit } from '../products/register-test-app';
import { PRODUCT_PATH, REGISTER_TEST_APP_PATH } from '../../protocol/product-api';
import { VERIFICATION_METHODS } from '../../protocol/verification-result';
import { createAgeAppeal } from '../lifecycle/create-age-appeal';
import { createTrustedAdultVerification } from '../lifecycle/create-trusted-adult-verification';
import { createVerification, type StoredFlow } from '../lifecycle/create-verification';
import { getVerificationResult } from '../verifications/get-verification';
import { presentResult } from '../verifications/present-result';
import { setTestStatus } from '../verifications/set-test-status';
import type { ApiRequest, ApiResponse } from './api-types';
import { hostKey } from './host-key';
import type { KeyRateLimiter } from './rate-limiter';
import { readJson } from './read-json';
import { errorResponse, json } from './respond';

export interface ApiDeps {
  ctx: ServiceContext;
  keys: KeyAuthenticator;
  rateLimiter: KeyRateLimiter;
  getProduct(id: string): Promise<Product | undefined>;
  isReady(): Promise<boolean>;
  /** Writes an audit-log entry of a change made through the API (the console's log). */
  audit: ApiAudit;
  /** A product's settings changed here: forget this instance's cached copy at once. */
  productChanged(id: string): void;
}

const PERFORM = '/api/v1/age-verification/perform';

/**
 * Per-flow aliases used by clients of the hosted API of this shape: each is perform
 * with the flow fixed. The card and Connect ID ones start in our credit-card and bank-app methods.
 */
export const PERFORM_ALIASES: Record<string, StoredFlow> = {
  '/api/v1/age-verification/perform-access-age-verification': 'age-assurance',
  '/api/v1/age-verification/perform-age-key-verification': 'age-key',
  '/api/v1/age-verification/perform-facial-age-estimation': 'facial-age-estimation',
  '/api/v1/age-verification/perform-id-verification': 'id-scan',
  '/api/v1/age-verification/perform-credit-card-verification': 'credit-card',
  '/api/v1/age-verification/perform-connect-id-verification': 'bank-app',
};

/** The hosted API's purpose endpoints (appeal, trusted adult), each a perform with its own rules. */
const AGE_APPEAL = '/api/v1/age-verification/perform-age-appeal';
const TRUSTED_ADULT = '/api/v1/age-verification/perform-trusted-adult-verification';
const INFERENCE = '/api/v1/age-verification/perform-inference';

const GET_STATUS = '/api/v1/age-verification/get-status';
const SET_TEST_STATUS = '/api/v1/test/set-age-verification-status';

/** Every path the API answers (the metrics name requests by these, `routeLabel`). */
export const API_PATHS: readonly string[] = [
  PERFORM,
  ...Object.keys(PERFORM_ALIASES),
  AGE_APPEAL,
  TRUSTED_ADULT,
  INFERENCE,
  GET_STATUS,
  SET_TEST_STATUS,
  PRODUCT_PATH,
  REGISTER_TEST_APP_PATH,
  '/api/health',
];

/** Refuses a request whose method is not `allowed`. */
function expectMethod(method: string, allowed: string, path: string): void {
  if (method !== allowed) {
    throw new ServiceError('METHOD_NOT_ALLOWED', `${path} accepts ${allowed} only`, {
      headers: { Allow: allowed },
    });
  }
}

/** The framework-free API: one function from request to response that never throws. */
export function createApiRouter(deps: ApiDeps): (request: ApiRequest) => Promise<ApiResponse> {
  const { ctx } = deps;

  async function authenticate(
    request: ApiRequest,
  ): Promise<{ key: AuthenticatedKey; product: Product }> {
    const key = await deps.keys.authenticate(request.header('authorization'));
    checkHostMode(request, key);
    await deps.rateLimiter.take(key.keyId);
    const product = await deps.getProduct(key.productId);
    if (!product)
      throw new ServiceError('UNAUTHORIZED', 'the product of this API key no longer exists');
    return { key, product };
  }

  /**
   * A test key on the live host, or a live key on the test host, is refused. Hosts are compared
   * parsed (`hostKey`), so `LIVE.example.com.` or `:443` is the live host too.
   */
  function checkHostMode(request: ApiRequest, key: AuthenticatedKey): void {
    const { liveHost, testHost } = ctx.config;
    if (!liveHost && !testHost) return;
    const host = hostKey(request.header('host') ?? '');
    if (host === undefined) return;
    if (key.mode === 'test' && liveHost && host === liveHost) {
      throw new ServiceError(
        'UNAUTHORIZED',
        `a test key was sent to the live base URL: use https://${testHost ?? '<test host>'} with test keys`,
      );
    }
    if (key.mode === 'live' && testHost && host === testHost) {
      throw new ServiceError(
        'UNAUTHORIZED',
        `a live key was sent to the test base URL: use https://${liveHost ?? '<live host>'} with live keys`,
      );
    }
  }

  async function perform(request: ApiRequest, flow?: StoredFlow): Promise<ApiResponse> {
    const { key, product } = await authenticate(request);
    const body = await readJson(request, ctx.config.maxBodyBytes);
    const response = await createVerification(
      ctx,
      product,
      key,
      body,
      flow === undefined ? {} : { flow },
    );
    return json(200, response);
  }

  async function performPurpose(
    request: ApiRequest,
    create: typeof createAgeAppeal,
  ): Promise<ApiResponse> {
    const { key, product } = await authenticate(request);
    const body = await readJson(request, ctx.config.maxBodyBytes);
    return json(200, await create(ctx, product, key, body));
  }

  async function getStatus(request: ApiRequest, query: URLSearchParams): Promise<ApiResponse> {
    const { key, product } = await authenticate(request);
    const id = query.get('id');
    if (id === null)
      throw new ServiceError(
        'INVALID_INPUT',
        'query parameter id is required: get-status?id=<verification id>',
      );
    const row = await getVerificationResult(ctx, key, id);
    const includeDob = query.get('includeDob') === 'true';
    return json(200, presentResult(row, { includeDob, allowDob: product.allowDob }));
  }

  async function route(request: ApiRequest): Promise<ApiResponse> {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const method = request.method.toUpperCase();

    if (path === PERFORM) {
      expectMethod(method, 'POST', path);
      return perform(request);
    }
    if (path === GET_STATUS) {
      expectMethod(method, 'GET', path);
      return getStatus(
        request,
        new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1)),
      );
    }
    if (path === SET_TEST_STATUS) {
      expectMethod(method, 'POST', path);
      const { key } = await authenticate(request);
      const body = await readJson(request, ctx.config.maxBodyBytes);
      return json(200, await setTestStatus(ctx, key, body));
    }
    if (path === PRODUCT_PATH) {
      expectMethod(method, 'GET', path);
      const { key } = await authenticate(request);
      return json(200, await describeProduct(ctx.db, key));
    }
    if (path === REGISTER_TEST_APP_PATH) {
      expectMethod(method, 'POST', path);
      const { key } = await authenticate(request);
      const body = await readJson(request, ctx.config.maxBodyBytes);
      const registered = await registerTestApp(ctx.db, key, body, {
        publicUrl: ctx.config.publicUrl,
        rules: { allowLoopback: ctx.config.allowLoopbackWebhooks },
        audit: deps.audit,
        now: ctx.now(),
      });
      deps.productChanged(key.productId);
      return json(200, registered);
    }
    if (path in PERFORM_ALIASES) {
      expectMethod(method, 'POST', path);
      return perform(request, PERFORM_ALIASES[path]);
    }
    if (path === AGE_APPEAL) {
      expectMethod(method, 'POST', path);
      return performPurpose(request, createAgeAppeal);
    }
    if (path === TRUSTED_ADULT) {
      expectMethod(method, 'POST', path);
      return performPurpose(request, createTrustedAdultVerification);
    }
    if (path === INFERENCE) {
      expectMethod(method, 'POST', path);
      await authenticate(request);
      throw new ServiceError(
        'INVALID_INPUT',
        `this service does not offer email-based age inference: it verifies age with ${VERIFICATION_METHODS.join(', ')}; call perform (or perform-access-age-verification) and let the person pick a method`,
      );
    }
    if (path === '/api/health') {
      expectMethod(method, 'GET', path);
      const ready = await deps.isReady();
      return json(ready ? 200 : 503, { status: ready ? 'ok' : 'starting' });
    }
    throw new ServiceError(
      'NOT_FOUND',
      `no API endpoint at ${method} ${path}: see the API reference, docs/api.md`,
    );
  }

  return async (request) => {
    try {
      return await route(request);
    } catch (error) {
      if (!isAnsweredError(error))
        ctx.logger.error(
          {
            err: error,
            path: request.url.split('?')[0],
            requestId: request.header('x-request-id') ?? undefined,
          },
          'API request failed',
        );
      return errorResponse(error);
    }
  };
}
