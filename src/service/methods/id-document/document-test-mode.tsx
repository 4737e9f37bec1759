import { useState } from 'react';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import { SimulatorPanel } from '../kit/simulator-panel';
import type { IdDocumentWidgetMessages } from './messages';
import { SPECIMEN_KINDS } from './specimen-kinds';

/** Test mode: specimen documents to photograph or upload, and the simulator. */
export function DocumentTestMode(props: MethodWidgetProps<IdDocumentWidgetMessages>) {
  const m = props.messages;
  return (
    <>
      <p className="muted">{m['id.specimens']}</p>
      <ul>
        {SPECIMEN_KINDS.map((kind) => (
          <li key={kind}>
            <Specimen
              href={`${props.apiBase}/methods/id-document/specimen?kind=${kind}&token=${encodeURIComponent(props.token)}`}
              kind={kind}
              label={m[`id.specimen.${kind}`]}
              show={m['id.show']}
            />
          </li>
        ))}
      </ul>
      <SimulatorPanel
        locale={props.locale}
        methodName={m['method.id-document']}
        messages={m}
        busy={props.busy}
        onSimulate={props.onSimulate}
      />
    </>
  );
}

/** A specimen to download, or to show on screen and photograph with a phone. */
function Specimen(p: { href: string; kind: string; label: string; show: string }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <a href={p.href} download={`specimen-${p.kind}.png`}>
        {p.label}
      </a>{' '}
      <button type="button" className="link" onClick={() => setShown((v) => !v)}>
        {p.show}
      </button>
      {shown && <img src={p.href} alt={p.label} style={{ display: 'block', maxWidth: '100%' }} />}
    </>
  );
}
