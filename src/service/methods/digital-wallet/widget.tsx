import { SimulatorPanel } from '../../widget/test-mode/simulator-panel';
import { WALLET_KINDS } from '../../widget/widget-types';
import type { MethodWidgetProps } from '../method-widget-props';

/**
 * The digital-wallet method's widget part: the three wallet kinds (EUDI Wallet, Apple Wallet,
 * Google Wallet). Only the test-mode simulator exists so far; live verifications do not offer it.
 */
export default function Widget(props: MethodWidgetProps) {
  if (!props.testMode) return null;
  return (
    <SimulatorPanel
      methodName={props.messages['method.digital-wallet']}
      messages={props.messages}
      busy={props.busy}
      walletKinds={WALLET_KINDS}
      onSimulate={props.onSimulate}
    />
  );
}
