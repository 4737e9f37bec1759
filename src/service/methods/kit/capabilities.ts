import type { VerificationMethod } from '../../../protocol/verification-result';

/** What this browser can do, as far as the method picker cares (spec "Display rules"). */
export interface DeviceInfo {
  /** Inside an iframe. */
  framed: boolean;
  /** An app's embedded web view (Android WebView, iOS WKWebView): no WebAuthn, no app hand-off. */
  embeddedWebView: boolean;
  /** WebAuthn is present and the permissions policy lets this document use it. */
  webauthn: boolean;
  /** A camera API is present and allowed. */
  camera: boolean;
  /** A phone or tablet: "continue on your phone" makes no sense there. */
  mobile: boolean;
}

interface PolicyLike {
  allowsFeature?(feature: string): boolean;
}

/**
 * Android WebView adds `; wv)` to its user agent (Chrome for Android and Custom Tabs do not).
 * iOS WKWebView lacks the `Safari/` token that Safari, SFSafariViewController and
 * ASWebAuthenticationSession carry; Chrome/Firefox/Edge for iOS have their own tokens.
 */
export function isEmbeddedWebView(userAgent: string): boolean {
  if (/Android/.test(userAgent)) return /; wv\)/.test(userAgent);
  if (/iPhone|iPad|iPod/.test(userAgent)) {
    return !/Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  }
  return false;
}

/** Reads the device from the window (browser only). */
export function detectDevice(win: Window): DeviceInfo {
  const doc = win.document as Document & {
    permissionsPolicy?: PolicyLike;
    featurePolicy?: PolicyLike;
  };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  // Without a policy API (Firefox, Safari) nothing can be told: assume allowed.
  const allows = (feature: string): boolean => policy?.allowsFeature?.(feature) ?? true;
  let framed = true;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true;
  }
  const ua = win.navigator.userAgent;
  return {
    framed,
    embeddedWebView: isEmbeddedWebView(ua),
    webauthn:
      typeof (win as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function' &&
      allows('publickey-credentials-get') &&
      allows('publickey-credentials-create'),
    camera: typeof win.navigator.mediaDevices?.getUserMedia === 'function' && allows('camera'),
    mobile: /Android|iPhone|iPad|iPod|Mobile/.test(ua),
  };
}

/**
 * The server's guess of {@link detectDevice} from the request (`User-Agent`, and
 * `Sec-Fetch-Dest: iframe` for a frame), so the picker is in the HTML with its buttons: a browser
 * is assumed to have WebAuthn and a camera, allowed, unless it is an embedded web view. The page
 * corrects it with {@link detectDevice} once its script runs.
 */
export function guessDevice(userAgent: string, fetchDest: string | undefined): DeviceInfo {
  const embeddedWebView = isEmbeddedWebView(userAgent);
  return {
    framed: fetchDest === 'iframe',
    embeddedWebView,
    webauthn: !embeddedWebView,
    camera: true,
    mobile: /Android|iPhone|iPad|iPod|Mobile/.test(userAgent),
  };
}

/**
 * The offered methods this device can use:
 * - the age key needs WebAuthn, which embedded web views and frames without
 *   `publickey-credentials-get`/`-create` in their `allow` attribute do not have (rules 1, 3);
 * - facial estimation needs a camera;
 * - the bank app hands off to a third-party app, which an embedded web view must not do (rule 7).
 */
export function methodsForDevice(
  offered: readonly VerificationMethod[],
  device: DeviceInfo,
): VerificationMethod[] {
  return offered.filter((method) => {
    switch (method) {
      case 'age-key':
        return device.webauthn && !device.embeddedWebView;
      case 'facial-age-estimation':
        return device.camera;
      case 'bank-app':
        return !device.embeddedWebView;
      default:
        return true;
    }
  });
}
