import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AttemptResponse } from '../kit/widget-types';
import { format } from '../kit/i18n/format';
import { SimulatorPanel } from '../kit/simulator-panel';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import type { CreditCardWidgetMessages } from './messages';
import { cardDeclineText, cardErrorText } from './card-error-messages';
import type { CardReason } from './card-evidence';
import type { UncountedCheck } from './check-card';
import { mountStripeCard, type MountedCard } from './stripe-elements';
import type { TestCardOutcome } from './test-processor';

interface Started {
  check: string;
  processor: 'stripe' | 'test';
  publishableKey?: string;
  clientSecret?: string;
  /** Test mode: the test cards and what each does on this service. */
  testCards?: TestCardOutcome[];
}

type Completed = AttemptResponse & { detail?: { reason?: CardReason; declineCode?: string } };

const CSS = `
.cc-test{display:grid;gap:0 1.25rem;align-items:start}
@media (min-width:36rem){.cc-test{grid-template-columns:minmax(13rem,16rem) minmax(0,1fr)}.cc-test .cc-tests{margin-top:.5rem}}
.cc-form{display:grid;gap:.75rem;max-width:22rem;margin:.5rem 0}
.cc-form label{display:grid;gap:.25rem;font-weight:600;font-size:.9375rem}
.cc-form input{font:inherit;font-weight:400;width:100%;padding:.5rem .625rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:inherit;min-height:2.75rem}
.cc-form .cc-two{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.cc-form .btn{justify-self:start}
.cc-stripe{padding:.75rem .625rem;border:1px solid #6b7280;border-radius:.375rem;min-height:2.75rem}
.cc-tests{margin:.75rem 0}
.cc-tests caption{text-align:start;font-weight:600;font-size:.875rem;padding-bottom:.25rem}
.cc-tests table{border-collapse:collapse;width:100%;font-size:.8125rem;color:#4b5563}
.cc-tests th{text-align:start;font-weight:600;padding-block:.25rem;padding-inline:0 .5rem}
.cc-tests td{padding-block:.25rem;padding-inline:0 .5rem;border-top:1px solid #e5e7eb;vertical-align:top}
.cc-tests .link{min-height:0;padding:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
`;

/** `4000008260000000` → `4000 0082 6000 0000`. */
const grouped = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The credit-card method's widget part: "Check a credit card" starts a check with the
 * verification's processor. Live: Stripe's own card fields (Stripe Elements) confirm a
 * SetupIntent, so the card never touches this service. Test mode: a card form for the test
 * processor's documented numbers, listed with what each does. Either way the service then asks
 * the processor for the verdict, and the reason is shown (debit, prepaid, declined: try another
 * card). Every processor problem is worded from its code (card-error-messages.ts), in the
 * widget's language.
 */
