import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { oidcDb } from '../oidc-tables';

/** The prefix of every `request_uri` a pushed request gets (RFC 9126 §2.2). */
export const PUSHED_REQUEST_URN = 'urn:ietf:params:oauth:request_uri:';

/**
 * Marks a pushed request opened, the first time a browser brings its `request_uri` to the
 * authorization endpoint. The provider only consumes it when the authorization ends, so two
 * browsers could otherwise both open it and both go on; here the first one takes it. The mark is
 * a row beside the request's (model `<issuer>:PushedAuthorizationRequestOpened`, same id, same
 * expiry), and the insert is the check, so two instances racing agree. `unknown` (no such request,
 * expired or used) is left to the provider to refuse.
 */
export async function openPushedRequest(
  db: Kysely<Database>,
  issuer: string,
  requestUri: string,
  now: number,
): Promise<'opened' | 'already-opened' | 'unknown'> {
  if (!requestUri.startsWith(PUSHED_REQUEST_URN)) return 'unknown';
  const id = requestUri.slice(PUSHED_REQUEST_URN.length);
  const odb = oidcDb(db);
  const pushed = await odb
    .selectFrom('oidc_payloads')
    .select('expires_at')
    .where('model', '=', `${issuer}:PushedAuthorizationRequest`)
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (!pushed) return 'unknown';
  const inserted = await odb
    .insertInto('oidc_payloads')
    .values({
      model: `${issuer}:PushedAuthorizationRequestOpened`,
      id,
      payload: '{}',
      grant_id: null,
      uid: null,
      expires_at: pushed.expires_at,
      consumed_at: null,
    })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'opened' : 'already-opened';
}
