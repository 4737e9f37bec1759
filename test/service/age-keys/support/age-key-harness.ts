import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {
  AgeKeyCompleteAnswer,
  AgeKeyOptionsAnswer,
} from '../../../../src/service/methods/age-key/keys/age-key-api';
import type { ChallengePurpose } from '../../../../src/service/methods/age-key/keys/age-key-tables';
import {
  handleAgeKeyComplete,
  handleAgeKeyOptions,
} from '../../../../src/service/widget/handlers/age-key';
import { WIDGET_SESSION_HEADER } from '../../../../src/service/methods/kit/widget-session';
import { newSecret } from '../../../../src/service/verifications/secret-hash';
import { handleSimulate } from '../../../../src/service/widget/handlers/simulate';
import type { TestService } from '../../../support/test-service';
import { perform, simulateRequest } from '../../widget/support';
import { SoftAuthenticator, type CeremonyPlace } from './soft-authenticator';

/** The origin every test product allows to embed the widget (test-service.ts). */
export const MERCHANT_ORIGIN = 'http://localhost:3001';

/** A widget session's secret in its header; none for `null`. */
export const sessionHeaders = (secret: string | null): Record<string, string> =>
  secret === null ? {} : { [WIDGET_SESSION_HEADER]: secret };

const post = (path: string, body: unknown, secret: string | null): Request =>
  new Request(`http://localhost/api/widget/age-key/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sessionHeaders(secret) },
    body: JSON.stringify(body),
  });

/**
 * Age-key ceremonies against a test service, through the widget's HTTP handlers. The harness
 * plays the widget session that completed each verification it passed: its calls carry that
 * session's secret unless a test names another (`as`; `null` for none).
 */
export function ageKeyHarness(t: TestService) {
  const service = new URL(t.service.ctx.config.publicUrl);
  /** The widget framed by the allowed merchant, as Chromium reports it. */
  const framed: CeremonyPlace = { origin: service.origin, topOrigin: MERCHANT_ORIGIN };
  /** Widget token → the secret of the widget session that made its attempts. */
  const sessions = new Map<string, string>();
  const secretFor = (token: string, as?: string | null) =>
    as === undefined ? (sessions.get(token) ?? null) : as;

  const options = async (token: string, purpose: ChallengePurpose, as?: string | null) => {
    const res = await handleAgeKeyOptions(
      t.service,
      post('options', { token, purpose }, secretFor(token, as)),
    );
    return { status: res.status, body: (await res.json()) as AgeKeyOptionsAnswer };
  };
  /** `/complete` as it answers, whatever the status. */
  const completeRaw = async (
    token: string,
    purpose: ChallengePurpose,
    response: RegistrationResponseJSON | AuthenticationResponseJSON,
    as?: string | null,
  ) =>
    handleAgeKeyComplete(
      t.service,
      post('complete', { token, purpose, response }, secretFor(token, as)),
    );
  const complete = async (
    token: string,
    purpose: ChallengePurpose,
    response: RegistrationResponseJSON | AuthenticationResponseJSON,
  ) => {
    const res = await completeRaw(token, purpose, response);
    if (res.status !== 200) throw new Error(`complete ${res.status}: ${await res.text()}`);
    return (await res.json()) as AgeKeyCompleteAnswer;
  };

  const creationOptions = async (token: string) => {
    const { body } = await options(token, 'register');
    if (body.outcome !== 'options') throw new Error(`register options refused: ${body.reason}`);
    return body.options as PublicKeyCredentialCreationOptionsJSON;
  };
  const requestOptions = async (token: string, purpose: Exclude<ChallengePurpose, 'register'>) => {
    const { body } = await options(token, purpose);
    if (body.outcome !== 'options') throw new Error(`${purpose} options refused: ${body.reason}`);
    return body.options as PublicKeyCredentialRequestOptionsJSON;
  };

  return {
    framed,
    authenticator: (credentialId?: Buffer) => new SoftAuthenticator(service.hostname, credentialId),
    options,
    complete,
    completeRaw,
    creationOptions,
    requestOptions,

    /**
     * A verification that passed by `method` (simulated), its widget token, and the secret of the
     * widget session that made the attempt.
     */
    async passed(
      method = 'id-document',
      body: Record<string, unknown> = {},
      outcome = 'adult',
      key?: string,
    ) {
      const v = await perform(t, body, key);
      const secret = sessions.get(v.token) ?? newSecret();
      sessions.set(v.token, secret);
      const res = await handleSimulate(
        t.service,
        simulateRequest({ token: v.token, method, outcome }, sessionHeaders(secret)),
      );
      if (res.status !== 200) throw new Error(`simulate ${res.status}: ${await res.text()}`);
      return { ...v, secret };
    },

    async register(auth: SoftAuthenticator, token: string, place: CeremonyPlace = framed) {
      return complete(token, 'register', await auth.create(await creationOptions(token), place));
    },

    async assert(
      auth: SoftAuthenticator,
      token: string,
      purpose: Exclude<ChallengePurpose, 'register'> = 'verify',
      place: CeremonyPlace = framed,
    ) {
      return complete(token, purpose, await auth.get(await requestOptions(token, purpose), place));
    },
  };
}
