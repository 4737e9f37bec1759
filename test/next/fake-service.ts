import type { PerformRequest } from '../../src/protocol/perform-request';
import type { VerificationResult } from '../../src/protocol/verification-result';

export const SERVICE_URL = 'https://verify.test';
export const WIDGET_ORIGIN = 'https://widget.verify.test';
export const API_KEY = 'test_key_0123456789';

/**
 * An in-memory stand-in for the service's REST API, injected as `fetch`. It answers like the
 * wire protocol says and records what it was asked.
 */
export function createFakeService() {
  const verifications = new Map<string, VerificationResult>();
  const performed: PerformRequest[] = [];
  const calls: string[] = [];
  let counter = 0;
  let failNext: Response | undefined;
  /** What `GET /api/v1/product` answers for the key. */
  const product = {
    id: 'product-1',
    name: 'Fake shop',
    mode: 'test' as 'test' | 'live',
    allowedOrigins: ['https://shop.test'],
    webhookUrl: null as string | null,
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (failNext) {
      const response = failNext;
      failNext = undefined;
      return response;
    }
    const auth = new Headers(init.headers).get('authorization');
    if (auth !== `Bearer ${API_KEY}`) {
      return Response.json(
        { error: 'UNAUTHORIZED', errorMessage: 'Unknown API key.' },
        { status: 401 },
      );
    }
    if (url.pathname === '/api/v1/age-verification/perform') {
      const body = JSON.parse(String(init.body)) as PerformRequest;
      performed.push(body);
      const id = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
      verifications.set(id, { id, status: 'PENDING' });
      return Response.json({
        id,
        url: `${WIDGET_ORIGIN}/verify?token=t${counter}`,
        shortUrl: `${WIDGET_ORIGIN}/v/${id}?pid=p&s=qr`,
      });
    }
    if (url.pathname === '/api/v1/age-verification/get-status') {
      const found = verifications.get(url.searchParams.get('id') ?? '');
      if (!found) {
        return Response.json(
          { error: 'INVALID_INPUT', errorMessage: 'Unknown id.' },
          { status: 400 },
        );
      }
      return Response.json(found);
    }
    if (url.pathname === '/api/v1/product') return Response.json(product);
    if (url.pathname === '/api/v1/test/set-age-verification-status') {
      const body = JSON.parse(String(init.body)) as VerificationResult;
      const found = verifications.get(body.id);
      if (!found) {
        return Response.json(
          { error: 'INVALID_INPUT', errorMessage: 'Unknown id.' },
          { status: 400 },
        );
      }
      const result = {
        ...body,
        ...(body.status === 'PASS' ? { ageCategory: 'adult' as const } : {}),
      };
      verifications.set(body.id, result);
      return Response.json(result);
    }
    return Response.json({ error: 'NOT_FOUND', errorMessage: 'No route.' }, { status: 404 });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    verifications,
    performed,
    calls,
    product,
    /** Sets a verification's result as the service would after the widget finished. */
    complete(id: string, result: Omit<VerificationResult, 'id'>) {
      verifications.set(id, { id, ...result });
    },
    /** Revokes a verification as the console does: get-status answers FAIL with `revoked`. */
    revoke(id: string, reason = 'fraud', at = '2026-06-01T12:00:00.000Z') {
      verifications.set(id, { id, status: 'FAIL', revoked: { at, reason } });
    },
    failNextWith(response: Response) {
      failNext = response;
    },
  };
}
export type FakeService = ReturnType<typeof createFakeService>;
