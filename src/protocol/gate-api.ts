import type { ApiErrorCode } from './api-error-status';
import type { FailureReason, ResultAgeCategory, VerificationMethod } from './verification-result';

/*
 * The merchant's own API between the browser (`ofage/react`) and the merchant server
 * (`ofage/server` handlers). Types plus a few constants and sentences, so client bundles stay small.
 */

/** Where the catch-all route file is mounted: `app/api/age-gate/[...ofage]/route.ts`. */
export const DEFAULT_BASE_PATH = '/api/age-gate';

/** Where the proxy and guard send visitors who are not verified yet. */
export const DEFAULT_GATE_PATH = '/age-gate';

/** Sub-paths below the base path, one per handler. */
export const GATE_ROUTES = {
  /**
   * POST: create a verification session bound to this browser (JSON); from the card's HTML form
   * (before its script runs), the same and then a 303 to the widget, top-level.
   */
  session: 'session',
  /** POST: confirm the bound verification with get-status; sets the verified cookie on PASS. */
  confirm: 'confirm',
  /** GET: the widget's redirect target in the top-level flow. */
  callback: 'callback',
  /** POST: the service's webhook deliveries. */
  webhook: 'webhook',
  /** GET: the gate state of this browser, for hooks. */
  status: 'status',
  /** POST: create a session for a native app (merchant-authenticated). */
  mobileSession: 'mobile/session',
  /** POST: confirm a native app's session. */
  mobileConfirm: 'mobile/confirm',
  /** GET: re-checks the verified cookie against revocations and renews the proxy's fresh cookie. */
  refresh: 'refresh',
  /** GET, in development only: what would stop the widget on this page (`<AgeGate>` shows it). */
  diagnose: 'diagnose',
  /** GET: the `<AgeGate>` card's text in the visitor's language (`GateText`). */
  labels: 'labels',
} as const;

/** Query parameter the gate page receives from the proxy, guard and callback. */
export const RETURN_TO_PARAM = 'returnTo';

/** Query parameter the callback adds to the gate page when the redirect flow did not open it. */
export const GATE_OUTCOME_PARAM = 'ageGate';
export type GateOutcome = 'failed' | 'pending' | 'error' | 'mismatch';
/** With `failed`: the failure reason, so the gate page can say why (the binding is gone by then). */
export const GATE_REASON_PARAM = 'ageGateReason';

/** Gate state of one browser. */
export type GateState = 'verified' | 'unverified' | 'pending' | 'failed';

/** Why a browser's verification did not open the gate (beyond the service's failure reasons). */
export type GateFailureReason = FailureReason | 'criteria-not-met' | 'revoked';

/**
 * One sentence per failure reason for the person: the server's `GateStatus.message`, and what
 * `<AgeGate>` shows when it knows the reason but the server no longer holds the session.
 */
export const GATE_FAILURE_MESSAGES: Readonly<Record<GateFailureReason, string>> = {
  'age-criteria-not-met': 'The verification did not show that you meet the age requirement.',
  'max-attempts-exceeded': 'The verification ended after too many unsuccessful attempts.',
  'fraudulent-activity-detected': 'The verification was not accepted.',
  'criteria-not-met': 'The verification does not meet the age requirement of this page.',
  revoked: 'The verification was revoked by the service.',
};

/** The sentence for `reason`, or a plain one for a reason this version does not know. */
export function gateFailureMessage(reason: string | null | undefined): string {
  return (
    (reason ? GATE_FAILURE_MESSAGES[reason as GateFailureReason] : undefined) ??
    'The verification failed.'
  );
}

/** Answer of `GET status`, `POST confirm` and `POST mobile/confirm`. */
export interface GateStatus {
  verified: boolean;
  state: GateState;
  verificationId?: string;
  ageCategory?: ResultAgeCategory;
  method?: VerificationMethod;
  /** Unix seconds when the verified state expires. */
  expiresAt?: number;
  failureReason?: GateFailureReason;
  /** One sentence for the user or the developer; not for branching. */
  message: string;
}

/** Body of `POST session`. `jurisdiction` is honoured only with `allowClientJurisdiction`. */
export interface CreateSessionBody {
  returnTo?: string;
  jurisdiction?: string;
  /** The card's language (`GateText.locale`): the widget speaks it too. */
  locale?: string;
}

/** Query parameters of `GET labels`: the card's `locale` prop, then `navigator.languages`. */
export const GATE_LOCALE_PARAM = 'locale';
export const GATE_LANGUAGE_PARAM = 'language';

/** Answer of `GET labels`: the card's text in one language, and how to set it on the page. */
export interface GateText {
  locale: string;
  dir: 'ltr' | 'rtl';
  labels: Readonly<Record<string, string>>;
}

/**
 * What the server knows of the `<AgeGate>` card before the page reaches the browser
 * (`ageGate.getCardState()`), passed as its `initial` prop so the card renders its final text
 * and state in the HTML: its text in the visitor's language and, when the server could tell
 * without the service, the browser's gate status.
 */
export interface AgeGateCardState {
  text: GateText;
  /** Absent while a verification is bound to the browser: the card asks `GET status` then. */
  status?: GateStatus;
}

/** Answer of `POST session` and `POST mobile/session`. */
export interface CreateSessionResult {
  id: string;
  /** The widget URL: iframe `src`, or the top-level target in the redirect flow. */
  url: string;
  shortUrl: string;
  /** Native apps only: send back to `mobile/confirm`. */
  sessionToken?: string;
}

/** A setup problem `GET diagnose` found, for the developer. */
export type GateProblemCode =
  | 'SERVICE_UNREACHABLE'
  | 'KEY_REFUSED'
  | 'LIVE_KEY_OVER_HTTP'
  | 'ORIGIN_NOT_ALLOWED'
  | 'APP_URL_MISMATCH';

/** Answer of `GET diagnose?origin=<the page's origin>` (development only; 404 in production). */
export interface GateDiagnosis {
  problems: { code: GateProblemCode; message: string }[];
  /** The product of the gate's API key, when the service told. */
  product?: { name: string; mode: 'test' | 'live' };
}

/** Codes the gate routes share with the service's API (`API_ERROR_STATUS`), with the same meaning. */
type SharedApiCode<Code extends ApiErrorCode> = Code;

/** Error codes of the gate handlers; the body is `{ error, errorMessage }` like the service's. */
export type GateErrorCode =
  | SharedApiCode<
      | 'INVALID_INPUT'
      | 'UNAUTHORIZED'
      | 'NOT_FOUND'
      | 'METHOD_NOT_ALLOWED'
      | 'PAYLOAD_TOO_LARGE'
      | 'TOO_MANY_REQUESTS'
    >
  | 'FORBIDDEN_ORIGIN'
  | 'NO_SESSION'
  | 'SESSION_MISMATCH'
  | 'AGE_VERIFICATION_REQUIRED'
  | 'SERVICE_ERROR';
