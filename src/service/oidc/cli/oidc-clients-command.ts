import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';
import { getProduct } from '../../products/products';
import { checkClientInput } from '../clients/client-input';
import { createOidcClient, deleteOidcClient, listOidcClients } from '../clients/oidc-clients';
import { issuerUrl } from '../oidc-paths';

export interface OidcClientsOptions {
  product?: string | undefined;
  mode: 'test' | 'live';
  name?: string | undefined;
  redirectUris: string[];
  thresholds?: string | undefined;
  mayCreate: boolean;
  client?: string | undefined;
}

export type OidcClientsAudit = (
  productId: string,
  entry: { action: 'oidc_client.created' | 'oidc_client.deleted'; detail: string },
) => Promise<void>;

/**
 * `ofage oidc-clients create|list|delete`: a product's OpenID clients, as the console manages
 * them. Returns what to print (human text and the --json data).
 */
export async function oidcClientsCommand(
  db: Kysely<Database>,
  action: string | undefined,
  opts: OidcClientsOptions,
  context: { now: number; publicUrl: string; audit: OidcClientsAudit },
): Promise<{ human: string; data: unknown }> {
  const productId = opts.product;
  if (!productId)
    throw new ServiceError('INVALID_INPUT', `oidc-clients ${action ?? ''} needs --product <id>`);
  if (!(await getProduct(db, productId))) {
    throw new ServiceError('INVALID_INPUT', `no product ${productId}: see ofage products list`);
  }
  switch (action) {
    case 'create': {
      const thresholds = opts.thresholds?.split(',').map((t) => Number(t.trim()));
      const input = checkClientInput({
        mode: opts.mode,
        name: opts.name,
        redirectUris: opts.redirectUris,
        thresholds,
        mayCreate: opts.mayCreate,
      });
      const { info, secret } = await createOidcClient(db, productId, input, context.now);
      await context.audit(productId, {
        action: 'oidc_client.created',
        detail: `${info.clientId} (${info.redirectUris.join(' ')})`,
      });
      const lines = [
        `OIDC_USE_ISSUER=${issuerUrl(context.publicUrl, 'use')}`,
        ...(info.mayCreate ? [`OIDC_CREATE_ISSUER=${issuerUrl(context.publicUrl, 'create')}`] : []),
        `OIDC_CLIENT_ID=${info.clientId}`,
        ...(secret ? [`OIDC_CLIENT_SECRET=${secret}`] : []),
        `OIDC_REDIRECT_URI=${info.redirectUris[0]}`,
      ];
      const note = secret
        ? '\n\nThe client secret is shown once: keep it on your server only (the create requests need it).'
        : '';
      return {
        human: `${lines.join('\n')}${note}`,
        data: { ...info, ...(secret ? { clientSecret: secret } : {}) },
      };
    }
    case 'list': {
      const clients = await listOidcClients(db, productId);
      return {
        human:
          clients
            .map(
              (c) =>
                `${c.clientId}  ${c.mode}  ${c.mayCreate ? 'use+create' : 'use'}  ages ${c.thresholds.join(',')}  ${c.redirectUris.join(' ')}`,
            )
            .join('\n') || 'no OpenID clients',
        data: clients,
      };
    }
    case 'delete': {
      const clientId = opts.client;
      if (!clientId)
        throw new ServiceError('INVALID_INPUT', 'oidc-clients delete needs --client <client id>');
      if (!(await deleteOidcClient(db, productId, clientId))) {
        throw new ServiceError('INVALID_INPUT', `no OpenID client ${clientId} in this product`);
      }
      await context.audit(productId, { action: 'oidc_client.deleted', detail: clientId });
      return { human: `deleted ${clientId}`, data: { deleted: clientId } };
    }
    default:
      throw new ServiceError(
        'INVALID_INPUT',
        `unknown command "oidc-clients ${action ?? ''}": use create, list or delete`,
      );
  }
}
