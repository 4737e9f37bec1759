import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { WidgetMessage } from '../../../protocol/dom-message';
import type { VerificationMethod } from '../../../protocol/verification-result';
import { AgeKeyResultOffer } from '../../methods/age-key/result-offer';
import { receiveOpenerSession } from '../../methods/age-key/save-window';
import { callMethod } from '../../methods/kit/call-method';
import { widgetSessionHeaders } from '../../methods/kit/widget-session';
import type { SimulationInput } from '../../methods/method-widget-props';
import { format } from '../i18n/format';
import type { WidgetMessages } from '../i18n/messages';
import type { AttemptResponse, WidgetPageModel, WidgetState } from '../widget-types';
import { detectDevice, methodsForDevice, type DeviceInfo } from './capabilities';
import { completedHere } from './completed-here';
import { findEmbedding, postWidgetMessage, type Embedding } from './embedding';
import { METHOD_WIDGETS } from './method-widgets';
import { useRemoteCompletion } from './use-remote-completion';

/** A moment to read the result before a top-level widget leaves for the redirectUrl. */
export const REDIRECT_DELAY_MS = 1200;
/** With the offer to save an age key on the result screen: time to read it and start. */
export const OFFER_REDIRECT_DELAY_MS = 15_000;

const isTerminal = (status: WidgetState['status']): boolean =>
  status === 'PASS' || status === 'FAIL';

/**
 * The verification widget: method picker → method → result, in three announced steps. Finishing
 * here or elsewhere (event stream) ends the same way: the DOM message to the checked embedding
 * origin, and at top level the redirect.
 */
