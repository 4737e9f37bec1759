import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { WidgetMessage } from '../../../protocol/dom-message';
import type { VerificationMethod } from '../../../protocol/verification-result';
import { detectDevice, methodsForDevice, type DeviceInfo } from '../../methods/kit/capabilities';
import { format } from '../../methods/kit/i18n/format';
import type { SimulationInput } from '../../methods/kit/method-widget-props';
import type { AttemptResponse, WidgetState } from '../../methods/kit/widget-types';
import type { WidgetPageModel } from '../widget-page-types';
import { findEmbedding, postWidgetMessage, type Embedding } from './embedding';
import { MethodHost } from './method-host';
import { MethodPicker } from './method-picker';
import { postSimulation } from './post-simulation';
import { ResultScreen } from './result-screen';
import { StepFrame } from './step-frame';
import { useRemoteCompletion } from './use-remote-completion';
import { useRedirectBySelf } from './use-redirect-by-self';
import { useResizeMessages } from './use-resize-messages';
import { useResultOffer } from './use-result-offer';

const isTerminal = (status: WidgetState['status']): boolean =>
  status === 'PASS' || status === 'FAIL';

/**
 * The verification widget: method picker → method → result, in three announced steps (one
 * component each; this one holds the verification's state). Finishing here or elsewhere (event
 * stream) ends the same way: the DOM message to the checked embedding origin, and at top level
 * the redirect.
 */
export function Widget({ model }: { model: WidgetPageModel }) {
  const m = model.messages;
  const site = model.productName;
  const testMode = model.mode === 'test';
  const [state, setState] = useState(model.state);
  // The server's guess until the effect below has looked: the picker is in the HTML.
  const [device, setDevice] = useState<DeviceInfo>(model.device);
  const [embedding, setEmbedding] = useState<Embedding | null>(null);
  const [active, setActive] = useState<VerificationMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; info?: boolean } | null>(null);
  const [offerEngaged, setOfferEngaged] = useState(false);
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
  const available = methodsForDevice(offered, device);
  const resultOffer = useResultOffer(model, state, device);

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

  // A result, reached here or elsewhere: tell the embedder once.
  useEffect(() => {
    if (!state.result || !embedding || announced.current) return;
    announced.current = true;
    post({ eventType: 'Verification.Result', data: state.result });
  }, [state.result, embedding, post]);

  // Top level with a redirectUrl: go back by itself, but not from a page opened after the result
  // existed, nor on the phone of a hand-off, nor once the person started on the offer.
  const redirectsBySelf =
    state.result !== undefined &&
    embedding !== null &&
    !embedding.framed &&
    !!state.redirectTo &&
    !model.handoff &&
    !completedBeforeOpen.current &&
    !offerEngaged;
  useRedirectBySelf(redirectsBySelf, state.redirectTo, resultOffer);

  useResizeMessages(rootRef, !!embedding?.target, post);

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
          text: format(model.locale, m.inconclusive, { method: name, n: body.attemptsLeft }),
          info: true,
        });
      } else {
        setActive(null);
        setNotice({ text: format(model.locale, m.methodExhausted, { method: name }) });
      }
    }
  };

  const reportError = (method: VerificationMethod, detail: string): void => {
    setNotice({ text: format(model.locale, m.errorGeneric, { detail }) });
    post({ eventType: 'Verification.Error', method, status: 'ERROR' });
  };

  const attempt = async (input: SimulationInput): Promise<void> => {
    if (!active) return;
    const method = active;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await postSimulation(model, method, input);
      if ('error' in answer) reportError(method, answer.error);
      else applyAttempt(method, answer);
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

  const noticeView = notice && (
    <p className={notice.info ? 'notice info' : 'notice'} role="alert">
      {notice.text}
    </p>
  );

  const qrSrc =
    !device.mobile && !model.handoff
      ? `${model.apiBase}/qr?token=${encodeURIComponent(model.token)}`
      : null;
  const backToPicker = (): void => {
    setNotice(null);
    setActive(null);
  };
  let heading: string;
  let body: ReactNode;
  if (terminal && state.result) {
    heading = state.result.status === 'PASS' ? m.pass : m.fail;
    body = (
      <ResultScreen
        model={model}
        result={state.result}
        offer={resultOffer.offer}
        mayGrant={resultOffer.offers}
        onOfferEngaged={() => setOfferEngaged(true)}
        settling={resultOffer.undecided}
        framed={embedding?.framed ?? false}
        redirectTo={state.redirectTo}
        redirectsBySelf={redirectsBySelf}
        onDone={() => post({ eventType: 'Widget.ExitReview' })}
      />
    );
  } else if (active) {
    heading = m[`method.${active}`];
    body = (
      <>
        <p className="muted">{m[`describe.${active}`]}</p>
        {noticeView}
        <MethodHost
          model={model}
          method={active}
          busy={busy}
          onSimulate={(input) => void attempt(input)}
          onAttempt={(answer) => {
            setNotice(null);
            applyAttempt(active, answer);
          }}
          onError={(detail) => reportError(active, detail)}
          onChooseAnother={backToPicker}
          handoffQrSrc={qrSrc}
          ageKey={{
            apiBase: model.apiBase,
            token: model.token,
            locale: model.locale,
            onState: (next) => setState((c) => (isTerminal(c.status) ? c : next)),
          }}
        />
        <p className="muted">{format(model.locale, m.nextVerify, { site })}</p>
        {available.length > 1 && (
          <button type="button" className="link" onClick={backToPicker}>
            {m.back}
          </button>
        )}
      </>
    );
  } else {
    heading = m.stepChoose;
    body = (
      <MethodPicker
        locale={model.locale}
        messages={m}
        site={site}
        query={model.query}
        offered={offered}
        available={available}
        attemptsOf={attemptsOf}
        onPick={(method) => {
          setNotice(null);
          setActive(method);
        }}
        qrSrc={qrSrc}
        notice={noticeView}
      />
    );
  }

  return (
    <StepFrame
      rootRef={rootRef}
      headingRef={headingRef}
      locale={model.locale}
      languages={model.languages}
      messages={m}
      testMode={testMode}
      step={terminal ? 3 : active ? 2 : 1}
      heading={heading}
      outcome={terminal ? (state.status === 'PASS' ? 'PASS' : 'FAIL') : null}
    >
      {body}
    </StepFrame>
  );
}
