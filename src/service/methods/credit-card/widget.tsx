import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MethodCallError } from '../kit/call-method';
import type { AttemptResponse } from '../../widget/widget-types';
import { SimulatorPanel } from '../../widget/test-mode/simulator-panel';
import type { MethodWidgetProps } from '../method-widget-props';
import type { CardReason } from './card-evidence';
import { mountStripeCard, type MountedCard } from './stripe-elements';

interface Started {
  check: string;
  processor: 'stripe' | 'test';
  publishableKey?: string;
  clientSecret?: string;
}

type Completed = AttemptResponse & { detail?: { reason?: CardReason } };

/**
 * The credit-card method's widget part: "Check a credit card" starts a check with the
 * verification's processor. Live: Stripe's own card fields (Stripe Elements) confirm a
 * SetupIntent, so the card never touches this service. Test mode: a card form for the test
 * processor's documented numbers. Either way the service then asks the processor for the
 * verdict, and the reason is shown (debit, prepaid, declined: try another card).
 */
export default function Widget(props: MethodWidgetProps) {
  const m = props.messages;
  const [started, setStarted] = useState<Started | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const fail = (e: unknown) =>
    setNote(e instanceof MethodCallError || e instanceof Error ? e.message : String(e));

  const start = async (): Promise<void> => {
    setBusy(true);
    setNote(null);
    try {
      setStarted(await props.call<Started>('start', {}));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const complete = async (check: string, testCard?: Record<string, string>): Promise<void> => {
    const answer = await props.call<Completed>('complete', {
      check,
      ...(testCard ? { testCard } : {}),
    });
    const reason = answer.detail?.reason;
    setStarted(null);
    props.onAttempt(answer);
    if (reason && reason !== 'adult-credit-card') setNote(m[`card.reason.${reason}`]);
  };

  // Live: Stripe's card field, mounted once a Stripe check has started.
  const stripeBox = useRef<HTMLDivElement>(null);
  const stripeCard = useRef<MountedCard | null>(null);
  useEffect(() => {
    if (started?.processor !== 'stripe' || !stripeBox.current) return;
    let cancelled = false;
    mountStripeCard(stripeBox.current, started)
      .then((card) => {
        if (cancelled) card.destroy();
        else stripeCard.current = card;
      })
      .catch(() => setNote(m.cardStripeUnavailable));
    return () => {
      cancelled = true;
      stripeCard.current?.destroy();
      stripeCard.current = null;
    };
  }, [started, m.cardStripeUnavailable]);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!started) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setNote(null);
    try {
      if (started.processor === 'stripe') {
        const confirmed = await stripeCard.current?.confirm();
        if (!confirmed || confirmed.error) {
          setNote(confirmed?.error ?? m.cardStripeUnavailable);
          return;
        }
        await complete(started.check);
        return;
      }
      await complete(started.check, {
        number: String(form.get('number') ?? ''),
        expiry: String(form.get('expiry') ?? ''),
        cvc: String(form.get('cvc') ?? ''),
      });
    } catch (e) {
      // A used-up check (e.g. a 400 on a bad number): the next try starts a new one.
      setStarted(null);
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="muted">{m.cardHelp}</p>
      {note && (
        <p className="notice" role="alert">
          {note}
        </p>
      )}
      {started?.processor === 'stripe' ? (
        <form className="card-form" onSubmit={(e) => void submit(e)}>
          <div ref={stripeBox} className="card-field" />
          <button type="submit" className="btn" disabled={busy || props.busy}>
            {m.cardCheck}
          </button>
        </form>
      ) : started?.processor === 'test' ? (
        <form className="card-form" onSubmit={(e) => void submit(e)}>
          <label>
            {m.cardNumber}
            <input name="number" inputMode="numeric" autoComplete="off" required />
          </label>
          <label>
            {m.cardExpiry}
            <input name="expiry" autoComplete="off" placeholder="MM/YY" required />
          </label>
          <label>
            {m.cardCvc}
            <input name="cvc" inputMode="numeric" autoComplete="off" required />
          </label>
          <button type="submit" className="btn" disabled={busy || props.busy}>
            {m.cardCheck}
          </button>
          <p className="muted">{m.cardTestNumbers}</p>
        </form>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="btn"
            disabled={busy || props.busy}
            onClick={() => void start()}
          >
            {m.cardStart}
          </button>
        </div>
      )}
      {props.testMode && (
        <SimulatorPanel
          methodName={m['method.credit-card']}
          messages={m}
          busy={props.busy}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}
