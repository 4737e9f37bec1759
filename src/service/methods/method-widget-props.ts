import type { VerificationMethod } from '../../protocol/verification-result';
import type { WidgetMessages } from '../widget/i18n/messages';
import type { SimulatedOutcome, WalletKind } from '../widget/widget-types';
import type { AgeKeyContext } from './age-key/age-key-context';

/** A simulated attempt as the simulator panel submits it. */
export interface SimulationInput {
  outcome: SimulatedOutcome;
  age?: number;
  walletKind?: WalletKind;
}

/**
 * Props of a method's widget part (the client component loaded when the user picks it). The
 * widget shell owns the network and the result; the method part only captures.
 */
export interface MethodWidgetProps {
  method: VerificationMethod;
  messages: WidgetMessages;
  testMode: boolean;
  busy: boolean;
  onSimulate(input: SimulationInput): void;
  /** The widget session's token, for a method that hands off to another page (bank app). */
  token: string;
  /** For the age key's ceremonies (issue 6); other methods ignore it. */
  ageKey?: AgeKeyContext;
}
