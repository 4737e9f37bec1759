import type { AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ageKeyDb, type AgeKeyEvidence, type AgeKeyRow } from './age-key-tables';

export async function findAgeKey(
  db: Kysely<Database>,
  credentialId: string,
): Promise<AgeKeyRow | undefined> {
  return ageKeyDb(db)
    .selectFrom('age_keys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** Stores a new key: the credential and its evidence, nothing else. False if the id exists. */
export async function insertAgeKey(
  db: Kysely<Database>,
  credential: WebAuthnCredential,
  evidence: AgeKeyEvidence,
): Promise<boolean> {
  const result = await ageKeyDb(db)
    .insertInto('age_keys')
    .values({
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      ...evidenceColumns(evidence),
      revoked_at: null,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The stored credential in the form @simplewebauthn/server verifies assertions with. */
export function credentialOf(row: AgeKeyRow): WebAuthnCredential {
  return {
    id: row.credential_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: row.counter,
    transports: JSON.parse(row.transports) as AuthenticatorTransportFuture[],
  };
}

/**
 * Moves the signature counter from `from` to `to`, only if nobody else moved it meanwhile: of two
 * racing assertions with the same counter (a cloned authenticator), one loses.
 */
export async function advanceCounter(
  db: Kysely<Database>,
  credentialId: string,
  from: number,
  to: number,
): Promise<boolean> {
  const result = await ageKeyDb(db)
    .updateTable('age_keys')
    .set({ counter: to })
    .where('credential_id', '=', credentialId)
    .where('counter', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces a live key's evidence and its voucher (after an upgrade: the new evidence is the
 * service's own, whoever vouched for the old). False when it is gone or revoked.
 */
export async function replaceEvidence(
  db: Kysely<Database>,
  credentialId: string,
  evidence: AgeKeyEvidence,
): Promise<boolean> {
  const result = await ageKeyDb(db)
    .updateTable('age_keys')
    .set(evidenceColumns(evidence))
    .where('credential_id', '=', credentialId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** "Forget my age key": the record is deleted, not marked. */
export async function deleteAgeKey(db: Kysely<Database>, credentialId: string): Promise<boolean> {
  const result = await ageKeyDb(db)
    .deleteFrom('age_keys')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function evidenceColumns(evidence: AgeKeyEvidence) {
  return {
    age_floor: evidence.floor,
    method: evidence.method,
    assurance: evidence.assurance,
    verified_at: evidence.verifiedAt,
    test_mode: evidence.testMode ? 1 : 0,
    voucher: evidence.voucher,
  };
}