export function Widget({ model }: { model: WidgetPageModel }) {
  const m = model.messages;
  const site = model.productName;
  const testMode = model.mode === 'test';
  const [state, setState] = useState(model.state);
  const [device, setDevice] = useState<DeviceInfo | null>(null);
  const [embedding, setEmbedding] = useState<Embedding | null>(null);
  const [active, setActive] = useState<VerificationMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; info?: boolean } | null>(null);
  const [showQr, setShowQr] = useState(false);
  const [offerEngaged, setOfferEngaged] = useState(false);
  /** Whether this session completed the verification; null until the service has said. */
  const [completer, setCompleter] = useState<boolean | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const completedBeforeOpen = useRef(isTerminal(model.state.status));
  const announced = useRef(false);
  const terminal = isTerminal(state.status);

  const attemptsOf = (method: VerificationMethod): number =>
    state.methods.find((x) => x.method === method)?.attemptsLeft ?? 0;
  const offered = state.methods
    .map((x) => x.method)
    .filter((x) => testMode || model.liveMethods.includes(x));
  const available = device ? methodsForDevice(offered, device) : [];
  // After a pass by another method, the widget session that completed the verification (and only
  // it) is offered to save an age key: the redirect waits longer, and not at all once the person
  // starts on the offer.
  const mayOfferAgeKey =
    state.result?.status === 'PASS' &&
    state.result.method !== 'age-key' &&
    device !== null &&
    methodsForDevice(['age-key'], device).length === 1;
  const offersAgeKey = mayOfferAgeKey && completer === true;

  useEffect(() => {
    const d = detectDevice(window);
    setDevice(d);
    setEmbedding(findEmbedding(window, model.allowedOrigins));
    const flow = model.flowMethod;
    const mayStart = testMode || (flow !== null && model.liveMethods.includes(flow));
    if (flow && mayStart && methodsForDevice([flow], d).length === 1) {
      if ((model.state.methods.find((x) => x.method === flow)?.attemptsLeft ?? 0) > 0)
        setActive(flow);
    }
  }, [model, testMode]);

  const post = useCallback(
    (message: WidgetMessage) => {
      if (embedding) postWidgetMessage(window, embedding, message);
    },
    [embedding],
  );

  useRemoteCompletion(model.apiBase, model.token, !terminal, (next) =>
    setState((current) => (isTerminal(current.status) ? current : next)),
  );

  // Did this session's attempt end the verification? (A save window first takes over the secret
  // of the widget that opened it.)
  useEffect(() => {
    if (!mayOfferAgeKey) return;
    let live = true;
    void receiveOpenerSession(window)
      .then(() => completedHere(model.apiBase, model.token))
      .then((here) => {
        if (live) setCompleter(here);
      });
    return () => {
      live = false;
    };
  }, [mayOfferAgeKey, model.apiBase, model.token]);

  // A result, reached here or elsewhere: tell the embedder once.
  useEffect(() => {
    if (!state.result || !embedding || announced.current) return;
    announced.current = true;
    post({ eventType: 'Verification.Result', data: state.result });
  }, [state.result, embedding, post]);

  // Top level with a redirectUrl: go back by itself (spec: "it redirects there"). Not from a page
  // opened after the result existed, nor on the phone of a hand-off.
  const redirectsBySelf =
    state.result !== undefined &&
    embedding !== null &&
    !embedding.framed &&
    !!state.redirectTo &&
    !model.handoff &&
    !completedBeforeOpen.current &&
    !offerEngaged;
  const offerUndecided = mayOfferAgeKey && completer === null;
  useEffect(() => {
    const to = state.redirectTo;
    if (!redirectsBySelf || !to || offerUndecided) return;
    const delay = offersAgeKey ? OFFER_REDIRECT_DELAY_MS : REDIRECT_DELAY_MS;
    const timer = setTimeout(() => window.location.assign(to), delay);
    return () => clearTimeout(timer);
  }, [redirectsBySelf, state.redirectTo, offersAgeKey, offerUndecided]);

  // Widget.Resize whenever the content's height changes, so the embedder can fit the frame.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !embedding?.target || typeof ResizeObserver !== 'function') return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        post({ eventType: 'Widget.Resize', data: { height } });
      }
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [embedding, post]);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  const screen = terminal ? 'result' : (active ?? 'choose');
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [screen]);

  /** An attempt's answer, from the simulator or a method's own action: what follows it. */
  const applyAttempt = (method: VerificationMethod, body: AttemptResponse): void => {
    setState((current) => (isTerminal(current.status) ? current : body.state));
    if (body.decision === 'inconclusive' && !isTerminal(body.state.status)) {
      const name = m[`method.${method}`];
      if (body.attemptsLeft > 0) {
        setNotice({
          text: `${format(m.inconclusive, { method: name })} ${attemptsLabel(m, body.attemptsLeft)}`,
          info: true,
        });
      } else {
        setActive(null);
        setNotice({ text: format(m.methodExhausted, { method: name }) });
      }
    }
  };

  const reportError = (method: VerificationMethod, detail: string): void => {
    setNotice({ text: format(m.errorGeneric, { detail }) });
    post({ eventType: 'Verification.Error', method, status: 'ERROR' });
  };

  const attempt = async (input: SimulationInput): Promise<void> => {
    if (!active) return;
    const method = active;
    setBusy(true);
    setNotice(null);
    try {
      const res = await fetch(`${model.apiBase}/simulate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...widgetSessionHeaders() },
        body: JSON.stringify({ token: model.token, method, ...input }),
      });
      const body = (await res.json()) as AttemptResponse | { errorMessage?: string };
      if (!res.ok || !('state' in body)) {
        reportError(method, ('errorMessage' in body && body.errorMessage) || String(res.status));
        return;
      }
      applyAttempt(method, body);
    } catch {
      setNotice({ text: m.errorNetwork });
      post({ eventType: 'Verification.Error', method, status: 'ERROR' });
    } finally {
      setBusy(false);
    }
  };

  if (embedding?.framed && !embedding.target) {
    return (
      <main className="w">
        <h1>{m.title}</h1>
        <p className="notice">{m.frameNotAllowed}</p>
      </main>
    );
  }

  const step = terminal ? 3 : active ? 2 : 1;
  const stepLabel = terminal ? m.stepResult : active ? m.stepLabelVerify : m.stepLabelChoose;
  const noticeView = notice && (
    <p className={notice.info ? 'notice info' : 'notice'} role="alert">
      {notice.text}
    </p>
  );

  let heading: string;
  let body: ReactNode;
  if (terminal && state.result) {
    const pass = state.result.status === 'PASS';
    heading = pass ? m.pass : m.fail;
    const detail = pass
      ? format(m.passDetail, { site })
      : format(m[`failure.${state.result.failureReason ?? 'age-criteria-not-met'}`], { site });
    body = (
      <>
        <p role="status">{detail}</p>
        {/* Starting on the offer (pointer or keyboard) stops the redirect's clock. */}
        <div onPointerDown={() => setOfferEngaged(true)} onFocus={() => setOfferEngaged(true)}>
          <AgeKeyResultOffer
            apiBase={model.apiBase}
            token={model.token}
            locale={model.locale}
            result={state.result}
            mayGrant={offersAgeKey}
          />
        </div>
        {embedding?.framed ? (
          <div className="actions">
            <button
              type="button"
              className="btn"
              onClick={() => post({ eventType: 'Widget.ExitReview' })}
            >
              {m.done}
            </button>
          </div>
        ) : model.handoff ? (
          <p>{m.handoffDone}</p>
        ) : state.redirectTo ? (
          <div className="actions">
            {redirectsBySelf && (
              <p>{format(offersAgeKey ? m.redirectingAfterOffer : m.redirecting, { site })}</p>
            )}
            <a className="btn" href={state.redirectTo}>
              {format(m.continueLink, { site })}
            </a>
          </div>
        ) : (
          <p>{m.closeWindow}</p>
        )}
      </>
    );
  } else if (active) {
    heading = m[`method.${active}`];
    const MethodWidget = METHOD_WIDGETS[active];
    body = (
      <>
        <p className="muted">{m[`describe.${active}`]}</p>
        {noticeView}
        <LoadGuard fallback={<p className="notice">{m.loadFailed}</p>}>
          <Suspense fallback={<p className="muted">{m.working}</p>}>
            <MethodWidget
              method={active}
              messages={m}
              locale={model.locale}
              testMode={testMode}
              settings={model.methodSettings[active] ?? {}}
              busy={busy}
              onSimulate={(input) => void attempt(input)}
              call={(action, input, options) =>
                callMethod(
                  { apiBase: model.apiBase, token: model.token, method: active },
                  action,
                  input,
                  options,
                )
              }
              onAttempt={(answer) => {
                setNotice(null);
                applyAttempt(active, answer);
              }}
              onError={(detail) => reportError(active, detail)}
              onChooseAnother={() => {
                setNotice(null);
                setActive(null);
              }}
              handoffQrSrc={
                device && !device.mobile && !model.handoff
                  ? `${model.apiBase}/qr?token=${encodeURIComponent(model.token)}`
                  : null
              }
              apiBase={model.apiBase}
              token={model.token}
              ageKey={{
                apiBase: model.apiBase,
                token: model.token,
                locale: model.locale,
                onState: (next) => setState((c) => (isTerminal(c.status) ? c : next)),
              }}
            />
          </Suspense>
        </LoadGuard>
        <p className="muted">{format(m.nextVerify, { site })}</p>
        {available.length > 1 && (
          <button
            type="button"
            className="link"
            onClick={() => {
              setNotice(null);
              setActive(null);
            }}
          >
            {m.back}
          </button>
        )}
      </>
    );
  } else {
    heading = m.stepChoose;
    body = (
      <>
        <p>{format(m.intro, { site })}</p>
        {device === null ? (
          <p className="muted">{m.checking}</p>
        ) : offered.length === 0 ? (
          <p className="notice info" role="status">
            {format(m.noMethodsLive, { site })}
          </p>
        ) : available.length === 0 ? (
          <p className="notice info" role="status">
            {m.noMethodsDevice}
          </p>
        ) : (
          <ul className="methods">
            {available.map((method) => {
              const left = attemptsOf(method);
              return (
                <li key={method}>
                  <button
                    type="button"
                    className="method"
                    disabled={left === 0}
                    onClick={() => {
                      setNotice(null);
                      setActive(method);
                    }}
                  >
                    <span>
                      <b>{m[`method.${method}`]}</b>
                      <span className="d">{m[`describe.${method}`]}</span>
                    </span>
                    {left < 3 && <span className="left">{attemptsLabel(m, left)}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {noticeView}
        {available.length > 0 && <p className="muted">{format(m.nextChoose, { site })}</p>}
        {device && !device.mobile && !model.handoff && (
          <details
            onToggle={(e) => {
              const open = e.currentTarget.open;
              setShowQr(open);
              if (open) e.currentTarget.scrollIntoView({ block: 'nearest' });
            }}
          >
            <summary>{m.phoneToggle}</summary>
            <div className="pair">
              {showQr && (
                <img
                  className="qr"
                  src={`${model.apiBase}/qr?token=${encodeURIComponent(model.token)}`}
                  alt={m.qrAlt}
                  width={144}
                  height={144}
                />
              )}
              <p className="muted">{m.phoneHelp}</p>
            </div>
          </details>
        )}
      </>
    );
  }

  return (
    <div ref={rootRef}>
      {testMode && (
        <div className="test" role="note">
          {m.testModeBar}
        </div>
      )}
      <main className="w">
        <p className="step">
          {format(m.stepOf, { n: step })} — {stepLabel}
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className={terminal ? (state.status === 'PASS' ? 'ok' : 'bad') : undefined}
        >
          {heading}
        </h1>
        {body}
      </main>
    </div>
  );
}

function attemptsLabel(m: WidgetMessages, left: number): string {
  if (left === 0) return m.noAttemptsLeft;
  return left === 1 ? m.attemptsLeftOne : format(m.attemptsLeft, { n: left });
}

/** Shows `fallback` when a method's chunk cannot be loaded (offline, a new deployment). */
class LoadGuard extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
