import type { ServiceContext } from '../../context';
import type { BankProvider } from './bank-config';
import { TEST_BANK_CLIENT_ID, testBankFor } from './test-bank/test-bank';

/**
 * The banks a verification may use: test verifications the test bank (when `OFAGE_TEST_BANK` is
 * on), live ones the providers of `OFAGE_BANK_PROVIDERS_FILE`. Never the test bank for a live
 * verification, never a real bank for a test one.
 */
export async function bankProvidersFor(
  ctx: ServiceContext,
  mode: 'test' | 'live',
): Promise<BankProvider[]> {
  if (mode === 'live') return ctx.config.bank.providers;
  if (!ctx.config.bank.testBank) return [];
  const bank = await testBankFor(ctx);
  return [
    {
      id: 'test-bank',
      name: 'Test Bank',
      profile: 'generic',
      issuer: bank.issuer,
      clientId: TEST_BANK_CLIENT_ID,
      clientSecret: bank.clientSecret,
      privateJwk: undefined,
      ageClaim: 'age_over',
      requestObject: false,
      par: false,
      idTokenAlg: 'ES256',
      // The test bank is this service: plain HTTP when the service itself is (local development).
      allowHttp: bank.issuer.startsWith('http:'),
    },
  ];
}
