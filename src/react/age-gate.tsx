'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { OfageError, type OfageErrorCode } from '../client/ofage-error';
import {
  GATE_OUTCOME_PARAM,
  GATE_REASON_PARAM,
  GATE_ROUTES,
  RETURN_TO_PARAM,
  gateFailureMessage,
  type CreateSessionResult,
  type GateDiagnosis,
  type GateStatus,
} from '../protocol/gate-api';
import { safeReturnTo } from '../protocol/safe-return-to';
import { useAgeGateContext } from './age-gate-provider';
import { AGE_GATE_CSS, appearanceStyle, type AgeGateAppearance } from './age-gate-style';
import { AGE_GATE_CHANGE_EVENT, callGate } from './fetch-gate-status';
import { parseWidgetMessage } from './parse-widget-message';
import { useFocusTrap } from './use-focus-trap';

/**
 * Spec display rule 1's four features, in one attribute, plus `digital-credentials-get` so the
 * digital-wallet method can call the Digital Credentials API from the frame (issue 14).
 */
export const WIDGET_ALLOW =
  'camera; payment; publickey-credentials-get; publickey-credentials-create; digital-credentials-get';

/**
 * How long `<AgeGate>` waits, after its iframe loaded, for the widget's first message (it posts
 * `Widget.Resize` as soon as it renders). A frame the service refuses to be embedded in (CSP
 * `frame-ancestors`: the site is not on the product's allowed origins) or that the site's own
 * `frame-src` blocks still fires `load`, but never posts anything.
 */
export const WIDGET_ANSWER_TIMEOUT_MS = 10_000;

/** The texts `<AgeGate>` shows; override any of them with `labels`. */
export const AGE_GATE_LABELS = {
  heading: 'Verify your age',
  intro: 'You must be of legal age to see this page. Verify your age to continue.',
  how: 'About a minute, with a method you choose: a selfie, an ID, a digital wallet, an age key…',
  /** `{site}` is the `name` prop, or "This site". */
  kept: '{site} gets only the result, never your name, photos or documents. Images are not stored.',
  ageKey: 'Then save an age key on this device: next time takes one tap.',
  start: 'Verify my age',
  checking: 'Checking your age verification…',
  creating: 'Starting verification…',
  confirming: 'Confirming your result…',
  verified: 'Your age is verified.',
  failed: 'We could not verify your age.',
  pending: 'Your verification has not finished yet.',
  checkAgain: 'Check again',
  error: 'Something went wrong with the verification. Please try again.',
  mismatch: 'That verification was started in another browser. Please start again here.',
  cancelled: 'Verification cancelled.',
  retry: 'Try again',
  close: 'Close',
  topLevel: 'Having trouble? Continue in this window',
  unresponsive: 'The verification could not be shown here. Please continue in this window.',
  title: 'Age verification',
};
export type AgeGateLabels = typeof AGE_GATE_LABELS;

export type AgeGatePhase =
  | 'checking'
  | 'idle'
  | 'creating'
  | 'widget'
  | 'confirming'
  | 'verified'
  | 'pending'
  | 'failed'
  | 'error'
  | 'cancelled';

export type { AgeGateAppearance } from './age-gate-style';

