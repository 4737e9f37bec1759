import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { authenticationOptions } from '../../age-keys/start-authentication';
import { registrationOptions } from '../../age-keys/start-registration';
import { verifyAssertion } from '../../age-keys/verify-assertion';
import { verifyNewCredential } from '../../age-keys/finish-registration';
import { findOidcClient } from '../clients/oidc-clients';
import { readAuthorizationDetails } from '../create/authorization-details';
import { verificationUsed } from '../create/verification-ids';
import { nodePair, type BridgedRequest } from '../http/node-bridge';
import { OIDC_BASE_PATH, type IssuerName } from '../oidc-paths';
import type { InteractionDetails, ProviderInstance } from '../provider/oidc-provider-api';
import { AGE_THRESHOLDS_CLAIM, requestedThresholds } from '../use/age-thresholds';
import { INTERACTION_PAGE_HEADERS, interactionPage } from './interaction-page';
import { saveCreatedKey } from './save-created-key';

export type InteractionStep = 'page' | 'options' | 'finish' | 'abort';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });

const refused = (error: string, errorMessage: string, status = 400): Response =>
  json(status, { error, errorMessage });

/**
 * The age-key step of an authorization, at `<issuer>/interaction/<uid>`: the page, then the
 * WebAuthn ceremony — the widget's own functions (options, assertion and registration checks,
 * challenges bound to this interaction, counters, user verification, revocation) — and the
 * result handed back to the provider, which redirects to the relying party. Only the browser
 * that holds this interaction's cookie gets anywhere: the provider checks it.
 */
