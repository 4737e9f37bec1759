import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidInput } from '../../errors/service-error';
import { oidcDb, type OidcClientRow } from '../oidc-tables';
import { MAX_CREATE_QUOTA } from './create-permission';
import { findOidcClient } from './oidc-clients';

/**
 * The operator's decision on a live client's permission to create age keys: `approve` (with the
 * pushed create requests it may make per hour, or the default) makes it an operator-trusted
 * provider; `withdraw` ends that, and every key it vouched for answers as no key from then on,
 * everywhere. Only the `ofage` command calls this: a tenant's console never can. Throws
 * INVALID_INPUT saying why when the client cannot take the decision.
 */
export async function setCreateApproval(
  db: Kysely<Database>,
  clientId: string,
  decision: { approve: true; quota?: number | undefined } | { approve: false },
  now: number,
): Promise<OidcClientRow> {
  const row = await findOidcClient(db, clientId);
  if (!row) throw invalidInput(`no OpenID client ${clientId}: see ofage oidc-clients pending`);
  if (row.may_create !== 1) {
    throw invalidInput(
      `${clientId} was registered without the create permission: its owner registers a client that may create keys`,
    );
  }
  if (row.mode === 'test') {
    throw invalidInput(
      `${clientId} is a test client: it creates test keys, which never pass a live check, without approval`,
    );
  }
  if (!decision.approve) {
    if (row.create_approved_at === null) throw invalidInput(`${clientId} is not approved`);
    await oidcDb(db)
      .updateTable('oidc_clients')
      .set({ create_approved_at: null })
      .where('client_id', '=', clientId)
      .execute();
    return { ...row, create_approved_at: null };
  }
  const quota = decision.quota ?? row.create_quota;
  if (quota !== null && (!Number.isInteger(quota) || quota < 1 || quota > MAX_CREATE_QUOTA)) {
    throw invalidInput(
      `the quota must be a whole number of requests an hour, 1 to ${MAX_CREATE_QUOTA}`,
    );
  }
  const approvedAt = row.create_approved_at ?? now;
  await oidcDb(db)
    .updateTable('oidc_clients')
    .set({ create_approved_at: approvedAt, create_quota: quota })
    .where('client_id', '=', clientId)
    .execute();
  return { ...row, create_approved_at: approvedAt, create_quota: quota };
}