export interface AgeGateProps {
  /** Your shop's (the product's) name, shown on the card. */
  name?: string;
  /**
   * Colours, radius, font and theme of the card (also settable as CSS variables on
   * `.ofage-gate`); `{ unstyled: true }` renders the markup without a stylesheet.
   */
  appearance?: AgeGateAppearance;
  /** Shown once the server has confirmed the verification (when not navigating to `returnTo`). */
  children?: ReactNode;
  /** Where to go once verified; default the page's `?returnTo=`. Same-origin paths only. */
  returnTo?: string;
  /** Called once the server has confirmed the verification. */
  onVerified?: (status: GateStatus) => void;
  /**
   * Called with every error the gate shows (state `error`): branch on `error.code` (see the
   * error table in docs/merchant/errors.md), e.g. to report `WIDGET_UNRESPONSIVE` to your
   * monitoring.
   */
  onError?: (error: OfageError) => void;
  /** `inline` (default) embeds the widget in the page; `modal` opens it in a dialog. */
  mode?: 'inline' | 'modal';
  /** `auto` (default): iframe, or the top-level redirect flow on narrow screens or in a frame. */
  flow?: 'auto' | 'iframe' | 'redirect';
  /** Viewport width in px below which `auto` uses the redirect flow; default 640. */
  redirectBelow?: number;
  /** The route handlers' base path; default from `<AgeGateProvider>` or `/api/age-gate`. */
  basePath?: string;
  /** Pins the widget origin; default the origin of the widget URL the server returns. */
  serviceOrigin?: string;
  /**
   * When to leave the widget: `done` (default) keeps the widget open on its result screen — where
   * it offers to save an age key — and confirms when the person clicks Done
   * (`Widget.ExitReview`); `result` confirms and continues as soon as the widget reports a result.
   */
  continueOn?: 'result' | 'done';
  /** Initial iframe height in px until the widget reports its own; default 600. */
  height?: number;
  /**
   * Milliseconds after the iframe loaded within which the widget must answer, or the gate shows
   * `WIDGET_UNRESPONSIVE`; default {@link WIDGET_ANSWER_TIMEOUT_MS}.
   */
  widgetTimeout?: number;
  labels?: Partial<AgeGateLabels>;
  className?: string;
  /** Injected for tests. */
  fetch?: typeof fetch;
  /** Injected for tests; default `location.assign`. */
  navigate?: (url: string) => void;
}

/** Where to go once verified: `returnTo`, else the page's `?returnTo=`; same-origin paths only. */
const returnTarget = (returnTo: string | undefined, fallback: string): string =>
  safeReturnTo(
    returnTo ?? new URLSearchParams(window.location.search).get(RETURN_TO_PARAM),
    fallback,
  );

interface Session {
  id: string;
  url: string;
  origin: string;
}

/**
 * Whether this is the app's production build. Written so the app's bundler (Next, Vite) inlines
 * `process.env.NODE_ENV` and drops the development-only diagnostics from production bundles.
 */
const isProduction = (): boolean => process.env.NODE_ENV === 'production';

/**
 * What to fix when the widget frame loaded but never spoke: what the gate route's `diagnose`
 * found (development), else almost always the allowed origins.
 */