export async function serveInteraction(
  ctx: ServiceContext,
  issuer: { name: IssuerName; provider: ProviderInstance },
  request: BridgedRequest,
  uid: string,
  step: InteractionStep,
): Promise<Response> {
  const { req, res } = nodePair(request);
  let details: InteractionDetails;
  try {
    details = await issuer.provider.interactionDetails(req, res);
  } catch {
    details = { uid: '' } as InteractionDetails;
  }
  if (details.uid !== uid) {
    return step === 'page'
      ? new Response(
          '<!doctype html><meta charset="utf-8"><title>Expired</title><p>This request has expired. Go back to the site and start again.</p>',
          { status: 400, headers: INTERACTION_PAGE_HEADERS },
        )
      : refused(
          'INTERACTION_EXPIRED',
          'this request has expired: go back to the site and start again',
        );
  }
  const clientId = String(details.params.client_id);
  const client = await findOidcClient(ctx.db, clientId);
  if (!client)
    return refused('UNKNOWN_CLIENT', 'the site that sent you here is no longer registered');
  const binding = `oidc:${issuer.name}:${uid}`;
  const basePath = `${OIDC_BASE_PATH}/${issuer.name}/interaction/${uid}`;

  const finishWith = async (
    result: Parameters<ProviderInstance['interactionResult']>[2],
  ): Promise<Response> => {
    const redirectTo = await issuer.provider.interactionResult(req, res, result, {
      mergeWithLastSubmission: false,
    });
    return json(200, { redirectTo });
  };

  if (step === 'abort') {
    const reason = readReason(request.body);
    return finishWith({
      error: 'access_denied',
      error_description:
        issuer.name === 'create'
          ? reason === 'no-device'
            ? 'the person has no device that can hold an age key'
            : 'the person did not save an age key'
          : 'the person did not use an age key',
    });
  }

  if (issuer.name === 'use') {
    const asked = requestedThresholds(
      parseClaims(details.params.claims),
      JSON.parse(client.thresholds) as number[],
    );
    if (step === 'page') {
      return new Response(
        interactionPage({
          issuer: 'use',
          basePath,
          assetsPath: `${OIDC_BASE_PATH}/use/assets`,
          clientName: client.name,
          thresholds: asked?.ok ? asked.thresholds : [],
        }),
        { status: 200, headers: INTERACTION_PAGE_HEADERS },
      );
    }
    if (step === 'options') {
      return json(200, { options: await authenticationOptions(ctx, 'verify', binding) });
    }
    const response = readResponse<AuthenticationResponseJSON>(request.body);
    if (!response) return refused('INVALID_INPUT', 'post {"response": <the WebAuthn assertion>}');
    const assertion = await verifyAssertion(
      ctx,
      { verificationId: binding, product: { allowedOrigins: [] } },
      'verify',
      response,
    );
    if (!assertion.verified) return refused('AGE_KEY_REFUSED', refusalMessage(assertion.reason));
    const grant = new issuer.provider.Grant({ accountId: assertion.key.credential_id, clientId });
    grant.addOIDCScope('openid');
    grant.addOIDCClaims([AGE_THRESHOLDS_CLAIM]);
    const grantId = await grant.save();
    return finishWith({ login: { accountId: assertion.key.credential_id }, consent: { grantId } });
  }

  // create
  const read = readAuthorizationDetails(details.params.authorization_details, ctx.now(), false);
  if (!read.ok) return refused('INVALID_REQUEST', read.message);
  if (await verificationUsed(ctx, clientId, read.detail.verificationId)) {
    const message = 'an age key was already saved from this verification: go back to the site';
    return step === 'page'
      ? new Response(
          `<!doctype html><meta charset="utf-8"><title>Already used</title><p>${message}.</p>`,
          {
            status: 400,
            headers: INTERACTION_PAGE_HEADERS,
          },
        )
      : refused('ALREADY_USED', message);
  }
  if (step === 'page') {
    return new Response(
      interactionPage({
        issuer: 'create',
        basePath,
        assetsPath: `${OIDC_BASE_PATH}/create/assets`,
        clientName: client.name,
        thresholds: [],
        floor: read.detail.floor,
      }),
      { status: 200, headers: INTERACTION_PAGE_HEADERS },
    );
  }
  if (step === 'options') {
    return json(200, { options: await registrationOptions(ctx, binding) });
  }
  const response = readResponse<RegistrationResponseJSON>(request.body);
  if (!response) return refused('INVALID_INPUT', 'post {"response": <the WebAuthn registration>}');
  const checked = await verifyNewCredential(
    ctx,
    { bindingId: binding, allowedOrigins: [] },
    response,
  );
  if (!checked.verified) return refused('AGE_KEY_REFUSED', refusalMessage(checked.reason));
  const saved = await saveCreatedKey(ctx, checked.credential, read.detail, {
    clientId,
    mode: client.mode,
  });
  if (!saved) {
    return refused(
      'ALREADY_USED',
      'an age key was already saved from this verification, or this passkey is one',
    );
  }
  const grant = new issuer.provider.Grant({ accountId: checked.credential.id, clientId });
  grant.addOIDCScope('openid');
  const grantId = await grant.save();
  return finishWith({ login: { accountId: checked.credential.id }, consent: { grantId } });
}

function parseClaims(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function readResponse<T>(body: Buffer): T | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { response?: unknown };
    const response = parsed.response as { id?: unknown; response?: unknown } | undefined;
    return typeof response === 'object' &&
      response !== null &&
      typeof response.id === 'string' &&
      typeof response.response === 'object'
      ? (response as T)
      : undefined;
  } catch {
    return undefined;
  }
}

function readReason(body: Buffer): string | undefined {
  try {
    const reason = (JSON.parse(body.toString('utf8')) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/** What the person reads when the key was refused (the widget's reasons, in words). */
function refusalMessage(reason: string): string {
  switch (reason) {
    case 'unknown-key':
      return 'This service does not know that age key: it may have been forgotten. Go back and verify your age another way.';
    case 'revoked':
      return 'That age key was revoked. Go back and verify your age another way.';
    case 'user-verification':
      return 'Your device did not confirm it is you (PIN, fingerprint or face). Try again.';
    case 'challenge':
      return 'That took too long, or was already used. Try again.';
    default:
      return 'That did not work. Try again.';
  }
}
