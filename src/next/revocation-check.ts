import type { AgeVerificationClient } from '../client/create-age-verification-client';
import { OfageError } from '../client/ofage-error';
import type { AgeGateStore } from './memory-store';
import { storeKey } from './store-key';
import { storeSince } from './store-since';
import type { AgeVerificationClaims } from './verification-claims';

export interface RevocationCheckOptions {
  store: AgeGateStore;
  client: Pick<AgeVerificationClient, 'getStatus'>;
  /** How long a revocation or a confirmation is remembered: the verified cookie's lifetime. */
  ttlSeconds: number;
  now: () => number;
}

/** Whether a verified token's verification is revoked; throws when that cannot be known now. */
export type RevocationCheck = (claims: AgeVerificationClaims) => Promise<boolean>;

/**
 * The gate's revocation lookup for a verified token that passed its signature check.
 *
 * 1. A revocation the store holds (a `Verification.Revoke` webhook, or an answer of step 3)
 *    denies.
 * 2. A token minted since the store's `since` needs nothing more: any revocation of it since
 *    reached the store (webhooks are retried for days; a restart does not lose them).
 * 3. An older token — minted before this process started, with the default store — may have been
 *    revoked while the store did not exist, so the service is asked (get-status) once per
 *    verification; the answer is kept in the store, so later checks ask nobody. A `revoked` or
 *    any status but PASS denies, and so does an id the service does not know (400). A service
 *    that cannot be asked now throws: the caller denies, and asks again next time.
 *
 * Concurrent checks of one verification share one get-status call.
 */
export function createRevocationCheck(options: RevocationCheckOptions): RevocationCheck {
  const { store, client, ttlSeconds, now } = options;
  const asking = new Map<string, Promise<boolean>>();

  async function askService(verificationId: string): Promise<boolean> {
    let revoked: boolean;
    try {
      const result = await client.getStatus(verificationId);
      revoked = result.id !== verificationId || result.status !== 'PASS' || !!result.revoked;
    } catch (error) {
      // The service does not know the id (deleted, or never its): it vouches for nothing.
      if (!(error instanceof OfageError && error.code === 'INVALID_INPUT')) throw error;
      revoked = true;
    }
    const key = revoked ? storeKey.revoked(verificationId) : storeKey.confirmed(verificationId);
    await store.set(key, '1', ttlSeconds);
    return revoked;
  }

  return async (claims) => {
    const id = claims.verificationId;
    if (await store.get(storeKey.revoked(id))) return true;
    if (claims.iat * 1000 >= (await storeSince(store, now))) return false;
    if (await store.get(storeKey.confirmed(id))) return false;
    let pending = asking.get(id);
    if (!pending) {
      pending = askService(id).finally(() => asking.delete(id));
      asking.set(id, pending);
    }
    return pending;
  };
}
