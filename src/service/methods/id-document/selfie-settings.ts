import type { ServiceContext } from '../../context';

export type KeyMode = 'test' | 'live';

/**
 * Whether a product's documents must be matched to a live selfie in `mode`. Default: on for
 * live keys (a document alone proves someone holds it, not that they are its holder), off for
 * test keys (so the generated specimens, which carry no portrait, read end to end).
 */
export async function selfieMatchOn(
  ctx: ServiceContext,
  productId: string,
  mode: KeyMode,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('id_document_settings')
    .select(['selfie_test', 'selfie_live'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const value = mode === 'live' ? row?.selfie_live : row?.selfie_test;
  return value === null || value === undefined ? mode === 'live' : Number(value) === 1;
}

/** Turns the selfie match on or off for a product's verifications in `mode`. */
export async function setSelfieMatch(
  ctx: ServiceContext,
  productId: string,
  mode: KeyMode,
  on: boolean,
): Promise<void> {
  const column = mode === 'live' ? 'selfie_live' : 'selfie_test';
  const values = { [column]: on ? 1 : 0, updated_at: ctx.now() };
  await ctx.db
    .insertInto('id_document_settings')
    .values({ product_id: productId, selfie_test: null, selfie_live: null, ...values })
    .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
    .execute();
}
