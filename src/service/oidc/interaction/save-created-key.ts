import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { insertAgeKey } from '../../methods/age-key/keys/age-key-store';
import type { AgeKeyEvidence } from '../../methods/age-key/keys/age-key-tables';
import type { AgeVerificationDetail } from '../create/authorization-details';
import { oidcDb } from '../oidc-tables';

const DAY_MS = 24 * 3600_000;

/**
 * Stores a key created through the create issuer: the credential with the floor the client's
 * verification proved (times at day precision, like every key), and beside it — not in the key
 * row — which client's verification by which method made it. False when the credential exists
 * or this verification already saved a key.
 */
export async function saveCreatedKey(
  ctx: ServiceContext,
  credential: WebAuthnCredential,
  detail: AgeVerificationDetail,
  client: { clientId: string; mode: 'test' | 'live' },
): Promise<boolean> {
  const evidence: AgeKeyEvidence = {
    floor: detail.floor,
    method: detail.method,
    assurance: detail.assurance,
    verifiedAt: Math.floor(detail.verifiedAt / DAY_MS) * DAY_MS,
    testMode: client.mode === 'test',
  };
  return ctx.db.transaction().execute(async (trx) => {
    // One verification saves one key, however often its pushed request was opened.
    const claimed = await oidcDb(trx)
      .updateTable('oidc_verification_ids')
      .set({ used_at: ctx.now() })
      .where('client_id', '=', client.clientId)
      .where('verification_id', '=', detail.verificationId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    if (!(await insertAgeKey(trx, credential, evidence))) return false;
    await oidcDb(trx)
      .insertInto('oidc_key_provenance')
      .values({
        credential_id: credential.id,
        client_id: client.clientId,
        method: detail.reportedMethod,
        created_at: Math.floor(ctx.now() / DAY_MS) * DAY_MS,
      })
      .execute();
    return true;
  });
}
