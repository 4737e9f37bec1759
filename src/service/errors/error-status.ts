import { API_ERROR_STATUS, type ApiErrorCode } from '../../protocol/api-error-status';

/**
 * Codes the id-document actions answer the service's own widget with, as themselves and with a
 * retake `hint` beside `error` (docs/methods/id-document.md): never a merchant's.
 */
const WIDGET_ANSWER_STATUS = {
  DOCUMENT_UNREADABLE: 422,
  PORTRAIT_NOT_FOUND: 422,
} as const;

/**
 * The HTTP status of every `ServiceError` code: the one table. Four kinds of entry:
 *
 * - The wire codes (`API_ERROR_STATUS`, shared with the plugin through `src/protocol`): a
 *   merchant or the widget receives them as `{error, errorMessage}`. Their statuses live there.
 * - The widget's own answers (`WIDGET_ANSWER_STATUS`, above), answered as themselves.
 * - Codes of the service's own parts (console forms, methods' readers and processors, the bank
 *   login, the worker pool), each with a status the protocol has a code for. Their handlers
 *   usually turn them into words first (a console form shows the message; a method answers with
 *   its own message and `reason`), but one that reaches an HTTP answer is answered with this
 *   status and the protocol's code of that status (`wireCodeOf`): a merchant never receives a
 *   code the protocol does not list.
 * - `null`: never an HTTP answer. Start-up and operator problems (configuration, a missing
 *   install, the database), the CLI, signals a module catches itself, and failures the widget
 *   meets in the browser. One that escapes into a request is answered as a bare
 *   500 `INTERNAL_ERROR`, its message kept for the log.
 *
 * Outside this table: node:http's own refusals (408, 431, a CONNECT) that `start-server.ts`
 * answers in the same shape before any handler runs.
 */
export const SERVICE_ERROR_STATUS = {
  ...API_ERROR_STATUS,
  ...WIDGET_ANSWER_STATUS,

  // Console forms (`ConsoleError`).
  EMAIL_TAKEN: 400,
  WEAK_PASSWORD: 400,
  BAD_CREDENTIALS: 401,
  SIGN_UP_CLOSED: 403,
  LIMIT_REACHED: 403,

  // Methods: a frame or image the caller sent (`FrameError`).
  NOT_AN_IMAGE: 400,
  IMAGE_TOO_LARGE: 400,
  // A wallet presentation refused; `WalletReadError.refusal` says why.
  WALLET_REFUSED: 400,
  // The bank login (`BankLoginError`): the person or the bank said no, or the bank is down.
  BANK_LOGIN_DECLINED: 400,
  BANK_LOGIN_REFUSED: 400,
  BANK_ID_TOKEN_INVALID: 400,
  BANK_UNREACHABLE: 503,
  // The card processor (`CardProcessorError`): no finished check, or no answer.
  CARD_CHECK_INCOMPLETE: 400,
  CARD_PROCESSOR_UNAVAILABLE: 503,
  CARD_PROCESSOR_TIMEOUT: 503,
  CARD_PROCESSOR_MISCONFIGURED: 503,
  // The worker pool (`WorkerTaskError`): a thread that died or ran out of time is worth another
  // try; a task that threw is a fault, unless the method that ran it knows better.
  WORKER_CRASHED: 503,
  WORKER_TIMEOUT: 503,
  WORKER_TASK_FAILED: null,

  // Never an HTTP answer.
  CONFIG_INVALID: null,
  DEPENDENCY_MISSING: null,
  BUILD_FAILED: null,
  DATABASE_UNAVAILABLE: null,
  /** The database lacks migrations of this version (`ofage migrate`). */
  SCHEMA_BEHIND: null,
  /** A newer version contracted the schema: this one cannot serve it. */
  SCHEMA_AHEAD: null,
  CLI_USAGE: null,
  /** A command that only manages a database found none where it looked (it creates none). */
  NO_DATABASE: null,
  WEBHOOK_CONNECT_TIMEOUT: null,
  AGE_KEY_REVOKED: null,
  AGE_KEY_DUPLICATE: null,
  /** Browser: a method's widget part could not reach the service. */
  SERVICE_UNREACHABLE: null,
} as const satisfies Record<string, number | null>;

/** Every code a `ServiceError` can carry. */
export type ServiceErrorCode = keyof typeof SERVICE_ERROR_STATUS;

const WIRE_CODE_BY_STATUS = new Map<number, ApiErrorCode>(
  Object.entries(API_ERROR_STATUS).map(([code, status]) => [status, code as ApiErrorCode]),
);

/** Codes put on the wire as themselves. */
type AnsweredCode = ApiErrorCode | keyof typeof WIDGET_ANSWER_STATUS;

/**
 * The `error` an error with `code` is answered with: the code itself for a wire or widget code,
 * else the protocol's code of its status; `null` when it is never answered.
 */
export function wireCodeOf(code: ServiceErrorCode): AnsweredCode | null {
  if (Object.hasOwn(API_ERROR_STATUS, code) || Object.hasOwn(WIDGET_ANSWER_STATUS, code)) {
    return code as AnsweredCode;
  }
  const status = SERVICE_ERROR_STATUS[code];
  return status === null ? null : (WIRE_CODE_BY_STATUS.get(status) ?? null);
}

/** The protocol's code of an HTTP status, if it has one. */
export function wireCodeOfStatus(status: number): ApiErrorCode | undefined {
  return WIRE_CODE_BY_STATUS.get(status);
}

export function isServiceErrorCode(value: unknown): value is ServiceErrorCode {
  return typeof value === 'string' && Object.hasOwn(SERVICE_ERROR_STATUS, value);
}
