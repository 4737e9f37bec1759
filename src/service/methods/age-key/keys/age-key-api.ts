import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { WidgetState } from '../../kit/widget-types';
import type { ChallengePurpose } from './age-key-tables';
import type { CeremonyRefusal } from './ceremony-types';
import type { AgeKeyDecision } from './decide-age-key';

/**
 * The widget's age-key API (`/api/widget/age-key/options` then `/complete`), shared by the
 * handlers and the browser part. No answer carries a credential id, user handle or other value
 * that is the same at two merchants.
 */
export interface AgeKeyOptionsRequest {
  token: string;
  purpose: ChallengePurpose;
}

export type AgeKeyOptionsAnswer =
  | {
      outcome: 'options';
      options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON;
    }
  | { outcome: 'refused'; reason: CeremonyRefusal };

export type AgeKeyCompleteAnswer =
  | { outcome: 'refused'; reason: CeremonyRefusal }
  | { outcome: 'saved'; floor: number; testMode: boolean }
  | { outcome: 'updated'; floor: number; testMode: boolean }
  | { outcome: 'forgotten' }
  | {
      outcome: 'upgrade';
      reason: Extract<AgeKeyDecision, { outcome: 'upgrade' }>['reason'];
      floor: number;
    }
  | {
      outcome: 'recorded';
      decision: 'pass' | 'fail' | 'fraud' | 'inconclusive';
      attemptsLeft: number;
      state: WidgetState;
    };
