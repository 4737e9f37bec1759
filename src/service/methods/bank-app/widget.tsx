import { useEffect, useState } from 'react';
import { detectDevice } from '../../widget/client/capabilities';
import { SimulatorPanel } from '../../widget/test-mode/simulator-panel';
import { TEST_BANK_APP_PATH } from './test-bank-app-path';
import type { MethodWidgetProps } from '../method-widget-props';

/**
 * The bank-app method's widget part. In test mode: the test bank app (the redirect flow) and the
 * simulator; the live hand-off arrives with the method's own issue, and until then live
 * verifications do not offer it.
 */
export default function Widget(props: MethodWidgetProps) {
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(detectDevice(window).framed), []);
  if (!props.testMode) return null;
  const m = props.messages;
  const href = `${TEST_BANK_APP_PATH}?token=${encodeURIComponent(props.token)}`;
  return (
    <>
      {/* The redirect flow of a third-party app: out to the (test) bank app, back via /result. */}
      <p className="muted">{m.bankAppHelp}</p>
      <p>
        <a className="btn" href={href} {...(framed ? { target: '_blank', rel: 'noopener' } : {})}>
          {m.bankAppOpen}
        </a>
      </p>
      <SimulatorPanel
        methodName={m['method.bank-app']}
        messages={m}
        busy={props.busy}
        onSimulate={props.onSimulate}
      />
    </>
  );
}
