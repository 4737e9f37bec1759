import { useEffect, useRef, useState } from 'react';
import { format } from '../kit/i18n/format';
import { detectDevice } from '../kit/capabilities';
import { SimulatorPanel } from '../kit/simulator-panel';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import type { AttemptResponse } from '../kit/widget-types';
import type { BankAppWidgetMessages } from './messages';

interface Bank {
  id: string;
  name: string;
}

/** How often the widget asks how a trip to the bank in another tab ended. */
const WATCH_MS = 1500;

type Ended = 'declined' | 'refused' | 'failed';

/**
 * The bank-app method's widget part: one button per bank. It asks the service for the bank's
 * authorization URL and goes there — top level in this tab (on a phone the bank's app link
 * opens its app), from a frame in a new tab. From a frame it then watches the trip (`outcome`):
 * a result shows here at once, and so does a decline or a refusal at the bank, while the bank's
 * tab ends on a page that closes itself. Embedded web views never get here (display rule 7:
 * `methodsForDevice`). Test mode adds the simulator.
 */
export default function Widget(props: MethodWidgetProps<BankAppWidgetMessages>) {
  const m = props.messages;
  const [banks, setBanks] = useState<Bank[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [framed, setFramed] = useState(false);
  /** A trip to the bank in another tab is under way. */
  const [away, setAway] = useState(false);
  const [ended, setEnded] = useState<Ended | null>(null);
  const watching = useRef<AbortController | null>(null);
  // The shell passes a new `call` on every render: the list is fetched once, with the first.
  const call = useRef(props.call).current;
  useEffect(() => {
    setFramed(detectDevice(window).framed);
    call<{ providers: Bank[] }>('providers', undefined, { method: 'GET' })
      .then((r) => setBanks(r.providers))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => watching.current?.abort();
  }, [call]);

  /** Asks how the trip in the other tab ended until it has, and shows it here. */
  const watch = async (id: string): Promise<void> => {
    watching.current?.abort();
    const controller = new AbortController();
    watching.current = controller;
    setAway(true);
    try {
      while (!controller.signal.aborted) {
        await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
        if (controller.signal.aborted) return;
        const answer = await props.call<{ pending: true } | { outcome: Ended } | AttemptResponse>(
          `outcome?watch=${encodeURIComponent(id)}`,
          undefined,
          { method: 'GET', signal: controller.signal },
        );
        if ('pending' in answer) continue;
        setAway(false);
        if ('outcome' in answer) setEnded(answer.outcome);
        else props.onAttempt(answer);
        return;
      }
    } catch {
      // Unknown or expired, or offline: the event stream still brings a result.
      if (!controller.signal.aborted) setAway(false);
    }
  };

  const go = async (bank: Bank): Promise<void> => {
    setBusy(true);
    setError(null);
    setEnded(null);
    // Opened inside the click, so that no popup blocker stops it; pointed at the bank below.
    const tab = framed ? window.open('about:blank', '_blank') : null;
    if (tab) tab.opener = null;
    try {
      const { url, watch: id } = await props.call<{ url: string; watch: string }>('start', {
        provider: bank.id,
        tab: tab !== null,
      });
      if (tab) {
        tab.location.href = url;
        void watch(id);
      } else window.location.assign(url);
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
      {away && (
        <p className="muted" role="status" aria-live="polite" data-bank-away>
          {m.bankWaitTab}
        </p>
      )}
      {ended && (
        <p className="notice info" role="alert" data-bank-ended={ended}>
          {m[`bankOutcome.${ended}`]} {m.bankTryAgain}
        </p>
      )}
      <div className="actions">
        {banks?.map((bank) => (
          <button
            key={bank.id}
            type="button"
            className="btn"
            disabled={busy || props.busy}
            onClick={() => void go(bank)}
          >
            {format(props.locale, m.bankContinue, { name: bank.name })}
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
          locale={props.locale}
          methodName={m['method.bank-app']}
          messages={m}
          busy={props.busy}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}
