/**
 * Who vouched for the age an age key proves, as stored with the key (`age_keys.voucher`):
 *
 * - `service`: the service's own verification (any method's pass in the widget). Which product
 *   ordered it is not recorded: the evidence was the service's own whichever product asked, and
 *   the product would link the key to the merchant where its holder first verified.
 * - `client:<client id>`: an OpenID create client reported the verification; the service took
 *   its word. Whether that word counts is the operator's and each product's decision.
 * - `unattributed`: written by no current code (the column's default, for a row an older
 *   instance inserts during an upgrade); accepted by no product.
 */
export type Voucher = typeof SERVICE_VOUCHER | `client:${string}` | typeof UNATTRIBUTED_VOUCHER;

export const SERVICE_VOUCHER = 'service';
export const UNATTRIBUTED_VOUCHER = 'unattributed';

const CLIENT_PREFIX = 'client:';

/** The voucher of keys a create client makes. */
export function clientVoucher(clientId: string): Voucher {
  return `${CLIENT_PREFIX}${clientId}`;
}

/** The create client a voucher names; undefined for the service's own and anything else. */
export function voucherClientId(voucher: string): string | undefined {
  return voucher.startsWith(CLIENT_PREFIX) && voucher.length > CLIENT_PREFIX.length
    ? voucher.slice(CLIENT_PREFIX.length)
    : undefined;
}

/**
 * Whether the party checking a key (a product's verification, or a use client of a product)
 * accepts the key's voucher. A key it does not accept is, to that party, no key at all.
 */
export type VoucherAcceptance = (voucher: string) => Promise<boolean>;

/**
 * For ceremonies that prove nothing to anyone (forgetting a key, or updating it with the
 * service's own evidence): any voucher, since the holder acts on their own key.
 */
export const ANY_VOUCHER: VoucherAcceptance = () => Promise.resolve(true);
