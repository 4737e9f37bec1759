import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { oidcDb } from '../oidc-tables';
import { createQuotaOf } from './create-permission';

/** A live client with the create permission, as the operator and the products see it. */
export interface CreateProvider {
  clientId: string;
  name: string;
  /** The host its redirect URIs are on: who the provider is, on the web. */
  host: string;
  productId: string;
  productName: string;
  createdAt: number;
  approvedAt: number | null;
  /** Pushed create requests per hour. */
  quota: number;
}

/**
 * The live clients registered to create keys, either those the operator approved (the
 * operator-trusted providers a product may choose among) or those awaiting approval.
 */
export async function listCreateProviders(
  db: Kysely<Database>,
  which: 'approved' | 'awaiting-approval',
): Promise<CreateProvider[]> {
  let query = oidcDb(db)
    .selectFrom('oidc_clients')
    .innerJoin('products', 'products.id', 'oidc_clients.product_id')
    .select([
      'oidc_clients.client_id',
      'oidc_clients.name',
      'oidc_clients.redirect_uris',
      'oidc_clients.product_id',
      'oidc_clients.created_at',
      'oidc_clients.create_approved_at',
      'oidc_clients.create_quota',
      'oidc_clients.mode',
      'products.name as product_name',
    ])
    .where('oidc_clients.mode', '=', 'live')
    .where('oidc_clients.may_create', '=', 1);
  query =
    which === 'approved'
      ? query.where('oidc_clients.create_approved_at', 'is not', null)
      : query.where('oidc_clients.create_approved_at', 'is', null);
  const rows = await query.orderBy('oidc_clients.created_at', 'asc').execute();
  return rows.map((r) => ({
    clientId: r.client_id,
    name: r.name,
    host: new URL((JSON.parse(r.redirect_uris) as string[])[0]!).host,
    productId: r.product_id,
    productName: r.product_name,
    createdAt: r.created_at,
    approvedAt: r.create_approved_at,
    quota: createQuotaOf(r),
  }));
}
