'use client';

import { type RefObject, useEffect, useId, useRef } from 'react';
import { GATE_ROUTES } from '../protocol/gate-api';
import { type AgeGateProps, WIDGET_ALLOW } from './age-gate-props';
import { AGE_GATE_CSS, appearanceStyle } from './age-gate-style';
import { useAgeGate } from './use-age-gate';
import { useFocusTrap } from './use-focus-trap';
import { warnThemeContrast } from './warn-theme-contrast';

export {
  AGE_GATE_LABELS,
  WIDGET_ALLOW,
  WIDGET_ANSWER_TIMEOUT_MS,
  type AgeGateLabels,
  type AgeGatePhase,
  type AgeGateProps,
} from './age-gate-props';
export type { AgeGateAppearance } from './age-gate-style';

/**
 * The age gate: a button that starts a verification session on the merchant's server, the
 * service's widget in an iframe (or top-level on narrow screens), and the server-side
 * confirmation. Widget messages are accepted only from the service origin, from its own
 * iframe, and for its own session id — and even then they only trigger the server's
 * get-status check; the gate opens on the server's answer.
 *
 * @example app/age-gate/page.tsx
 * ```tsx
 * import { AgeGate } from 'ofage/react';
 *
 * export default function AgeGatePage() {
 *   return <AgeGate />; // returns to ?returnTo= once verified
 * }
 * ```
 */
export function AgeGate(props: AgeGateProps) {
  const {
    basePath,
    labels,
    text,
    phase,
    message,
    errorCode,
    fallbackUrl,
    session,
    resultShown,
    height,
    frame,
    go,
    show,
    start,
    confirm,
    onFrameLoad,
  } = useAgeGate(props);
  const dialog = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const modal = props.mode === 'modal' && (phase === 'creating' || phase === 'widget');
  useFocusTrap(dialog, modal, () => show('cancelled', labels.cancelled), root);
  const headingId = useId();
  const appearance = props.appearance;
  const theme = appearance?.unstyled ? null : (appearance?.theme ?? 'auto');
  // Development only: the app's bundler inlines NODE_ENV, so a production build carries neither
  // the hook nor the checker. NODE_ENV is fixed for a build, so every render calls it or none does.
  if (process.env.NODE_ENV !== 'production') useThemeContrastWarning(root, theme);

  if (phase === 'verified' && props.children) return <>{props.children}</>;

  const busy = phase === 'checking' || phase === 'creating' || phase === 'confirming';
  const retry = phase === 'failed' || phase === 'error' || phase === 'cancelled';
  const frameShown = session && phase === 'widget';
  // The widget inline: the card widens and gives the widget (which has its own title) the room.
  const wide = frameShown && !modal;
  const button = (label: string, onClick: () => void, secondary?: boolean) => (
    <button
      type="button"
      className="ofage-button"
      data-secondary={secondary ? '' : undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const widget = frameShown && (
    <>
      <iframe
        ref={frame}
        src={session.url}
        title={labels.title}
        allow={WIDGET_ALLOW}
        onLoad={onFrameLoad}
        className="ofage-frame"
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
      {!resultShown && (
        <div className="ofage-actions">{button(labels.topLevel, () => go(session.url), true)}</div>
      )}
    </>
  );
  const content = busy ? (
    <p role="status" className="ofage-status">
      {labels[phase as 'checking' | 'creating' | 'confirming']}
    </p>
  ) : (
    widget
  );

  return (
    <div
      ref={root}
      className={`ofage-gate${props.className ? ` ${props.className}` : ''}`}
      data-ofage-state={phase}
      data-ofage-error={errorCode}
      data-ofage-theme={appearance?.theme === 'auto' ? undefined : appearance?.theme}
      style={appearanceStyle(appearance)}
      lang={text?.locale}
      dir={text?.dir}
    >
      {!appearance?.unstyled && (
        // React 19 hoists this into <head> once for every gate on the page, server-rendered too.
        <style href="ofage-age-gate" precedence="default">
          {AGE_GATE_CSS}
        </style>
      )}
      <section
        className="ofage-card"
        aria-labelledby={wide ? undefined : headingId}
        aria-label={wide ? labels.title : undefined}
        data-wide={wide ? '' : undefined}
        aria-busy={text ? undefined : true}
        // Its place kept, its text unseen until it is in the visitor's language.
        style={text ? undefined : { visibility: 'hidden' }}
      >
        {props.name && <p className="ofage-eyebrow">{props.name}</p>}
        {!wide && (
          <h2 id={headingId} className="ofage-title">
            {labels.heading}
          </h2>
        )}
        {phase === 'verified' && <p role="status">{labels.verified}</p>}
        {(phase === 'idle' || phase === 'checking') && <p>{labels.intro}</p>}
        {phase === 'idle' && (
          <>
            <ul className="ofage-list">
              <li>{labels.how}</li>
              <li>{props.name ? labels.kept.replace('{site}', props.name) : labels.keptUnnamed}</li>
              <li>{labels.ageKey}</li>
            </ul>
            {/* A form: the button works before this script has run (posted to the `session` route, it
                opens the widget top-level); once it runs, the card's own flow takes over. */}
            <form
              className="ofage-actions"
              method="post"
              action={`${basePath}/${GATE_ROUTES.session}`}
              onSubmit={(event) => {
                event.preventDefault();
                void start();
              }}
            >
              <input type="hidden" name="returnTo" value={props.returnTo} />
              <button className="ofage-button">{labels.start}</button>
            </form>
          </>
        )}
        {(retry || phase === 'pending') && (
          <div role="alert" className="ofage-alert">
            <p>
              {phase === 'failed'
                ? labels.failed
                : message || labels[phase as 'pending' | 'error' | 'cancelled']}
            </p>
            {phase === 'failed' && message && <p>{message}</p>}
          </div>
        )}
        {(retry || phase === 'pending' || fallbackUrl) && (
          <div className="ofage-actions">
            {phase === 'pending' && button(labels.checkAgain, () => void confirm())}
            {retry && button(labels.retry, () => void start())}
            {fallbackUrl && button(labels.topLevel, () => go(fallbackUrl), true)}
          </div>
        )}
        {modal ? (
          <div
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-label={labels.title}
            tabIndex={-1}
            data-ofage-modal=""
            className="ofage-modal"
          >
            <div className="ofage-card">
              {button(labels.close, () => show('cancelled', labels.cancelled), true)}
              {content}
            </div>
          </div>
        ) : (
          content
        )}
      </section>
    </div>
  );
}

/** In development, warns in the console about theme colours that miss WCAG 2.2 AA contrast. */
function useThemeContrastWarning(
  root: RefObject<HTMLDivElement | null>,
  theme: 'light' | 'dark' | 'auto' | null,
): void {
  useEffect(() => {
    if (theme && root.current) {
      warnThemeContrast(root.current, theme === 'auto' ? ['light', 'dark'] : [theme]);
    }
  }, [root, theme]);
}
