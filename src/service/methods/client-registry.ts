import type { VerificationMethod } from '../../protocol/verification-result';
import { ageKeyClient } from './age-key/client';
import { bankAppClient } from './bank-app/client';
import { creditCardClient } from './credit-card/client';
import { digitalWalletClient } from './digital-wallet/client';
import { facialAgeEstimationClient } from './facial-age-estimation/client';
import { idDocumentClient } from './id-document/client';
import type { MethodClient } from './kit/method-client';
import type { MethodsWidgetMessages } from './registry';

/**
 * The browser half of the registry (`registry.ts` is the server half): every method's client
 * manifest, by id. The widget shell renders from this list only, so adding a method touches its
 * folder and the two registries, never the shell.
 */
export const METHOD_CLIENTS: Readonly<
  Record<VerificationMethod, MethodClient<MethodsWidgetMessages>>
> = {
  'age-key': ageKeyClient,
  'facial-age-estimation': facialAgeEstimationClient,
  'id-document': idDocumentClient,
  'digital-wallet': digitalWalletClient,
  'credit-card': creditCardClient,
  'bank-app': bankAppClient,
};
