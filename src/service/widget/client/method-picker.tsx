import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { VerificationMethod } from '../../../protocol/verification-result';
import { format } from '../../methods/kit/i18n/format';
import type { WidgetMessages } from '../i18n/messages';
import { attemptsLabel } from './attempts-label';

/** The hand-off's code and link: a chunk of its own, loaded when the person opens it. */
const HandoffQr = lazy(() => import('../../methods/kit/handoff-qr'));

export interface MethodPickerProps {
  locale: string;
  messages: WidgetMessages;
  site: string;
  /** The page URL's query but `method`, for the form that works before the script runs. */
  query: [string, string][];
  /** What the verification offers here (test mode: every method; live: the live ones). */
  offered: VerificationMethod[];
  /** What of `offered` this device can run. */
  available: VerificationMethod[];
  attemptsOf(method: VerificationMethod): number;
  onPick(method: VerificationMethod): void;
  /** The hand-off QR code's URL for "continue on your phone", or null where it makes no sense. */
  qrSrc: string | null;
  notice: ReactNode;
}

/**
 * Step 1: the methods this verification offers on this device (the server's guess until the page
 * has looked), and the hand-off to a phone.
 */
export function MethodPicker(p: MethodPickerProps) {
  const m = p.messages;
  const [showQr, setShowQr] = useState(false);
  return (
    <>
      <p>{format(p.locale, m.intro, { site: p.site })}</p>
      {p.offered.length === 0 ? (
        <p className="notice info" role="status">
          {format(p.locale, m.noMethodsLive, { site: p.site })}
        </p>
      ) : p.available.length === 0 ? (
        <p className="notice info" role="status">
          {m.noMethodsDevice}
        </p>
      ) : (
        // A form: a tap before the page's script ran reloads the page with the method, which
        // then starts it; once the script runs, a tap starts it here.
        <form>
          {p.query.map(([name, value], i) => (
            <input key={i} type="hidden" name={name} value={value} />
          ))}
          <ul className="methods">
            {p.available.map((method) => {
              const left = p.attemptsOf(method);
              return (
                <li key={method}>
                  <button
                    name="method"
                    value={method}
                    className="method"
                    disabled={left === 0}
                    onClick={(e) => {
                      e.preventDefault();
                      p.onPick(method);
                    }}
                  >
                    <span>
                      <b>{m[`method.${method}`]}</b>
                      <span className="d">{m[`describe.${method}`]}</span>
                    </span>
                    {left < 3 && <span className="left">{attemptsLabel(p.locale, m, left)}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </form>
      )}
      {p.notice}
      {p.available.length > 0 && (
        <p className="muted">{format(p.locale, m.nextChoose, { site: p.site })}</p>
      )}
      {p.qrSrc && (
        <details
          onToggle={(e) => {
            // Opened once, the code and its link stay: the same link when it opens again.
            if (e.currentTarget.open) {
              setShowQr(true);
              e.currentTarget.scrollIntoView({ block: 'nearest' });
            }
          }}
        >
          <summary>{m.phoneToggle}</summary>
          {showQr && (
            <Suspense>
              <HandoffQr src={p.qrSrc} alt={m.qrAlt} linkLabel={m.phoneLink} failed={m.loadFailed}>
                {m.phoneHelp}
              </HandoffQr>
            </Suspense>
          )}
        </details>
      )}
    </>
  );
}
