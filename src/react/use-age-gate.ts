import { useCallback, useEffect, useRef, useState } from 'react';
import { OfageError, type OfageErrorCode } from '../client/ofage-error';
import {
  GATE_OUTCOME_PARAM,
  GATE_REASON_PARAM,
  GATE_ROUTES,
  RETURN_TO_PARAM,
  GATE_LANGUAGE_PARAM,
  GATE_LOCALE_PARAM,
  type CreateSessionResult,
  type GateDiagnosis,
  type GateStatus,
  type GateText,
} from '../protocol/gate-api';
import { safeReturnTo } from '../protocol/safe-return-to';
import { useAgeGateContext } from './age-gate-provider';
import {
  AGE_GATE_LABELS,
  WIDGET_ANSWER_TIMEOUT_MS,
  type AgeGateRouteLabels,
  type AgeGatePhase,
  type AgeGateProps,
} from './age-gate-props';
import { AGE_GATE_CHANGE_EVENT, callGate } from './fetch-gate-status';
import { parseWidgetMessage } from './parse-widget-message';

/** The card's text, the route-only sentences once the route has sent them. */
type Labels = typeof AGE_GATE_LABELS & Partial<AgeGateRouteLabels>;

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
 * The gate's state machine, apart from how it looks: the first status check (and what the
 * redirect flow's return says), starting a session, the widget frame's messages — only from the
 * service origin, only from its own iframe, only for its own session id — and the server-side
 * confirmation that alone opens the gate.
 */
export function useAgeGate(props: AgeGateProps) {
  const context = useAgeGateContext();
  const basePath = props.basePath ?? context.basePath;
  const doFetch = props.fetch ?? context.fetch;
  /** The card's text in the visitor's language, once the gate route said which (`GET labels`). */
  const initial = props.initial;
  const [text, setText] = useState<GateText | undefined>(initial?.text);
  const labels = cardLabels(text, props.labels);
  /** The latest text, for the callbacks and listeners, which must not change with it. */
  const said = useRef({ labels, locale: text?.locale });
  said.current = { labels, locale: text?.locale };
  const [phase, setPhase] = useState<AgeGatePhase>(
    initial?.status ? (initial.status.verified ? 'verified' : 'idle') : 'checking',
  );
  const [message, setMessage] = useState('');
  const [errorCode, setErrorCode] = useState<OfageErrorCode>();
  /** The widget URL to open top-level when its frame did not work. */
  const [fallbackUrl, setFallbackUrl] = useState<string>();
  const [session, setSession] = useState<Session>();
  /** The widget showed this session's result: its final screen needs no way out any more. */
  const [resultShown, setResultShown] = useState(false);
  const [height, setHeight] = useState(props.height ?? 600);
  const frame = useRef<HTMLIFrameElement>(null);
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
        if (status.state === 'pending') return show('pending', said.current.labels.pending);
        const widgetSaid = reported.current;
        if (status.state === 'unverified' && widgetSaid?.status === 'FAIL') {
          return show('failed', failureText(said.current.labels, widgetSaid.failureReason));
        }
        if (status.state === 'failed')
          return show('failed', failureText(said.current.labels, status.failureReason));
        show('error', said.current.labels.error);
      } catch (error) {
        fail(error, shopperText(error, said.current.labels));
      }
    },
    [basePath, doFetch, finish, show, fail],
  );

  // On mount, in parallel: the card's language, and whether this browser is verified already (or
  // finished elsewhere) and what the redirect flow said — each asked of the gate route unless the
  // server-rendered page brought it (`initial`). The card keeps its place, its text unseen, until
  // its language is known; when the route cannot say, English.
  useEffect(() => {
    let active = true;
    const languages = new URLSearchParams();
    if (props.locale) languages.append(GATE_LOCALE_PARAM, props.locale);
    navigator.languages?.forEach((language) => languages.append(GATE_LANGUAGE_PARAM, language));
    const textAsked = initial
      ? initial.text
      : callGate<GateText>(`${GATE_ROUTES.labels}?${languages}`, {
          basePath,
          fetch: doFetch,
        })
          .catch((): GateText => ({ locale: 'en', dir: 'ltr', labels: AGE_GATE_LABELS }))
          .then((asked) => {
            if (active) setText(asked);
            return asked;
          });
    const query = new URLSearchParams(window.location.search);
    const outcome = query.get(GATE_OUTCOME_PARAM);
    const statusAsked =
      initial?.status ?? callGate<GateStatus>(GATE_ROUTES.status, { basePath, fetch: doFetch });
    Promise.all([textAsked, statusAsked])
      .then(([asked, status]) => {
        if (!active) return;
        if (status.verified) return finish(status);
        const l = cardLabels(asked, latest.current.labels);
        if (outcome === 'failed') {
          // The callback cleared the session: the reason came along in the URL.
          const why =
            status.state === 'failed' ? status.failureReason : query.get(GATE_REASON_PARAM);
          return show('failed', failureText(l, why));
        }
        if (outcome === 'pending') return show('pending', l.pending);
        if (outcome === 'mismatch') return show('error', l.mismatch);
        if (outcome === 'error') return show('error', l.error);
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
        body: { returnTo, locale: said.current.locale },
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
      fail(error, shopperText(error, said.current.labels));
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
      fail(
        problem,
        process.env.NODE_ENV === 'production' ? said.current.labels.unresponsive : problem.message,
      );
      setFallbackUrl(current.url);
    },
    [fail],
  );
  useEffect(() => {
    answered.current = false;
    reported.current = null;
    found.current = [];
    let active = true;
    // In development, ask the gate route what would stop the widget here: a page origin the
    // product does not allow gets a refused (grey) frame, so say so at once rather than wait.
    // (`process.env.NODE_ENV` spelled out: the app's bundler inlines it and drops this branch
    // from production builds.)
    if (session && process.env.NODE_ENV !== 'production') {
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
    setResultShown(false);
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
        setResultShown(true);
        if (latest.current.continueOn !== 'result') resultSeen = true;
        else void confirm();
      } else if (msg.eventType === 'Verification.Error') {
        fail(
          new OfageError('WIDGET_ERROR', 'The widget reported an error.'),
          said.current.labels.error,
        );
      } else if (resultSeen) {
        // Done after a result: only now ask the server, which alone decides whether the gate opens.
        void confirm();
      } else {
        show('cancelled', said.current.labels.cancelled);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session, confirm, show, fail]);

  return {
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
  };
}

/** The card's text: the bundled English under the route's language, under the merchant's own. */
function cardLabels(text: GateText | undefined, own: AgeGateProps['labels']): Labels {
  return { ...AGE_GATE_LABELS, ...text?.labels, ...own };
}

/** The card's sentence for a failure reason, or its plain "could not verify" for another. */
function failureText(labels: Labels, reason: string | null | undefined): string {
  return labels[`failure.${reason}` as keyof AgeGateRouteLabels] ?? '';
}

/**
 * What the shopper reads for an error: in development the error's own message, which tells the
 * developer what to fix (in English, like the console); in production a sentence in their
 * language.
 */
function shopperText(error: unknown, labels: Labels): string | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  return error instanceof OfageError && error.code === 'GATE_UNREACHABLE'
    ? (labels.unreachable ?? labels.error)
    : labels.error;
}
