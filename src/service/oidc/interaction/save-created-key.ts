import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { ServiceContext } from '../../context';
import { insertAgeKey } from '../../methods/age-key/keys/age-key-store';
import type { AgeKeyEvidence } from '../../methods/age-key/keys/age-key-tables';
import { clientVoucher } from '../../methods/age-key/keys/vouchers';
import { mayCreateNow } from '../clients/create-permission';
import { findOidcClient } from '../clients/oidc-clients';
import type { AgeVerificationDetail } from '../create/authorization-details';
import { oidcDb } from '../oidc-tables';

const DAY_MS = 24 * 3600_000;

/**
 * Stores a key created through the create issuer: the credential with the floor the client's
 * verification proved (times at day precision, like every key), vouched for by the client, and
 * beside it which method the client reported. A test client makes a test key. `already-used`
 * when the credential exists or this verification already saved a key; `not-allowed` when the
 * client may not create keys (any more: the operator may have withdrawn its approval while the
 * person was on the page).
 */
export async function saveCreatedKey(
  ctx: ServiceContext,
  credential: WebAuthnCredential,
  detail: AgeVerificationDetail,
  clientId: string,
): Promise<'saved' | 'already-used' | 'not-allowed'> {
  return ctx.db.transaction().execute(async (trx) => {
    const client = await findOidcClient(trx, clientId);
    if (!client || !mayCreateNow(client)) return 'not-allowed';
    const evidence: AgeKeyEvidence = {
      floor: detail.floor,
      method: detail.method,
      assurance: detail.assurance,
      verifiedAt: Math.floor(detail.verifiedAt / DAY_MS) * DAY_MS,
      testMode: client.mode === 'test',
      voucher: clientVoucher(clientId),
    };
    // One verification saves one key, however often its pushed request was opened.
    const claimed = await oidcDb(trx)
      .updateTable('oidc_verification_ids')
      .set({ used_at: ctx.now() })
      .where('client_id', '=', clientId)
      .where('verification_id', '=', detail.verificationId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'already-used';
    if (!(await insertAgeKey(trx, credential, evidence))) return 'already-used';
    await oidcDb(trx)
      .insertInto('oidc_key_provenance')
      .values({
        credential_id: credential.id,
        client_id: clientId,
        method: detail.reportedMethod,
        created_at: Math.floor(ctx.now() / DAY_MS) * DAY_MS,
      })
      .execute();
    return 'saved';
  });
}
