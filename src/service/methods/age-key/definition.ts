import type { MethodDefinition } from '../kit/method-definition';
import { AGE_KEY_CATALOGS } from './age-key-messages';
import { ageKeyMethodMessages } from './messages';
import { simulateAgeKey } from './simulate';

/**
 * The age key (WebAuthn passkey). Its key store and ceremonies are in `keys/`, served at their
 * own endpoints (`/api/widget/age-key/*`, widget/handlers/age-key.ts). Live whenever another
 * live method exists to create keys from: a live key can only be minted from a live pass (see
 * `liveMethods`).
 */
export const ageKeyMethod: MethodDefinition = {
  id: 'age-key',
  simulate: simulateAgeKey,
  messages: ageKeyMethodMessages,
  partMessages: AGE_KEY_CATALOGS,
  isLive: () => true,
};
