import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AgeKeyCompleteAnswer, AgeKeyOptionsAnswer } from './keys/age-key-api';
import type { ChallengePurpose } from './keys/age-key-tables';
import { answerError } from '../kit/call-method';
import { widgetSessionHeaders } from '../kit/widget-session';

/** How a ceremony ended, as the widget shows it. */
export type CeremonyOutcome =
  | AgeKeyCompleteAnswer
  /** The browser or the person declined (NotAllowedError): no key chosen, timeout, or refused. */
  | { outcome: 'declined' }
  | { outcome: 'error'; detail: string };

/**
 * One age-key ceremony from the widget: options from the service, the browser's WebAuthn prompt,
 * and the answer checked by the service. Runs in the widget's own origin, inside the merchant's
 * iframe; nothing of it is posted to the embedding page. Both calls carry the widget session's
 * secret: saving or updating a key from a result is this session's only if it completed it.
 */
export async function runAgeKeyCeremony(
  apiBase: string,
  token: string,
  purpose: ChallengePurpose,
): Promise<CeremonyOutcome> {
  let options: AgeKeyOptionsAnswer;
  try {
    options = await postJson<AgeKeyOptionsAnswer>(`${apiBase}/age-key/options`, {
      token,
      purpose,
    });
  } catch (error) {
    return { outcome: 'error', detail: (error as Error).message };
  }
  if (options.outcome === 'refused') return options;

  let response: unknown;
  try {
    response =
      purpose === 'register'
        ? await startRegistration({
            optionsJSON: options.options as PublicKeyCredentialCreationOptionsJSON,
          })
        : await startAuthentication({
            optionsJSON: options.options as PublicKeyCredentialRequestOptionsJSON,
          });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotAllowedError' || name === 'AbortError' || name === 'SecurityError') {
      return { outcome: 'declined' };
    }
    return { outcome: 'error', detail: (error as Error).message };
  }
  try {
    return await postJson<AgeKeyCompleteAnswer>(`${apiBase}/age-key/complete`, {
      token,
      purpose,
      response,
    });
  } catch (error) {
    return { outcome: 'error', detail: (error as Error).message };
  }
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...widgetSessionHeaders() },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw answerError(res.status, answer as { error?: unknown; errorMessage?: unknown });
  return answer;
}

/**
 * Whether this widget session was asked to upgrade the key (its evidence fell short): the result
 * screen then offers to update the key rather than save a new one. Module state, so it lives
 * exactly as long as the page.
 */
export const upgradeState = { pending: false };
