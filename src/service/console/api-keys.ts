import { z } from 'zod';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyInfo,
  type KeyMode,
} from '../keys/api-keys';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError, notFound } from './console-error';
import { ownedProduct } from './owned-product';

export const ModeSchema = z.enum(['test', 'live']);

export function parseMode(input: unknown): KeyMode {
  const mode = ModeSchema.safeParse(input);
  if (!mode.success) throw new ConsoleError('INVALID_INPUT', 'mode must be test or live');
  return mode.data;
}

/** The product's keys of one mode, newest first: prefix, name, created, last used, revoked. */
export async function listProductKeys(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  mode: KeyMode,
): Promise<ApiKeyInfo[]> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const keys = await listApiKeys(deps.ctx.db, product.id);
  return keys.filter((k) => k.mode === parseMode(mode)).reverse();
}

/** Creates a key; the plain key is returned this once and never stored. */
export async function createProductKey(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  input: { mode: unknown; name?: string },
): Promise<{ key: string; info: ApiKeyInfo }> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const mode = parseMode(input.mode);
  const name = (input.name ?? '').trim().slice(0, 100) || `${mode} key`;
  const now = deps.ctx.now();
  return deps.ctx.db.transaction().execute(async (trx) => {
    const created = await createApiKey(trx, { productId: product.id, mode, name }, now);
    await recordAudit(
      trx,
      {
        account,
        productId: product.id,
        action: 'key.created',
        detail: `${created.info.prefix}… (${name})`,
      },
      now,
    );
    return created;
  });
}

/** Revokes a key of an owned product; the API refuses it from the next request on. */
export async function revokeProductKey(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  keyId: string,
): Promise<void> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const now = deps.ctx.now();
  await deps.ctx.db.transaction().execute(async (trx) => {
    const key = await trx
      .selectFrom('api_keys')
      .select(['prefix', 'name', 'revoked_at'])
      .where('id', '=', String(keyId))
      .where('product_id', '=', product.id)
      .executeTakeFirst();
    if (!key) throw notFound('the API key');
    if (key.revoked_at !== null) {
      throw new ConsoleError('INVALID_INPUT', `${key.prefix}… is already revoked`);
    }
    await revokeApiKey(trx, product.id, String(keyId), now);
    await recordAudit(
      trx,
      {
        account,
        productId: product.id,
        action: 'key.revoked',
        detail: `${key.prefix}… (${key.name})`,
      },
      now,
    );
  });
  deps.invalidateCaches();
}
