import type { VerificationMethod } from '../../../protocol/verification-result';
import type { SimulationInput } from '../../methods/kit/method-widget-props';
import type { AttemptResponse } from '../../methods/kit/widget-types';
import { widgetSessionHeaders } from '../../methods/kit/widget-session';

/**
 * A test-mode attempt (`POST /api/widget/simulate`): the new state, or the API's error message
 * (its status when it gave none). Rejects only when the network failed.
 */
export async function postSimulation(
  model: { apiBase: string; token: string },
  method: VerificationMethod,
  input: SimulationInput,
): Promise<AttemptResponse | { error: string }> {
  const res = await fetch(`${model.apiBase}/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...widgetSessionHeaders() },
    body: JSON.stringify({ token: model.token, method, ...input }),
  });
  const body = (await res.json()) as AttemptResponse | { errorMessage?: string };
  if (!res.ok || !('state' in body)) {
    return { error: ('errorMessage' in body && body.errorMessage) || String(res.status) };
  }
  return body;
}
