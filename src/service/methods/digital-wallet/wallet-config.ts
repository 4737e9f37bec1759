import path from 'node:path';
import { z } from 'zod';
import { methodSettings } from '../kit/method-settings';

/**
 * The digital-wallet method's part of the service configuration, `config.walletTrustFile`: the
 * JSON file of the trust anchors (IACA roots, SD-JWT VC issuer keys) of the wallets to accept
 * (`OFAGE_WALLET_TRUST_FILE`, as an absolute path). The method is live only with one; the file
 * is read when the method is first asked (`wallet-trust.ts`).
 */
export const walletSettings = methodSettings({
  key: 'walletTrustFile',
  env: z.object({ OFAGE_WALLET_TRUST_FILE: z.string().min(1).optional() }),
  read: (e): string | undefined =>
    e.OFAGE_WALLET_TRUST_FILE && path.resolve(e.OFAGE_WALLET_TRUST_FILE),
});
