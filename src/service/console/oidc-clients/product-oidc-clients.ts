import type { Account } from '../accounts';
import { parseMode } from '../api-keys';
import { recordAudit } from '../audit-log';
import type { ConsoleDeps } from '../console-deps';
import { ConsoleError, notFound } from '../console-error';
import { ownedProduct } from '../owned-product';
import { ServiceError } from '../../errors/service-error';
import { checkClientInput } from '../../oidc/clients/client-input';
import {
  createOidcClient,
  deleteOidcClient,
  listOidcClients,
  type OidcClientInfo,
} from '../../oidc/clients/oidc-clients';
import { issuerUrl } from '../../oidc/oidc-paths';

/** A product's OpenID clients of one mode, for its owner. */
export async function listProductOidcClients(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: string,
): Promise<OidcClientInfo[]> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const wanted = parseMode(mode);
  return (await listOidcClients(deps.ctx.db, product.id)).filter((c) => c.mode === wanted);
}

/**
 * Registers a client from the console form (redirect URIs one per line, thresholds comma
 * separated). Returns the settings a relying party needs, the secret among them this once.
 */
export async function createProductOidcClient(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  form: {
    mode: string;
    name: string;
    redirectUris: string;
    thresholds: string;
    mayCreate: boolean;
  },
): Promise<{ info: OidcClientInfo; secret: string | undefined; settings: string[] }> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const now = deps.ctx.now();
  let input;
  try {
    input = checkClientInput({
      mode: parseMode(form.mode),
      name: form.name,
      redirectUris: form.redirectUris.split(/\s+/),
      thresholds: form.thresholds.trim()
        ? form.thresholds
            .split(/[\s,]+/)
            .filter(Boolean)
            .map(Number)
        : undefined,
      mayCreate: form.mayCreate,
    });
  } catch (error) {
    if (error instanceof ServiceError) throw new ConsoleError('INVALID_INPUT', error.message);
    throw error;
  }
  const created = await deps.ctx.db.transaction().execute(async (trx) => {
    const done = await createOidcClient(trx, product.id, input, now).catch((error: unknown) => {
      if (error instanceof ServiceError) throw new ConsoleError('LIMIT_REACHED', error.message);
      throw error;
    });
    await recordAudit(
      trx,
      {
        account,
        productId: product.id,
        action: 'oidc_client.created',
        detail: `${done.info.clientId} (${done.info.redirectUris.join(' ')})`,
      },
      now,
    );
    return done;
  });
  const { publicUrl } = deps.ctx.config;
  const settings = [
    `OIDC_USE_ISSUER=${issuerUrl(publicUrl, 'use')}`,
    ...(created.info.mayCreate ? [`OIDC_CREATE_ISSUER=${issuerUrl(publicUrl, 'create')}`] : []),
    `OIDC_CLIENT_ID=${created.info.clientId}`,
    `OIDC_REDIRECT_URI=${created.info.redirectUris[0]}`,
  ];
  return { ...created, settings };
}

export async function deleteProductOidcClient(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  clientId: string,
): Promise<void> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const now = deps.ctx.now();
  await deps.ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteOidcClient(trx, product.id, clientId))) throw notFound('The OpenID client');
    await recordAudit(
      trx,
      { account, productId: product.id, action: 'oidc_client.deleted', detail: clientId },
      now,
    );
  });
}
