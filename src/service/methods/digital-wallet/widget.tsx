import { useEffect, useRef, useState } from 'react';
import { detectDevice } from '../kit/capabilities';
import { format } from '../kit/i18n/format';
import { SimulatorPanel } from '../kit/simulator-panel';
import { WALLET_KINDS, type AttemptResponse } from '../kit/widget-types';
import { MethodCallError } from '../kit/call-method';
import type { MethodWidgetProps } from '../kit/method-widget-props';
import type { DigitalWalletWidgetMessages } from './messages';
import { WALLET_PROMPT_TIMEOUT_MS } from './wallet-prompt-timeout';

const POLL_MS = 1500;
/** A QR request lives five minutes on the server (WALLET_REQUEST_TTL_MS). */
const QR_LIFETIME_MS = 5 * 60_000;

type Notice =
  | 'walletNoWallet'
  | 'walletDeclined'
  | 'walletNotShared'
  | 'walletTimeout'
  | 'walletUnsupported'
  | 'walletExpired'
  | 'walletCancelled';

/** One open request to a wallet on this device, and why this page ended it (if it did). */
interface DevicePrompt {
  controller: AbortController;
  endedBy: 'cancel' | 'timeout' | 'phone' | null;
}

interface QrRequest {
  state: string;
  link: string;
  qrSvg: string;
  /** Where the EU age-verification app is asked: its `av://` link and code. */
  avLink?: string;
  avQrSvg?: string;
}

/**
 * The digital-wallet method's widget part: a wallet on this device through the Digital
 * Credentials API (where the browser has it and the frame allows `digital-credentials-get`),
 * or a wallet on a phone through an `openid4vp://` QR code / deep link, whose answer goes to
 * the service directly (`direct_post`) while this page waits — and, where the EU
 * age-verification app is asked, its own `av://` code and link beside them. In test mode, the test wallet
 * and the simulator as well.
 *
 * Both routes are offered from the start: a request to a wallet on this device shows the phone's
 * QR code beside it at once (a browser with the API and no wallet behind it may never answer),
 * can be cancelled from the moment it starts, and ends when the phone answers first; after
 * WALLET_PROMPT_TIMEOUT_MS the page says no wallet here answered. Where the browser cannot ask
 * a wallet at all, the QR code is there as the method opens. A person who declines in the
 * wallet is told so; declining uses no attempt.
 */
