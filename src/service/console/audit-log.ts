import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Account } from './accounts';
import { consoleDb } from './console-database';

/**
 * What the audit log records: every change to keys, webhooks and product settings, made in the
 * console or with the `ofage` command, and the operator's account and age-key actions.
 */
export type AuditAction =
  | 'account.created'
  | 'account.password_reset'
  | 'age_key.revoked'
  | 'product.created'
  | 'product.updated'
  | 'key.created'
  | 'key.revoked'
  | 'webhook.url_set'
  | 'webhook.endpoint_added'
  | 'webhook.endpoint_removed'
  | 'webhook.secret_rotated'
  | 'webhook.secret_revealed'
  | 'webhook.test_sent'
  | 'webhook.retried'
  | 'webhook.replayed'
  | 'verification.revoked'
  | 'oidc_client.created'
  | 'oidc_client.deleted'
  | 'oidc_client.create_approved'
  | 'oidc_client.create_withdrawn'
  | 'signing_key.rotated'
  | 'signing_key.retired'
  | 'oidc_key.rotated'
  | 'console_secret.rotated';

export interface AuditEntry {
  action: AuditAction;
  accountEmail: string;
  detail: string | null;
  createdAt: number;
}

/** The actor of changes made with the `ofage` command (an operator at the server). */
export const CLI_ACTOR: Account = { id: 'cli', email: 'cli' };

/** The actor of changes made through the API with a product's test key (`register-app`). */
export const API_ACTOR: Account = { id: 'api', email: 'api (test key)' };

/** The `productId` of entries about no one product (accounts, age keys): the operator's log. */
export const SERVICE_WIDE = '';

/** Appends one entry (who, what, when). Pass the caller's transaction to commit with the change. */
export async function recordAudit(
  db: Kysely<Database>,
  entry: { account: Account; productId: string; action: AuditAction; detail?: string },
  now: number,
): Promise<void> {
  await consoleDb(db)
    .insertInto('console_audit_log')
    .values({
      product_id: entry.productId,
      account_id: entry.account.id,
      account_email: entry.account.email,
      action: entry.action,
      detail: entry.detail ?? null,
      created_at: now,
    })
    .execute();
}

/** The newest entries of a product's log (the caller has checked ownership). */
export async function listAudit(
  db: Kysely<Database>,
  productId: string,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await consoleDb(db)
    .selectFrom('console_audit_log')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    action: r.action as AuditAction,
    accountEmail: r.account_email,
    detail: r.detail,
    createdAt: r.created_at,
  }));
}