function widgetUnresponsive(serviceOrigin: string, found: GateDiagnosis['problems']): OfageError {
  const site = window.location.origin;
  return new OfageError(
    'WIDGET_UNRESPONSIVE',
    found.length
      ? found.map((p) => p.message).join(' ')
      : `The widget (${serviceOrigin}) did not answer in its frame: add ${site} to "Allowed ` +
          `embedding origins" in your product's settings (${serviceOrigin}/console), or allow ` +
          `${serviceOrigin} in this site's CSP frame-src; then reload.`,
  );
}

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
  const context = useAgeGateContext();
  const basePath = props.basePath ?? context.basePath;
  const doFetch = props.fetch ?? context.fetch;
  const labels = { ...AGE_GATE_LABELS, ...props.labels };
  const [phase, setPhase] = useState<AgeGatePhase>('checking');
  const [message, setMessage] = useState('');
  const [errorCode, setErrorCode] = useState<OfageErrorCode>();
  /** The widget URL to open top-level when its frame did not work. */
  const [fallbackUrl, setFallbackUrl] = useState<string>();
  const [session, setSession] = useState<Session>();
  const [height, setHeight] = useState(props.height ?? 600);
  const frame = useRef<HTMLIFrameElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  /**
   * The widget's own word on our session's result. When another tab finished the verification
   * (the bank's, in a new tab), its callback has confirmed and cleared this browser's session,
   * so the server can no longer say why it failed; the widget's FAIL, with its reason, is then
   * what this tab shows. Only ever a failure: a DOM message never opens the gate.
   */
  const reported = useRef<{ status: 'PASS' | 'FAIL'; failureReason?: string } | null>(null);

  const go = useCallback((url: string) => {
    (latest.current.navigate ?? ((u: string) => window.location.assign(u)))(url);
  }, []);

  const finish = useCallback(
    (status: GateStatus) => {
      setPhase('verified');
      window.dispatchEvent(new Event(AGE_GATE_CHANGE_EVENT));
      latest.current.onVerified?.(status);
      const target = returnTarget(latest.current.returnTo, '');
      if (target) go(target);
    },
    [go],
  );

  const show = useCallback((next: AgeGatePhase, text = '') => {
    setSession(undefined);
    setErrorCode(undefined);
    setFallbackUrl(undefined);
    setMessage(text);
    setPhase(next);
  }, []);

  /** The `error` state for `error` (an {@link OfageError}, or wrapped in one), shown as `text`. */
  const fail = useCallback(
    (error: unknown, text?: string) => {
      const problem =
        error instanceof OfageError
          ? error
          : new OfageError('INVALID_RESPONSE', (error as Error).message, { cause: error });
      show('error', text ?? problem.message);
      setErrorCode(problem.code);
      latest.current.onError?.(problem);
    },
    [show],
  );

  const confirm = useCallback(
    async (attempt = 0): Promise<void> => {
      setPhase('confirming');
      try {
        const status = await callGate<GateStatus>(GATE_ROUTES.confirm, {
          basePath,
          fetch: doFetch,
          method: 'POST',
        });
        if (status.verified) return finish(status);
        if (status.state === 'pending' && attempt < 2) {
          // The DOM message can overtake the service's commit by a moment.
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return confirm(attempt + 1);
        }
        if (status.state === 'pending') return show('pending', labels.pending);
        const widgetSaid = reported.current;
        if (status.state === 'unverified' && widgetSaid?.status === 'FAIL') {
          return show('failed', gateFailureMessage(widgetSaid.failureReason));
        }
        show(status.state === 'failed' ? 'failed' : 'error', status.message);
      } catch (error) {
        fail(error);
      }
    },
    [basePath, doFetch, finish, show, fail, labels.pending],
  );

  // On mount: already verified (or finished elsewhere)? And what did the redirect flow say?
  useEffect(() => {
    let active = true;
    const query = new URLSearchParams(window.location.search);
    const outcome = query.get(GATE_OUTCOME_PARAM);
    callGate<GateStatus>(GATE_ROUTES.status, { basePath, fetch: doFetch })
      .then((status) => {
        if (!active) return;
        if (status.verified) return finish(status);
        if (outcome === 'failed') {
          // The callback cleared the session: the reason came along in the URL.
          const why =
            status.state === 'failed'
              ? status.message
              : gateFailureMessage(query.get(GATE_REASON_PARAM));
          return show('failed', why);
        }
        if (outcome === 'pending') return show('pending', labels.pending);
        if (outcome === 'mismatch') return show('error', labels.mismatch);
        if (outcome === 'error') return show('error', labels.error);
        setPhase('idle');
      })
      .catch(() => active && setPhase('idle'));
    return () => {
      active = false;
    };
    // Once per mount: later prop changes must not re-run the check.
  }, []);

  const start = useCallback(async () => {
    setMessage('');
    setPhase('creating');
    const flow = latest.current.flow ?? 'auto';
    const redirect =
      flow === 'redirect' ||
      (flow === 'auto' &&
        (window.innerWidth < (latest.current.redirectBelow ?? 640) || window.self !== window.top));
    try {
      const returnTo = returnTarget(latest.current.returnTo, '/');
      const created = await callGate<CreateSessionResult>(GATE_ROUTES.session, {
        basePath,
        fetch: doFetch,
        method: 'POST',
        body: { returnTo },
      });
      const origin = new URL(created.url).origin;
      const pinned = latest.current.serviceOrigin;
      if (pinned && new URL(pinned).origin !== origin) {
        throw new OfageError(
          'INVALID_CONFIG',
          `The widget URL (${origin}) is not on the configured serviceOrigin (${pinned}).`,
        );
      }
      if (redirect) return go(created.url);
      setSession({ id: created.id, url: created.url, origin });
      setPhase('widget');
    } catch (error) {
      fail(error);
    }
  }, [basePath, doFetch, go, fail]);

  // The widget must speak soon after its frame loaded; silence means it is not really there.
  const answered = useRef(false);
  const silence = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** What the gate route's `diagnose` found for this page (development only). */
  const found = useRef<GateDiagnosis['problems']>([]);
  const unresponsive = useCallback(
    (current: Session) => {
      const problem = widgetUnresponsive(current.origin, found.current);
      // Always in the console; on the page only in development, where the developer reads it.
      console.error(`[ofage] ${problem.message}`);
      fail(problem, isProduction() ? labels.unresponsive : problem.message);
      setFallbackUrl(current.url);
    },
    [fail, labels.unresponsive],
  );
  useEffect(() => {
    answered.current = false;
    reported.current = null;
    found.current = [];
    let active = true;
    // In development, ask the gate route what would stop the widget here: a page origin the
    // product does not allow gets a refused (grey) frame, so say so at once rather than wait.
    if (session && !isProduction()) {
      callGate<GateDiagnosis>(
        `${GATE_ROUTES.diagnose}?origin=${encodeURIComponent(window.location.origin)}`,
        { basePath, fetch: doFetch },
      ).then(
        (diagnosis) => {
          if (!active || answered.current || !Array.isArray(diagnosis.problems)) return;
          found.current = diagnosis.problems;
          if (found.current.some((p) => p.code === 'ORIGIN_NOT_ALLOWED')) unresponsive(session);
        },
        () => undefined,
      );
    }
    return () => {
      active = false;
      clearTimeout(silence.current);
    };
  }, [session]);
  const onFrameLoad = useCallback(() => {
    if (!session || answered.current) return;
    clearTimeout(silence.current);
    silence.current = setTimeout(() => {
      if (!answered.current) unresponsive(session);
    }, latest.current.widgetTimeout ?? WIDGET_ANSWER_TIMEOUT_MS);
  }, [session, unresponsive]);

  useEffect(() => {
    if (!session) return;
    // `continueOn: 'done'` (the default): the widget reported a result for our session, and Done closes it.
    let resultSeen = false;
    const onMessage = (event: MessageEvent) => {
      // Only the service's origin, only our own iframe: a spoofed window or another frame on
      // the page cannot drive the gate.
      if (event.origin !== session.origin) return;
      if (!event.source || event.source !== frame.current?.contentWindow) return;
      const msg = parseWidgetMessage(event.data);
      if (!msg) return;
      answered.current = true;
      clearTimeout(silence.current);
      if (msg.eventType === 'Widget.Resize') {
        setHeight(Math.min(4000, Math.max(200, Math.round(msg.data.height))));
      } else if (msg.eventType === 'Verification.Result') {
        const ids = [msg.data.id, msg.data.verificationId].filter((v) => v !== undefined);
        if (!ids.every((v) => v === session.id)) return;
        reported.current = msg.data;
        if (latest.current.continueOn !== 'result') resultSeen = true;
        else void confirm();
      } else if (msg.eventType === 'Verification.Error') {
        fail(new OfageError('WIDGET_ERROR', 'The widget reported an error.'), labels.error);
      } else if (resultSeen) {
        // Done after a result: only now ask the server, which alone decides whether the gate opens.
        void confirm();
      } else {
        show('cancelled', labels.cancelled);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session, confirm, show, fail, labels.error, labels.cancelled]);

  const modal = props.mode === 'modal' && (phase === 'creating' || phase === 'widget');
  useFocusTrap(dialog, modal, () => show('cancelled', labels.cancelled), root);
  const headingId = useId();
  const appearance = props.appearance;

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
      <div className="ofage-actions">{button(labels.topLevel, () => go(session.url), true)}</div>
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
              <li>{labels.kept.replace('{site}', props.name ?? 'This site')}</li>
              <li>{labels.ageKey}</li>
            </ul>
            <div className="ofage-actions">{button(labels.start, () => void start())}</div>
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