export default function Widget(props: MethodWidgetProps<DigitalWalletWidgetMessages>) {
  const m = props.messages;
  const [dcApi, setDcApi] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const [working, setWorking] = useState(false);
  const stop = useRef<AbortController | null>(null);
  const devicePrompt = useRef<DevicePrompt | null>(null);
  /** Whether a request for a phone's wallet is open and polled. */
  const phoneWaiting = useRef(false);

  const [embedded, setEmbedded] = useState(false);
  useEffect(() => {
    setEmbedded(detectDevice(window).embeddedWebView);
    const supported = digitalCredentialsSupported(window);
    setDcApi(supported);
    if (!supported) {
      // The phone is the only route here: its code at once, under the notice that says so.
      setNotice('walletUnsupported');
      void useOtherDevice({ keepNotice: true });
    }
    return () => {
      stop.current?.abort();
      devicePrompt.current?.controller.abort();
    };
  }, []);

  const answered = (answer: AttemptResponse & { detail?: { refusal?: string } }) => {
    setRefusal(
      answer.detail?.refusal ?? (answer.decision === 'inconclusive' ? 'inconclusive' : null),
    );
    props.onAttempt(answer);
  };

  const failed = (error: unknown) => {
    if (
      error instanceof DOMException &&
      error.name === 'AbortError' &&
      stop.current?.signal.aborted
    )
      return;
    if (error instanceof MethodCallError) props.onError(error.message);
    else props.onError(String(error));
  };

  const useThisDevice = async () => {
    const ask: DevicePrompt = { controller: new AbortController(), endedBy: null };
    devicePrompt.current = ask;
    setWorking(true);
    setNotice(null);
    setRefusal(null);
    // Both routes at once: the phone's code beside this device's request, whichever answers.
    if (!phoneWaiting.current) void useOtherDevice({ alongside: true });
    // A timer of the page (not AbortSignal.timeout), so the prompt's time limit is the page's.
    const timer = setTimeout(() => endPrompt(ask, 'timeout'), WALLET_PROMPT_TIMEOUT_MS);
    try {
      const request = await props.call<{ state: string; requests: { protocol: string }[] }>(
        'request',
        { channel: 'dc_api' },
        { signal: ask.controller.signal },
      );
      const requests = request.requests.filter((r) => protocolAllowed(window, r.protocol));
      let credential: { protocol?: string; data?: unknown } | null;
      try {
        credential = (await navigator.credentials.get({
          digital: { requests },
          signal: ask.controller.signal,
        } as CredentialRequestOptions)) as { protocol?: string; data?: unknown } | null;
      } catch (error) {
        if (ask.endedBy) return;
        // The phone's code stays up: it is the way on after any answer but a credential.
        setNotice(noticeFor(error));
        return;
      }
      // Ended by this page (Cancel, the time limit, the phone) before the browser answered.
      if (ask.endedBy) return;
      if (!credential) {
        setNotice('walletNoWallet');
        return;
      }
      // A credential from this device: the phone's request is not needed any more.
      stopPhone();
      answered(
        await props.call('dc-response', {
          state: request.state,
          protocol: credential.protocol ?? null,
          data: credential.data ?? null,
        }),
      );
    } catch (error) {
      if (!ask.endedBy) failed(error);
    } finally {
      clearTimeout(timer);
      if (devicePrompt.current === ask) {
        devicePrompt.current = null;
        setWorking(false);
      }
    }
  };

  /**
   * This page ends the request to a wallet on this device: Cancel, the time limit, or the phone
   * instead. The screen moves on at once, whether or not the browser ever settles the request
   * (it is withdrawn through its AbortSignal).
   */
  const endPrompt = (ask: DevicePrompt, why: NonNullable<DevicePrompt['endedBy']>) => {
    if (ask.endedBy || devicePrompt.current !== ask) return;
    ask.endedBy = why;
    devicePrompt.current = null;
    ask.controller.abort(
      why === 'timeout' ? new DOMException('no wallet answered', 'TimeoutError') : undefined,
    );
    setWorking(false);
    if (why === 'cancel') setNotice('walletCancelled');
    // Nothing answered on this device: say so; the phone's code is already beside it.
    if (why === 'timeout') setNotice('walletTimeout');
  };

  const cancelThisDevice = () => {
    if (devicePrompt.current) endPrompt(devicePrompt.current, 'cancel');
  };

  /** Stops waiting for the phone and takes its code away. */
  const stopPhone = () => {
    stop.current?.abort();
    setQr(null);
  };

  /**
   * Opens a request for a wallet on a phone (QR code, deep link) and waits for its answer. Chosen
   * by the person, it replaces a request still open on this device; `alongside`, it waits beside
   * that one, and whichever answers first ends the other.
   */
  const useOtherDevice = async ({ keepNotice = false, alongside = false } = {}) => {
    if (devicePrompt.current && !alongside) endPrompt(devicePrompt.current, 'phone');
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    phoneWaiting.current = true;
    if (!keepNotice && !alongside) setNotice(null);
    if (!alongside) setRefusal(null);
    try {
      const request = await props.call<QrRequest>('request', { channel: 'direct_post' });
      setQr(request);
      const until = Date.now() + QR_LIFETIME_MS;
      while (!controller.signal.aborted) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (controller.signal.aborted) return;
        if (Date.now() > until) {
          setQr(null);
          setNotice('walletExpired');
          return;
        }
        const answer = await props.call<
          { pending: true } | { walletError: string } | AttemptResponse
        >(`poll?state=${encodeURIComponent(request.state)}`, undefined, {
          method: 'GET',
          signal: controller.signal,
        });
        if ('pending' in answer) continue;
        // The phone answered: a request still open on this device is withdrawn.
        if (devicePrompt.current) endPrompt(devicePrompt.current, 'phone');
        setQr(null);
        if ('walletError' in answer) {
          // Declined in the wallet (or it could not answer): nothing shared, no attempt used.
          setRefusal(null);
          setNotice(answer.walletError === 'access_denied' ? 'walletDeclined' : 'walletNotShared');
          return;
        }
        answered(answer);
        return;
      }
    } catch (error) {
      failed(error);
    } finally {
      if (stop.current === controller) phoneWaiting.current = false;
    }
  };

  const requestUri = qr ? new URL(qr.link).searchParams.get('request_uri') : null;
  return (
    <>
      <p className="muted">{m.walletIntro}</p>
      {notice && (
        <p role="status" data-wallet-notice={notice}>
          {m[notice]}
        </p>
      )}
      {refusal && (
        <p role="status" data-wallet-refusal={refusal}>
          {format(props.locale, m.walletRefused, { reason: refusal })}
        </p>
      )}
      <div className="actions">
        {dcApi && (
          <button
            type="button"
            className="btn"
            disabled={working || props.busy}
            onClick={() => void useThisDevice()}
          >
            {m.walletThisDevice}
          </button>
        )}
        {!qr && (
          <button
            type="button"
            className="btn"
            disabled={props.busy}
            onClick={() => void useOtherDevice()}
          >
            {m.walletOtherDevice}
          </button>
        )}
      </div>
      {working && (
        <div className="actions" data-wallet-waiting>
          <p className="muted" role="status" aria-live="polite">
            {m.walletThisDeviceWaiting}
          </p>
          <button type="button" className="link" onClick={cancelThisDevice}>
            {m.walletCancel}
          </button>
        </div>
      )}
      {qr && (
        <div data-wallet-qr>
          <p>{working ? m.walletScanInstead : m.walletScan}</p>
          <img
            alt={m.walletQrAlt}
            width={220}
            height={220}
            src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.qrSvg)}`}
          />
          {/* Display rule 7: an app's embedded web view must not hand off to another app. */}
          {!embedded && (
            <p>
              <a className="link" href={qr.link}>
                {m.walletOpenApp}
              </a>
            </p>
          )}
          {qr.avLink && qr.avQrSvg && (
            <div data-wallet-av>
              <p>{m.walletAvScan}</p>
              <img
                alt={m.walletAvQrAlt}
                width={220}
                height={220}
                src={`data:image/svg+xml;utf8,${encodeURIComponent(qr.avQrSvg)}`}
              />
              {!embedded && (
                <p>
                  <a className="link" href={qr.avLink}>
                    {m.walletOpenAvApp}
                  </a>
                </p>
              )}
            </div>
          )}
          {props.testMode && requestUri && (
            <p>
              <a
                className="link"
                data-test-wallet
                target="_blank"
                rel="noopener"
                href={`${props.apiBase}/methods/digital-wallet/test-wallet?request_uri=${encodeURIComponent(requestUri)}&lang=${encodeURIComponent(props.locale)}`}
              >
                {m.walletTestWallet}
              </a>
            </p>
          )}
          <p className="muted" aria-live="polite">
            {m.walletWaiting}
          </p>
        </div>
      )}
      {props.testMode && (
        <SimulatorPanel
          locale={props.locale}
          methodName={m['method.digital-wallet']}
          messages={m}
          busy={props.busy}
          walletKinds={WALLET_KINDS}
          onSimulate={props.onSimulate}
        />
      )}
    </>
  );
}

/**
 * The Digital Credentials API is usable here: `DigitalCredential` exists, the browser allows
 * the OpenID4VP protocol (`userAgentAllowsProtocol`, where implemented), and a frame's
 * permissions policy grants `digital-credentials-get`.
 */
function digitalCredentialsSupported(win: Window): boolean {
  const DC = (win as unknown as { DigitalCredential?: DigitalCredentialClass }).DigitalCredential;
  if (typeof DC !== 'function' || typeof win.navigator.credentials?.get !== 'function')
    return false;
  if (!['openid4vp-v1-unsigned', 'org-iso-mdoc'].some((p) => protocolAllowed(win, p))) {
    return false;
  }
  const doc = win.document as Document & {
    permissionsPolicy?: { allowsFeature(f: string): boolean };
    featurePolicy?: { allowsFeature(f: string): boolean };
  };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return policy?.allowsFeature('digital-credentials-get') ?? true;
}

/** Whether the browser would pass a request of this protocol to a wallet (where it says). */
function protocolAllowed(win: Window, protocol: string): boolean {
  const DC = (win as unknown as { DigitalCredential?: DigitalCredentialClass }).DigitalCredential;
  return DC?.userAgentAllowsProtocol?.(protocol) ?? true;
}

/** The static side of `DigitalCredential` (a function: the interface object). */
type DigitalCredentialClass = (() => void) & {
  userAgentAllowsProtocol?: (protocol: string) => boolean;
};

/** What a rejected `navigator.credentials.get` means for the person. */
function noticeFor(error: unknown): Notice {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'walletDeclined';
  if (name === 'TimeoutError' || name === 'AbortError') return 'walletTimeout';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'walletUnsupported';
  return 'walletNoWallet';
}
