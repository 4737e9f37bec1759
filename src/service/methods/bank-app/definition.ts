import type { MethodDefinition } from '../kit/method-definition';
import { bankSettings } from './bank-config';
import { bankAppMessages } from './messages';
import { bankCallback, listBanks, startBankLogin } from './bank-login';
import { bankOutcome } from './bank-watch';
import { simulateBankApp } from './simulate';
import { serveTestBank, TEST_BANK_BODY_BYTES, TEST_BANK_PATH } from './test-bank/test-bank';

/**
 * The bank-app method: OpenID Connect with the person's bank — the widget sends the person to
 * the bank (its app on a phone) → the bank returns to the service's callback with a code → the
 * service verifies the ID token and reads one age claim → evidence `bank-app`. Live when at
 * least one bank provider is configured (`OFAGE_BANK_PROVIDERS_FILE`); test verifications use
 * the test bank mounted at `/test-bank`.
 */
export const bankAppMethod: MethodDefinition = {
  id: 'bank-app',
  simulate: simulateBankApp,
  messages: bankAppMessages,
  settings: bankSettings,
  isLive: (ctx) => ctx.config.bank.providers.length > 0,
  actions: {
    providers: { httpMethod: 'GET', auth: 'widget', handle: listBanks },
    start: { httpMethod: 'POST', auth: 'widget', handle: startBankLogin },
    callback: { httpMethod: 'GET', auth: 'public', handle: bankCallback },
    outcome: { httpMethod: 'GET', auth: 'widget', handle: bankOutcome },
  },
  mount: {
    name: 'test bank',
    path: TEST_BANK_PATH,
    maxBodyBytes: TEST_BANK_BODY_BYTES,
    isOn: (config) => config.bank.testBank,
    serve: serveTestBank,
  },
};
