import { setSelfieMatch, type KeyMode } from '../methods/id-document/selfie-settings';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ownedProduct } from './owned-product';

/**
 * What turning the ID document's selfie match off costs, as the console says it: the document
 * then proves that someone holds a document of an adult, not that the person in front of the
 * camera is its holder — a sibling's or a parent's licence passes.
 */
export const SELFIE_MATCH_OFF_COST =
  'Without the selfie match, an ID document proves only that someone holds the document of an adult, not that they are its holder: a parent’s or an older sibling’s licence or passport passes.';

/** Sets the selfie match of a product's ID documents in test and in live mode. Audited. */
export async function updateIdSelfieMatch(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  on: Readonly<Record<KeyMode, boolean>>,
): Promise<void> {
  const product = await ownedProduct(deps.ctx, account, productId);
  for (const mode of ['test', 'live'] as const) {
    await setSelfieMatch(deps.ctx, product.id, mode, on[mode]);
  }
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: product.id,
      action: 'product.updated',
      detail: `ID document selfie match: test ${on.test ? 'on' : 'off'}, live ${on.live ? 'on' : 'off'}`,
    },
    deps.ctx.now(),
  );
}
