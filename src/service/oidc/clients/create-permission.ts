import type { OidcClientRow } from '../oidc-tables';

/**
 * Where a client stands on creating age keys:
 * - `none`: it only uses keys;
 * - `test-keys`: a test client; it creates test keys, which never pass a live check, without
 *   anyone's approval;
 * - `awaiting-approval`: a live client registered with the create permission, which the operator
 *   has not approved: it creates nothing;
 * - `approved`: the operator approved it (`ofage oidc-clients approve`): an operator-trusted
 *   provider, whose keys pass at every product that accepts it.
 */
export type CreateStatus = 'none' | 'test-keys' | 'awaiting-approval' | 'approved';

/** Pushed create requests a test client may make per hour. */
export const TEST_CREATE_QUOTA = 100;
/** Pushed create requests an approved live client may make per hour unless the operator says. */
export const DEFAULT_LIVE_CREATE_QUOTA = 1000;
/** The most the operator may allow one client per hour. */
export const MAX_CREATE_QUOTA = 1_000_000;

export function createStatus(
  row: Pick<OidcClientRow, 'may_create' | 'mode' | 'create_approved_at'>,
): CreateStatus {
  if (row.may_create !== 1) return 'none';
  if (row.mode === 'test') return 'test-keys';
  return row.create_approved_at === null ? 'awaiting-approval' : 'approved';
}

/** Whether the client may create keys now: a test client, or a live one the operator approved. */
export function mayCreateNow(
  row: Pick<OidcClientRow, 'may_create' | 'mode' | 'create_approved_at'>,
): boolean {
  const status = createStatus(row);
  return status === 'test-keys' || status === 'approved';
}

/** The pushed create requests the client may make per hour. */
export function createQuotaOf(row: Pick<OidcClientRow, 'mode' | 'create_quota'>): number {
  return row.create_quota ?? (row.mode === 'test' ? TEST_CREATE_QUOTA : DEFAULT_LIVE_CREATE_QUOTA);
}
