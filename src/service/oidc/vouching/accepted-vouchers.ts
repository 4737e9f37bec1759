import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  SERVICE_VOUCHER,
  voucherClientId,
  type VoucherAcceptance,
} from '../../methods/age-key/keys/vouchers';
import type { Product } from '../../products/products';
import { createStatus } from '../clients/create-permission';
import { findOidcClient } from '../clients/oidc-clients';

/**
 * The vouchers a product's gates accept, for the widget's age key and the use issuer alike (one
 * function, so the two can never disagree):
 *
 * - the service's own verifications, always (a product that wants no age keys turns the method
 *   off);
 * - a live create client's keys while the operator trusts it (approved), and the product accepts
 *   it: every trusted provider by default (`ageKeyProviders` null), or only those it lists;
 * - a test client's keys (test keys) only at that client's own product: a tenant may try its own
 *   provider end to end, and nobody else takes a test client's word.
 *
 * Anything else (a withdrawn or deleted client, a client without the create permission, an
 * unattributed key) is not accepted. The client is read at each check, so an operator's
 * withdrawal holds at once.
 */
export function acceptedVouchers(
  db: Kysely<Database>,
  product: Pick<Product, 'id' | 'ageKeyProviders'>,
): VoucherAcceptance {
  return async (voucher) => {
    if (voucher === SERVICE_VOUCHER) return true;
    const clientId = voucherClientId(voucher);
    if (clientId === undefined) return false;
    const client = await findOidcClient(db, clientId);
    if (!client) return false;
    switch (createStatus(client)) {
      case 'test-keys':
        return client.product_id === product.id;
      case 'approved':
        return product.ageKeyProviders === null || product.ageKeyProviders.includes(clientId);
      default:
        return false;
    }
  };
}
