import { useId, type ReactNode, type RefObject } from 'react';
import { format } from '../../methods/kit/i18n/format';
import type { WidgetMessages } from '../i18n/messages';

/**
 * What every step shows around its content: the test-mode bar, "Step n of 3" and the step's
 * heading, which takes the focus when the step changes (`headingRef`).
 */
export function StepFrame(p: {
  rootRef: RefObject<HTMLDivElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  locale: string;
  languages: readonly { locale: string; name: string }[];
  messages: WidgetMessages;
  testMode: boolean;
  step: 1 | 2 | 3;
  heading: string;
  /** Set on the result step. */
  outcome: 'PASS' | 'FAIL' | null;
  children: ReactNode;
}) {
  const m = p.messages;
  const label = [m.stepLabelChoose, m.stepLabelVerify, m.stepResult][p.step - 1] ?? '';
  return (
    <div ref={p.rootRef}>
      {p.testMode && (
        <div className="test" role="note">
          {m.testModeBar}
        </div>
      )}
      <main className="w">
        <LanguageSwitcher label={m.language} locale={p.locale} languages={p.languages} />
        <p className="step">{format(p.locale, m.stepOf, { n: p.step, label })}</p>
        <h1
          ref={p.headingRef}
          tabIndex={-1}
          className={p.outcome === null ? undefined : p.outcome === 'PASS' ? 'ok' : 'bad'}
        >
          {p.heading}
        </h1>
        {p.children}
      </main>
    </div>
  );
}

/**
 * The language switcher: reloads the page in the chosen language (`lang` in its URL), which
 * keeps the verification (its state is the service's) and the language for the rest of it.
 */
function LanguageSwitcher(p: {
  label: string;
  locale: string;
  languages: readonly { locale: string; name: string }[];
}) {
  const id = useId();
  if (p.languages.length < 2) return null;
  const pick = (locale: string): void => {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', locale);
    window.location.assign(url);
  };
  return (
    <div className="lang">
      <label htmlFor={id}>{p.label}</label>
      <select id={id} value={p.locale} onChange={(e) => pick(e.target.value)}>
        {p.languages.map((l) => (
          <option key={l.locale} value={l.locale}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
