import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { oidcDb } from '../oidc-tables';
import { PUBLISH_AHEAD_MS, RETAIN_AFTER_MS, publishedKeys } from './signing-keys';

/** An ID-token key of the OpenID issuers and where it is in its life (`ofage oidc-keys list`). */
export interface IdTokenKeyState {
  kid: string;
  createdAt: number;
  /**
   * `next`: in the JWKS, signs from `signsFrom`; `signing`; `previous`: no longer signs, in the
   * JWKS until `publishedUntil`; `unpublished`: out of the JWKS, deleted later.
   */
  state: 'next' | 'signing' | 'previous' | 'unpublished';
  signsFrom?: number;
  publishedUntil?: number;
}

/**
 * Every ID-token key, newest first, as the issuers built at `now` publish and use them. The
 * issuers read the keys every ISSUERS_REFRESH_MS, so each state starts up to that much later.
 */
export async function listIdTokenKeys(
  db: Kysely<Database>,
  now: number,
): Promise<IdTokenKeyState[]> {
  const rows = await oidcDb(db)
    .selectFrom('oidc_keys')
    .select(['kid', 'created_at'])
    .orderBy('created_at', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const { signer, keep } = publishedKeys(rows, now);
  const signerIndex = rows.indexOf(signer);
  return rows.map((row, i): IdTokenKeyState => {
    const base = { kid: row.kid, createdAt: row.created_at };
    if (row === signer) return { ...base, state: 'signing' };
    if (i < signerIndex) {
      return { ...base, state: 'next', signsFrom: row.created_at + PUBLISH_AHEAD_MS };
    }
    if (keep.includes(row)) {
      const signerStarted = signer.created_at + PUBLISH_AHEAD_MS;
      return { ...base, state: 'previous', publishedUntil: signerStarted + RETAIN_AFTER_MS };
    }
    return { ...base, state: 'unpublished' };
  });
}
