import { SimulatorPanel } from '../../widget/test-mode/simulator-panel';
import type { MethodWidgetProps } from '../method-widget-props';

/**
 * The credit-card method's widget part. Only the test-mode simulator exists so far; the live capture
 * arrives with the method's own issue, and until then live verifications do not offer it.
 */
export default function Widget(props: MethodWidgetProps) {
  if (!props.testMode) return null;
  return (
    <SimulatorPanel
      methodName={props.messages['method.credit-card']}
      messages={props.messages}
      busy={props.busy}
      onSimulate={props.onSimulate}
    />
  );
}
