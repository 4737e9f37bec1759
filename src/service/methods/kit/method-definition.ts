import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VerificationMethod } from '../../../protocol/verification-result';
import type { ServiceContext } from '../../context';
import type { VerificationRow } from '../../db/schema';
import type { Product } from '../../products/products';
import type { AttemptOutcome } from '../../verifications/record-evidence';
import type { MethodMessages } from './i18n/locales';
import type { MethodDeps } from './method-deps';
import type { MethodLibraries } from './method-libraries';
import type { MethodSettings } from './method-settings';
import type { MethodWidgetSettings } from './method-widget-settings';
import type { Simulator } from './simulation';

/**
 * One verification method, as the rest of the service sees it (DESIGN.md "Method registry").
 * Each method folder exports one of these from `definition.ts`; `registry.ts` lists them, and
 * the widget, the policy and the pipeline read the registry — never a method's internals.
 *
 * A method reads like its procedure: capture (its widget part, `widget.tsx`, loaded lazily) →
 * read (its actions, on the server: decode, parse, check signatures or liveness) → evidence
 * (`recordEvidence`, the same pipeline as the simulator's).
 */
export interface MethodDefinition {
  id: VerificationMethod;
  /** Test mode: the evidence the real check would have produced for a chosen outcome. */
  simulate: Simulator;
  /**
   * Whether this deployment verifies with the method for real right now: implemented,
   * configured (processor keys, bank providers, trust anchors) and loaded (models in the
   * worker pool). Live verifications offer only such methods.
   */
  isLive(ctx: ServiceContext): boolean;
  /** The highest "over N" the method can ever establish (a card: 18). Default: any. */
  proofCeiling?: number;
  /**
   * Task modules (`file:` URLs) that the shared worker pool loads for this method's heavy
   * reads (models, OCR, barcodes, image decoding).
   */
  workerModules?: readonly string[];
  /**
   * Packages the real reads need that `@ofage/service` does not install itself (its optional
   * peers): when one is missing, the worker modules are not loaded, the method is not live, and
   * the service says at start what to install. Test mode's simulator needs none of them.
   */
  libraries?: MethodLibraries;
  /**
   * Deletes what the method keeps beside a verification once it is past its retention (run
   * hourly with the expired verifications); returns the number of rows deleted.
   */
  purge?(ctx: ServiceContext): Promise<number>;
  /** Server actions at `/api/widget/methods/<id>/<action>`. */
  actions?: Readonly<Record<string, MethodAction>>;
  /**
   * What the method's widget part needs before its first call, sent with the widget page (never
   * a secret): e.g. the currency the card check is described in, from the verification's
   * jurisdiction.
   */
  widgetSettings?(ctx: ServiceContext, verification: VerificationRow): MethodWidgetSettings;
  /**
   * The method's widget text (its name and description in the picker first), merged into the
   * catalog every widget page sends.
   */
  messages?: MethodMessages;
  /**
   * Text the method's widget part carries in its own code instead of the catalog (the age key's
   * ceremonies, which the result screen also shows), in every widget language: the page sends
   * its messages with ICU arguments compiled, like the catalog's.
   */
  partMessages?: MethodMessages;
  /**
   * The method's environment variables and the settings read from them (`ctx.config[key]`).
   * The config loader reads every method's through `methods/settings-registry.ts`.
   */
  settings?: MethodSettings;
  /**
   * Pages the method serves itself on the service's own origin, outside the widget API (the
   * bank-app's test bank, an OpenID Connect provider): the custom server hands them requests.
   */
  mount?: MethodMount;
}

export interface MethodMount {
  /** What the pages are, for the log and the error page ("test bank"). */
  name: string;
  /** Their path: `path` itself and everything under `path/`. */
  path: string;
  /** Largest body they read: the front door refuses larger and chunked bodies first. */
  maxBodyBytes: number;
  /** Whether this deployment serves them. */
  isOn(config: ServiceContext['config']): boolean;
  /** Answers one GET, HEAD or POST (the front door refuses other methods). */
  serve(ctx: ServiceContext, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface MethodAction {
  httpMethod: 'GET' | 'POST';
  /**
   * `widget`: the widget's token authorises the call (`Authorization: Bearer <token>`, or
   * `?token=` on a GET navigation) and `call.session` is set. `public`: the action authenticates
   * the caller itself (a wallet's or a bank's single-use state) — for callbacks from outside.
   */
  auth: 'widget' | 'public';
  /** Largest body the action reads (413 beyond). Default 16 KiB. */
  maxBodyBytes?: number;
  /** Served for test-mode verifications only (test bank, specimen documents). */
  testOnly?: boolean;
  handle(call: MethodCall): Promise<MethodActionResult>;
}

/** The verification a widget-authorised action works on. */
export interface MethodSession {
  row: VerificationRow;
  product: Product;
  token: string;
  /**
   * Hash of the widget session secret the call carried (`kit/widget-session.ts`), or null. Pass
   * it to `recordEvidence`, or keep it with a step that ends elsewhere (a bank's or a wallet's
   * callback): the session whose attempt ends the verification is the one that may save an age key.
   */
  sessionHash: string | null;
}

export interface MethodCall {
  deps: MethodDeps;
  request: Request;
  url: URL;
  /** Set for `auth: 'widget'` actions. */
  session?: MethodSession;
  /** Body readers bounded by the action's `maxBodyBytes`. */
  body: {
    bytes(): Promise<Uint8Array<ArrayBuffer>>;
    json(): Promise<unknown>;
    form(): Promise<FormData>;
  };
}

/**
 * A `Response` as is, or an attempt that went through `recordEvidence`: the widget API answers
 * it with the verification's new state (`AttemptResponse`) plus `detail` for the method's UI.
 */
export type MethodActionResult = Response | { attempt: AttemptOutcome; detail?: unknown };
