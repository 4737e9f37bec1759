import { useState } from 'react';
import { SimulatorPanel } from '../kit/simulator-panel';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import { runAgeKeyCeremony, upgradeState } from './age-key-ceremony';
import { ageKeyMessages, noteFor, type Note } from './age-key-messages';
import type { AgeKeyWidgetMessages } from './messages';

/**
 * The age-key method's widget part: "Use your age key" runs a WebAuthn assertion with a
 * discoverable credential (no username). A key whose evidence falls short asks the holder to
 * verify with another method (the shell's "choose another method") and update the key afterwards.
 * Test mode adds the simulator below.
 */
export default function Widget(props: MethodWidgetProps<AgeKeyWidgetMessages>) {
  const ak = props.ageKey;
  const locale = ak?.locale ?? 'en';
  const m = ageKeyMessages(locale);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const run = async (purpose: 'verify' | 'forget'): Promise<void> => {
    if (!ak) return;
    setBusy(true);
    setNote(null);
    const outcome = await runAgeKeyCeremony(ak.apiBase, ak.token, purpose);
    setBusy(false);
    if (outcome.outcome === 'recorded') {
      ak.onState(outcome.state);
      return;
    }
    if (outcome.outcome === 'upgrade') upgradeState.pending = true;
    setNote(noteFor(locale, m, outcome));
  };

  return (
    <>
      {ak && (
        <div className="actions">
          <button
            type="button"
            className="btn"
            disabled={busy || props.busy}
            onClick={() => void run('verify')}
          >
            {busy ? m.working : m.use}
          </button>
        </div>
      )}
      <p className="muted">{m.useHelp}</p>
      {note && (
        <p className={note.info ? 'notice info' : 'notice'} role="alert">
          {note.text}
        </p>
      )}
      <p className="muted">{m.noKey}</p>
      {ak && (
        <button type="button" className="link" disabled={busy} onClick={() => void run('forget')}>
          {m.forget}
        </button>
      )}
      {props.testMode && (
        <SimulatorPanel
          locale={props.locale}
          methodName={props.messages['method.age-key']}
          messages={props.messages}
          busy={props.busy}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}
