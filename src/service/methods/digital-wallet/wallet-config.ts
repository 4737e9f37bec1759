import path from 'node:path';
import { z } from 'zod';
import { methodSettings } from '../kit/method-settings';

/**
 * The digital-wallet method's part of the service configuration, `config.wallet`:
 * - `trustFile`: the JSON file of the trust anchors (IACA roots, SD-JWT VC issuer keys, AV
 *   attestation providers) of the wallets to accept (`OFAGE_WALLET_TRUST_FILE`, as an absolute
 *   path). The method is live only with one; the file is read when the method is first asked
 *   (`wallet-trust.ts`).
 * - `statusPolicy`: what a credential whose status list cannot be fetched gets
 *   (`OFAGE_WALLET_STATUS_POLICY`): `fail-closed` (the default) refuses it in both modes;
 *   `fail-open-in-test` lets test-mode verifications pass it. Live mode always fails closed.
 */
export const walletSettings = methodSettings({
  key: 'wallet',
  env: z.object({
    OFAGE_WALLET_TRUST_FILE: z.string().min(1).optional(),
    OFAGE_WALLET_STATUS_POLICY: z.enum(['fail-closed', 'fail-open-in-test']).default('fail-closed'),
  }),
  read: (e): WalletConfig => ({
    trustFile: e.OFAGE_WALLET_TRUST_FILE && path.resolve(e.OFAGE_WALLET_TRUST_FILE),
    statusPolicy: e.OFAGE_WALLET_STATUS_POLICY,
  }),
});

export interface WalletConfig {
  trustFile: string | undefined;
  statusPolicy: 'fail-closed' | 'fail-open-in-test';
}
