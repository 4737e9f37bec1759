import { setTestLivenessOff } from '../methods/facial-age-estimation/face-settings';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ownedProduct } from './owned-product';

/**
 * Switches the facial-estimation liveness check off (or back on) for a product's **test-mode**
 * verifications, so its developers can try the estimation with a photo or a laptop's fake camera.
 * Live verifications always check liveness. Audited like every product change.
 */
export async function updateFaceTestLiveness(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  off: boolean,
): Promise<void> {
  const product = await ownedProduct(deps.ctx, account, productId);
  await setTestLivenessOff(deps.ctx, product.id, off);
  await recordAudit(
    deps.ctx.db,
    {
      account,
      productId: product.id,
      action: 'product.updated',
      detail: `facial estimation liveness in test mode: ${off ? 'off' : 'on'}`,
    },
    deps.ctx.now(),
  );
}
