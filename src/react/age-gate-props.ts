import type { ReactNode } from 'react';
import type { OfageError } from '../client/ofage-error';
import type { AgeGateCardState, GateStatus } from '../protocol/gate-api';
import type { AgeGateAppearance } from './age-gate-style';

/**
 * Spec display rule 1's four features, in one attribute, plus `digital-credentials-get` so the
 * digital-wallet method can call the Digital Credentials API from the frame.
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

/**
 * The card's text in English, in its bundle: what it shows when the gate route cannot say which
 * language to speak (`GET labels` sends the chosen language's). Override any with `labels`.
 */
export const AGE_GATE_LABELS = {
  heading: 'Verify your age',
  intro: 'You must be of legal age to see this page. Verify your age to continue.',
  how: 'About a minute, with a method you choose: a selfie, an ID, a digital wallet, an age key…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} gets only the result, never your name, photos or documents. Images are not stored.',
  keptUnnamed:
    'This site gets only the result, never your name, photos or documents. Images are not stored.',
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
/**
 * Sentences only the gate route's catalogs carry (`src/react/i18n/`): the card needs them after
 * an answer of the route, never instead of one, so they stay out of its bundle.
 */
export type AgeGateRouteLabels = {
  /** Why the verification did not open the gate, by `GateStatus.failureReason`. */
  'failure.age-criteria-not-met': string;
  'failure.max-attempts-exceeded': string;
  'failure.fraudulent-activity-detected': string;
  'failure.criteria-not-met': string;
  'failure.revoked': string;
  /** The gate's own route could not be reached (offline, a server error). */
  unreachable: string;
};

export type AgeGateLabels = typeof AGE_GATE_LABELS & AgeGateRouteLabels;

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
  /**
   * The card's language (a BCP 47 tag such as `fr` or `pt-BR`), passed on to the widget. Without
   * it: `createAgeGate`'s `locale`, then the visitor's browser languages, then English. The card
   * fetches its text in that language from the gate route (`GET {basePath}/labels`), so only
   * one language reaches the browser.
   */
  locale?: string;
  /**
   * What the server already knows, from `await ageGate.getCardState()` in the gate page (a server
   * component): the card then renders its text and state in the HTML, asks the gate route
   * nothing more on load, and its start button is a form that works before the card's script
   * has run (it opens the widget top-level through `POST {basePath}/session` as a form). Without it, the
   * card fetches both after hydration.
   */
  initial?: AgeGateCardState;
  /** Your own text for any of the card's sentences, in place of the chosen language's. */
  labels?: Partial<AgeGateLabels>;
  className?: string;
  /** Injected for tests. */
  fetch?: typeof fetch;
  /** Injected for tests; default `location.assign`. */
  navigate?: (url: string) => void;
}
