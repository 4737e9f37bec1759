import type { ServiceContext } from '../../context';
import { findAgeKey } from '../../methods/age-key/keys/age-key-store';
import { getProduct } from '../../products/products';
import { findOidcClient } from '../clients/oidc-clients';
import { answerThresholds, AGE_THRESHOLDS_CLAIM } from '../use/age-thresholds';
import { acceptedVouchers } from '../vouching/accepted-vouchers';
import type { OidcAccount, OidcKoaContext } from './oidc-provider-api';

/**
 * The use issuer's accounts are age keys (the account id is the credential id, which no relying
 * party sees: subjects are pairwise). Their only claim is `age_thresholds`: each threshold the
 * request asked about → whether the key's floor reaches it. A key with simulated (test-mode)
 * evidence answers false throughout to a live client. A revoked or forgotten key is no account,
 * and so is a key whose voucher the client's product no longer accepts (checked again here: the
 * operator may have withdrawn a provider since the key was used).
 */
export function findUseAccount(ctx: ServiceContext) {
  return async (koa: OidcKoaContext, sub: string): Promise<OidcAccount | undefined> => {
    const key = await findAgeKey(ctx.db, sub);
    if (!key || key.revoked_at !== null) return undefined;
    const client = koa.oidc.client
      ? await findOidcClient(ctx.db, koa.oidc.client.clientId)
      : undefined;
    const product = client ? await getProduct(ctx.db, client.product_id) : undefined;
    if (!product || !(await acceptedVouchers(ctx.db, product)(key.voucher))) return undefined;
    const liveClient = koa.oidc.client?.metadata().agekey_mode === 'live';
    const floor = key.test_mode === 1 && liveClient ? undefined : key.age_floor;
    return {
      accountId: sub,
      claims: (_use, _scope, claims) => {
        const request = claims?.[AGE_THRESHOLDS_CLAIM] as
          { values?: unknown; value?: unknown } | undefined;
        // Checked when asked (`assertClaimsParameter`); `value` is accepted like `values`.
        const asked = request?.values ?? request?.value;
        const thresholds = Array.isArray(asked)
          ? asked.filter((t): t is number => typeof t === 'number')
          : [];
        return thresholds.length > 0
          ? { sub, [AGE_THRESHOLDS_CLAIM]: answerThresholds(thresholds, floor) }
          : { sub };
      },
    };
  };
}

/** The create issuer's account is the key just saved; it answers no claims. */
export function findCreateAccount(ctx: ServiceContext) {
  return async (_koa: OidcKoaContext, sub: string): Promise<OidcAccount | undefined> => {
    const key = await findAgeKey(ctx.db, sub);
    if (!key || key.revoked_at !== null) return undefined;
    return { accountId: sub, claims: () => ({ sub }) };
  };
}
