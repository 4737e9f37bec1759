import { createAgeVerificationClient } from '../client/create-age-verification-client';
import type { SetTestStatusRequest } from '../protocol/set-test-status-request';
import type { VerificationResult } from '../protocol/verification-result';
import { defaultEnv } from './secrets';

export interface CompleteTestVerificationOptions extends Partial<Omit<SetTestStatusRequest, 'id'>> {
  /** The verification id, e.g. from `POST /api/age-gate/session`. */
  id: string;
  /** Default env `OFAGE_SERVICE_URL`. */
  serviceUrl?: string;
  /** A **test** key; default env `OFAGE_API_KEY`. */
  apiKey?: string;
  fetch?: typeof fetch;
}

/**
 * Completes a test-mode verification without a browser, through the service's
 * `POST /api/v1/test/set-age-verification-status` (test keys only). The result travels the real
 * pipeline: webhook, redirect and get-status. Defaults to a PASS by ID document with age 30.
 *
 * @example e2e/age-gate.spec.ts
 * ```ts
 * const { id } = await (await page.request.post('/api/age-gate/session', { headers: { origin } })).json();
 * await completeTestVerification({ id });
 * await page.request.post('/api/age-gate/confirm', { headers: { origin } });
 * ```
 */
export async function completeTestVerification(
  options: CompleteTestVerificationOptions,
): Promise<VerificationResult> {
  const env = defaultEnv();
  const client = createAgeVerificationClient({
    serviceUrl: options.serviceUrl ?? env.OFAGE_SERVICE_URL ?? '',
    apiKey: options.apiKey ?? env.OFAGE_API_KEY ?? '',
    fetch: options.fetch,
  });
  const status = options.status ?? 'PASS';
  const request: SetTestStatusRequest = { id: options.id, status };
  if (status === 'PASS') {
    request.method = options.method ?? 'id-document';
    request.age = options.age ?? { low: 30, high: 30 };
  } else {
    request.failureReason = options.failureReason ?? 'age-criteria-not-met';
    if (options.method) request.method = options.method;
    if (options.age) request.age = options.age;
  }
  return client.setTestStatus(request);
}
