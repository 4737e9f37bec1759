import type { ReactNode, RefObject } from 'react';
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
  messages: WidgetMessages;
  testMode: boolean;
  step: 1 | 2 | 3;
  heading: string;
  /** Set on the result step. */
  outcome: 'PASS' | 'FAIL' | null;
  children: ReactNode;
}) {
  const m = p.messages;
  const label = [m.stepLabelChoose, m.stepLabelVerify, m.stepResult][p.step - 1];
  return (
    <div ref={p.rootRef}>
      {p.testMode && (
        <div className="test" role="note">
          {m.testModeBar}
        </div>
      )}
      <main className="w">
        <p className="step">
          {format(p.locale, m.stepOf, { n: p.step })} — {label}
        </p>
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
