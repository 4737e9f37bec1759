import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ServiceError } from '../../errors/service-error';
import { oidcDb, type OidcClientRow } from '../oidc-tables';
import type { OidcClientInput } from './client-input';
import { generateClientId, generateClientSecret, hashClientSecret } from './client-secret';
import { createQuotaOf, createStatus, type CreateStatus } from './create-permission';

/** What the console and the CLI show of a client: never its secret. */
export interface OidcClientInfo {
  clientId: string;
  productId: string;
  mode: 'test' | 'live';
  name: string;
  redirectUris: string[];
  thresholds: number[];
  mayCreate: boolean;
  /** Whether it may create keys now, and why not (`createStatus`). */
  createStatus: CreateStatus;
  /** Pushed create requests per hour it may make (meaningful when it may create). */
  createQuota: number;
  createdAt: number;
}

/** Clients one product may register. */
export const MAX_CLIENTS_PER_PRODUCT = 20;

export function toClientInfo(row: OidcClientRow): OidcClientInfo {
  return {
    clientId: row.client_id,
    productId: row.product_id,
    mode: row.mode,
    name: row.name,
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    thresholds: JSON.parse(row.thresholds) as number[],
    mayCreate: row.may_create === 1,
    createStatus: createStatus(row),
    createQuota: createQuotaOf(row),
    createdAt: row.created_at,
  };
}

/**
 * Registers an OpenID client of a product (input checked by `checkClientInput`). A client that
 * may create age keys gets a secret, returned here once and stored only as its hash; a client
 * that only uses keys is public (a browser app), protected by its exact redirect URIs and PKCE.
 * A live client registered to create keys creates none until the operator approves it.
 */
export async function createOidcClient(
  db: Kysely<Database>,
  productId: string,
  input: OidcClientInput,
  now: number,
): Promise<{ info: OidcClientInfo; secret: string | undefined }> {
  const odb = oidcDb(db);
  const count = await odb
    .selectFrom('oidc_clients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_CLIENTS_PER_PRODUCT) {
    throw new ServiceError(
      'FORBIDDEN',
      `this product already has ${MAX_CLIENTS_PER_PRODUCT} OpenID clients: delete one you no longer use`,
    );
  }
  const secret = input.mayCreate ? generateClientSecret() : undefined;
  const row: OidcClientRow = {
    client_id: generateClientId(input.mode),
    product_id: productId,
    mode: input.mode,
    name: input.name,
    redirect_uris: JSON.stringify(input.redirectUris),
    thresholds: JSON.stringify(input.thresholds),
    may_create: input.mayCreate ? 1 : 0,
    secret_hash: secret === undefined ? null : hashClientSecret(secret),
    created_at: now,
    // A live client creates keys only once the operator approves it, never on its owner's word.
    create_approved_at: null,
    create_quota: null,
  };
  await odb.insertInto('oidc_clients').values(row).execute();
  return { info: toClientInfo(row), secret };
}

export async function listOidcClients(
  db: Kysely<Database>,
  productId: string,
): Promise<OidcClientInfo[]> {
  const rows = await oidcDb(db)
    .selectFrom('oidc_clients')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map(toClientInfo);
}

export async function findOidcClient(
  db: Kysely<Database>,
  clientId: string,
): Promise<OidcClientRow | undefined> {
  return oidcDb(db)
    .selectFrom('oidc_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Deletes a product's client, and what the provider holds for it is useless from then on: the
 * provider looks the client up on every request. False when the product has no such client.
 */
export async function deleteOidcClient(
  db: Kysely<Database>,
  productId: string,
  clientId: string,
): Promise<boolean> {
  const result = await oidcDb(db)
    .deleteFrom('oidc_clients')
    .where('product_id', '=', productId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
