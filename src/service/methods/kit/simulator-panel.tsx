import { useId, useState, type FormEvent } from 'react';
import type { SimulationInput } from './method-widget-props';
import { format } from './i18n/format';
import type { KitMessages } from './i18n/locales';
import { SIMULATED_OUTCOMES, type SimulatedOutcome, type WalletKind } from './widget-types';

export interface SimulatorPanelProps {
  methodName: string;
  locale: string;
  messages: KitMessages;
  busy: boolean;
  /** Digital wallet: the wallet kinds to choose from. */
  walletKinds?: readonly WalletKind[];
  /**
   * The outcomes the method can produce, first the default (all of them unless given): a card
   * proves 18+ or nothing, so it offers no teen, child or custom age.
   */
  outcomes?: readonly SimulatedOutcome[];
  onSimulate(input: SimulationInput): void;
}

/** Test mode: choose what the method would have found, then submit it as one attempt. */
export function SimulatorPanel(props: SimulatorPanelProps) {
  const m = props.messages;
  const id = useId();
  const offered = props.outcomes ?? SIMULATED_OUTCOMES;
  const [outcome, setOutcome] = useState<SimulatedOutcome>(offered[0] ?? 'adult');
  const [age, setAge] = useState('25');
  const [wallet, setWallet] = useState<WalletKind | undefined>(props.walletKinds?.[0]);
  const [ageError, setAgeError] = useState(false);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const input: SimulationInput = { outcome };
    if (outcome === 'custom') {
      const n = Number(age);
      if (!/^\d{1,3}$/.test(age.trim()) || n > 120) {
        setAgeError(true);
        return;
      }
      input.age = n;
    }
    setAgeError(false);
    if (wallet) input.walletKind = wallet;
    props.onSimulate(input);
  };

  return (
    <form onSubmit={submit} aria-busy={props.busy}>
      <fieldset>
        <legend>{m.simTitle}</legend>
        <p className="muted">{format(props.locale, m.simHelp, { method: props.methodName })}</p>
        {props.walletKinds && (
          <div className="field">
            <label htmlFor={`${id}-wallet`}>{m.walletKind}</label>
            <select
              id={`${id}-wallet`}
              value={wallet}
              onChange={(e) => setWallet(e.target.value as WalletKind)}
            >
              {props.walletKinds.map((k) => (
                <option key={k} value={k}>
                  {m[`wallet.${k}`]}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="choices" role="radiogroup" aria-label={m.simTitle}>
          {offered.map((o) => (
            <label key={o}>
              <input
                type="radio"
                name={`${id}-outcome`}
                value={o}
                checked={outcome === o}
                onChange={() => setOutcome(o)}
              />
              {m[`outcome.${o}`]}
            </label>
          ))}
        </div>
        {outcome === 'custom' && (
          <div className="field">
            <label htmlFor={`${id}-age`}>{m.customAge}</label>
            <input
              id={`${id}-age`}
              inputMode="numeric"
              value={age}
              onChange={(e) => setAge(e.target.value)}
              aria-invalid={ageError}
              aria-describedby={ageError ? `${id}-age-error` : undefined}
            />
            {ageError && (
              <span id={`${id}-age-error`} className="bad" role="alert">
                {m.customAgeInvalid}
              </span>
            )}
          </div>
        )}
      </fieldset>
      <button type="submit" className="btn" disabled={props.busy}>
        {props.busy ? m.working : m.submit}
      </button>
    </form>
  );
}
