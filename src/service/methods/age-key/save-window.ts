import { adoptWidgetSessionSecret, widgetSessionSecret } from '../kit/widget-session';

/** Marks the top-level window opened to create a key where a frame may not (Safari). */
export const WINDOW_PARAM = 'age-key';
const READY = 'ofage.age-key.window-ready';
const SESSION = 'ofage.age-key.session';
/** How long the save window waits for its opener's answer. */
const HANDSHAKE_MS = 3000;

/**
 * In the save window: asks the widget frame that opened it for its session secret, so that this
 * window may save a key from the result that frame completed (`requireCompletingSession`). Only
 * a window of the service's own origin is asked and believed, so a page elsewhere cannot plant a
 * secret of its choosing. Resolves at once in any other window, and without adopting anything
 * when no answer comes.
 */
export function receiveOpenerSession(win: Window): Promise<void> {
  const opener = win.opener as Window | null;
  const params = new URLSearchParams(win.location.search);
  if (!opener || params.get(WINDOW_PARAM) !== 'save') return Promise.resolve();
  const origin = win.location.origin;
  return new Promise((resolve) => {
    const done = (): void => {
      win.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve();
    };
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== origin || event.source !== opener) return;
      const data = event.data as { type?: string; secret?: unknown } | null;
      if (data?.type !== SESSION) return;
      adoptWidgetSessionSecret(data.secret);
      done();
    };
    const timer = setTimeout(done, HANDSHAKE_MS);
    win.addEventListener('message', onMessage);
    // Delivered only if the opener is on this origin (targetOrigin).
    opener.postMessage({ type: READY }, origin);
  });
}

/**
 * In the widget frame: answers the save window it opened (`popup`), and no other, with this
 * session's secret. True when `event` was that request.
 */
export function answerSaveWindow(event: MessageEvent, popup: Window | null): boolean {
  if (!popup || event.source !== popup || event.origin !== window.location.origin) return false;
  if ((event.data as { type?: string } | null)?.type !== READY) return false;
  popup.postMessage({ type: SESSION, secret: widgetSessionSecret() }, window.location.origin);
  return true;
}
