import type { ServiceContext } from '../../context';
import { findOidcClient } from '../clients/oidc-clients';
import { nodePair, type BridgedRequest } from '../provider/node-bridge';
import { OIDC_BASE_PATH, type IssuerName } from '../oidc-paths';
import type { InteractionDetails, ProviderInstance } from '../provider/oidc-provider-api';
import { createKeyStep } from './create-key-step';
import {
  json,
  messagePage,
  readReason,
  refused,
  type InteractionContext,
  type InteractionStep,
} from './interaction-kit';
import { interactionLocale } from './interaction-messages';
import { getProduct } from '../../products/products';
import { useKeyStep } from './use-key-step';

export type { InteractionStep } from './interaction-kit';

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
  const localeWith = (productDefault: string | null) =>
    interactionLocale(
      details.params?.ui_locales,
      request.headers['accept-language'],
      productDefault,
    );
  if (details.uid !== uid) {
    return step === 'page'
      ? messagePage(localeWith(null), 'expired')
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

  const context: InteractionContext = {
    provider: issuer.provider,
    details,
    client,
    binding,
    basePath,
    // The product's default language comes after the relying party's and the browser's.
    locale: localeWith((await getProduct(ctx.db, client.product_id))?.defaultLocale ?? null),
    body: request.body,
    finishWith,
  };
  return issuer.name === 'use' ? useKeyStep(ctx, context, step) : createKeyStep(ctx, context, step);
}
