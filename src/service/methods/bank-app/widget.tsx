import { useEffect, useRef, useState } from 'react';
import { format } from '../kit/i18n/format';
import { detectDevice } from '../kit/capabilities';
import { SimulatorPanel } from '../kit/simulator-panel';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import type { BankAppWidgetMessages } from './messages';

interface Bank {
  id: string;
  name: string;
}

/**
 * The bank-app method's widget part: one button per bank. It asks the service for the bank's
 * authorization URL and goes there — top level in this tab (on a phone the bank's app link
 * opens its app), from a frame in a new tab. The bank returns to the service's callback and
 * result page; this widget, if still open, learns the result from its event stream. Embedded
 * web views never get here (display rule 7: `methodsForDevice`). Test mode adds the simulator.
 */
export default function Widget(props: MethodWidgetProps<BankAppWidgetMessages>) {
  const m = props.messages;
  const [banks, setBanks] = useState<Bank[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [framed, setFramed] = useState(false);
  // The shell passes a new `call` on every render: the list is fetched once, with the first.
  const call = useRef(props.call).current;
  useEffect(() => {
    setFramed(detectDevice(window).framed);
    call<{ providers: Bank[] }>('providers', undefined, { method: 'GET' })
      .then((r) => setBanks(r.providers))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [call]);

  const go = async (bank: Bank): Promise<void> => {
    setBusy(true);
    setError(null);
    // Opened inside the click, so that no popup blocker stops it; pointed at the bank below.
    const tab = framed ? window.open('about:blank', '_blank') : null;
    if (tab) tab.opener = null;
    try {
      const { url } = await props.call<{ url: string }>('start', { provider: bank.id });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="muted">{m.bankHelp}</p>
      {banks?.length === 0 && <p className="notice">{m.bankNone}</p>}
      <div className="actions">
        {banks?.map((bank) => (
          <button
            key={bank.id}
            type="button"
            className="btn"
            disabled={busy || props.busy}
            onClick={() => void go(bank)}
          >
            {format(m.bankContinue, { name: bank.name })}
          </button>
        ))}
      </div>
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {props.testMode && (
        <SimulatorPanel
          methodName={m['method.bank-app']}
          messages={m}
          busy={props.busy}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}