export default function Widget(props: MethodWidgetProps<CreditCardWidgetMessages>) {
  const m = props.messages;
  const id = useId();
  const [started, setStarted] = useState<Started | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const amount = checkAmount(m, props.locale, props.settings.currency);

  const fail = (e: unknown) => setNote(cardErrorText(m, e));

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
    const answer = await props.call<Completed | UncountedCheck>('complete', {
      check,
      ...(testCard ? { testCard } : {}),
    });
    const reason = answer.detail?.reason;
    setStarted(null);
    // A test card that proves nothing used no attempt: nothing for the shell to count.
    if ('counted' in answer) {
      setNote(`${reasonText(answer.detail)} ${m.cardNotCounted}`);
      return;
    }
    props.onAttempt(answer);
    if (reason && reason !== 'adult-credit-card') setNote(reasonText(answer.detail ?? {}));
  };

  const reasonText = (detail: { reason?: CardReason; declineCode?: string }): string =>
    detail.reason === 'declined'
      ? cardDeclineText(m, detail.declineCode)
      : m[`card.reason.${detail.reason ?? 'declined'}`];

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
          setNote(confirmed ? cardErrorText(m, confirmed.error) : m.cardStripeUnavailable);
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
      <style>{CSS}</style>
      <p className="muted">{m.cardHelp.replace('{amount}', () => amount)}</p>
      {note && (
        <p className="notice" role="alert" data-card-note>
          {note}
        </p>
      )}
      {started?.processor === 'stripe' ? (
        <form className="cc-form" onSubmit={(e) => void submit(e)}>
          <div ref={stripeBox} className="cc-stripe" />
          <button type="submit" className="btn" disabled={busy || props.busy}>
            {m.cardCheck}
          </button>
        </form>
      ) : started?.processor === 'test' ? (
        <div className="cc-test">
          <form className="cc-form" onSubmit={(e) => void submit(e)}>
            <label htmlFor={`${id}-number`}>
              {m.cardNumber}
              <input
                ref={numberInput}
                id={`${id}-number`}
                name="number"
                inputMode="numeric"
                autoComplete="off"
                required
              />
            </label>
            <div className="cc-two">
              <label htmlFor={`${id}-expiry`}>
                {m.cardExpiry}
                <input
                  id={`${id}-expiry`}
                  name="expiry"
                  autoComplete="off"
                  placeholder="MM/YY"
                  required
                />
              </label>
              <label htmlFor={`${id}-cvc`}>
                {m.cardCvc}
                <input
                  id={`${id}-cvc`}
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
              </label>
            </div>
            <button type="submit" className="btn" disabled={busy || props.busy}>
              {m.cardCheck}
            </button>
          </form>
          {started.testCards && (
            <div className="cc-tests">
              <table data-card-tests>
                <caption>{m.cardTestTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m.cardTestNumber}</th>
                    <th scope="col">{m.cardTestResult}</th>
                  </tr>
                </thead>
                <tbody>
                  {started.testCards.map((card) => (
                    <tr key={card.number}>
                      <td>
                        <button
                          type="button"
                          className="link"
                          aria-label={m.cardTestUse.replace('{number}', () => grouped(card.number))}
                          onClick={() => {
                            if (numberInput.current)
                              numberInput.current.value = grouped(card.number);
                            numberInput.current?.focus();
                          }}
                        >
                          {grouped(card.number)}
                        </button>
                      </td>
                      <td>{describeTestCard(m, props.locale, card)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
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
          locale={props.locale}
          methodName={m['method.credit-card']}
          messages={m}
          busy={props.busy}
          outcomes={CARD_OUTCOMES}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}

/**
 * The zero-amount check in the verification's currency (`check-currency.ts`), as the widget's
 * locale writes money, with the currency's code: `$0.00 (USD)`, `0,00 £ (GBP)`. Without a
 * currency, the amount bare.
 */
function checkAmount(m: CreditCardWidgetMessages, locale: string, currency: unknown): string {
  const bare = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0);
  if (typeof currency !== 'string') return bare;
  try {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0);
    return format(locale, m.cardAmount, { amount: money, code: currency });
  } catch {
    return bare;
  }
}

/** What a simulated card check can find: a card proves 18+ or nothing, never an age under it. */
const CARD_OUTCOMES = ['adult', 'inconclusive', 'fraudulent'] as const;

/** "Visa credit card, United Kingdom — confirms 18+", in the widget's language. */
function describeTestCard(
  m: CreditCardWidgetMessages,
  locale: string,
  card: TestCardOutcome,
): string {
  const { brand, funding, country } = card;
  const what =
    funding && country
      ? m['card.test.card']
          .replace('{brand}', () => brand)
          .replace('{funding}', () => m[`card.funding.${funding}`])
          .replace('{country}', () => regionName(locale, country))
      : brand;
  const does =
    card.outcome === 'declined'
      ? card.code === 'insufficient_funds'
        ? m['card.test.insufficient-funds']
        : m['card.test.declined']
      : m[`card.test.${card.outcome}`];
  return `${what} — ${does}`;
}

function regionName(locale: string, country: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
