import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { detectDevice, methodsForDevice } from '../kit/capabilities';
import type { ResultOfferProps } from '../kit/method-client';
import { runAgeKeyCeremony, upgradeState } from './age-key-ceremony';
import { ageKeyMessages, noteFor } from './age-key-messages';
import { answerSaveWindow, WINDOW_PARAM } from './save-window';

const SAVED_MESSAGE = 'ofage.age-key.saved';
const SECTION_STYLE = { borderTop: '1px solid #e5e7eb', marginTop: '.75rem', paddingTop: '.5rem' };
const TITLE_STYLE = { fontSize: '1rem', margin: '.25rem 0' };

/**
 * The age-key part of the result screen (see AgeKeyResultOffer). Shown only where WebAuthn may
 * run (not in embedded web views, nor in frames without the publickey-credentials permissions),
 * and "save" or "update" only in the widget session that completed the verification (`mayGrant`).
 * Where the browser refuses to create a passkey inside the merchant's frame, a top-level window on
 * the service's origin does it on the user's click, with this session's secret handed over
 * window to window, and this frame continues when it closes.
 */
export default function ResultPanel({
  apiBase,
  token,
  locale,
  result,
  mayGrant,
}: ResultOfferProps) {
  const m = ageKeyMessages(locale);
  const [usable, setUsable] = useState(false);
  const [framed, setFramed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [offerWindow, setOfferWindow] = useState(false);
  const [note, setNote] = useState<{ text: string; info?: boolean } | null>(null);
  const popup = useRef<Window | null>(null);
  const byKey = result.method === 'age-key';
  const purpose = byKey ? 'forget' : upgradeState.pending ? 'update' : 'register';

  // Before the first paint: the panel does not pop in under the person's pointer a frame later.
  useLayoutEffect(() => {
    const device = detectDevice(window);
    setUsable(methodsForDevice(['age-key'], device).length === 1);
    setFramed(device.framed);
  }, []);

  // The creation window asks for this session's secret, then reports a saved key (same origin,
  // this frame its opener).
  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      if (answerSaveWindow(event, popup.current)) return;
      if (event.origin !== window.location.origin || event.source !== popup.current) return;
      if ((event.data as { type?: string } | null)?.type === SAVED_MESSAGE) {
        setDone(true);
        setOfferWindow(false);
        setNote({ text: m.saved, info: true });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [m.saved]);

  if (!usable || (!byKey && !mayGrant)) return null;

  const run = async (): Promise<void> => {
    setBusy(true);
    setNote(null);
    const outcome = await runAgeKeyCeremony(apiBase, token, purpose);
    setBusy(false);
    if (outcome.outcome === 'saved' || outcome.outcome === 'updated') {
      setDone(true);
      if (outcome.outcome === 'updated') upgradeState.pending = false;
      const text = noteFor(locale, m, outcome).text;
      setNote({ text: outcome.testMode ? `${text} ${m.savedTest}` : text, info: true });
      if (!framed && new URLSearchParams(window.location.search).get(WINDOW_PARAM) === 'save') {
        window.opener?.postMessage({ type: SAVED_MESSAGE }, window.location.origin);
        window.close();
      }
      return;
    }
    if (outcome.outcome === 'forgotten') setDone(true);
    if (outcome.outcome === 'declined' && framed && purpose === 'register') setOfferWindow(true);
    setNote(noteFor(locale, m, outcome));
  };

  const openWindow = (): void => {
    const url = new URL('/verify', window.location.origin);
    url.searchParams.set('token', token);
    url.searchParams.set(WINDOW_PARAM, 'save');
    popup.current = window.open(url, 'ofage-age-key', 'popup,width=480,height=640');
  };

  const title = byKey ? null : purpose === 'update' ? m.updateTitle : m.saveTitle;
  return (
    <section aria-label={title ?? m.forget} style={SECTION_STYLE}>
      {title && <h2 style={TITLE_STYLE}>{title}</h2>}
      {!byKey && <p className="muted">{purpose === 'update' ? m.updateHelp : m.saveHelp}</p>}
      {!done && (
        <div className="actions">
          <button
            type="button"
            className={byKey ? 'link' : 'btn'}
            disabled={busy}
            onClick={() => void run()}
          >
            {busy
              ? m.working
              : byKey
                ? m.forget
                : purpose === 'update'
                  ? m.updateButton
                  : m.saveButton}
          </button>
          {offerWindow && (
            <button type="button" className="link" onClick={openWindow}>
              {m.openWindow}
            </button>
          )}
        </div>
      )}
      {offerWindow && !done && <p className="muted">{m.windowHelp}</p>}
      {note && (
        <p className={note.info ? 'notice info' : 'notice'} role="status">
          {note.text}
        </p>
      )}
    </section>
  );
}
