import type { AgeGateCardState, GateStatus } from '../protocol/gate-api';
import type { AgeVerificationResult } from './check-age-verification';
import { gateCookieNames, readCookie } from './cookies';
import { gateText } from './handlers/labels';
import type { HandlerContext } from './handlers/handler-context';
import { requestOrigin } from './request-origin';

export interface CardStateOptions {
  /** The card's `locale` prop, if you pass one: the text is in that language then. */
  locale?: string;
}

/**
 * The `<AgeGate>` card's text and this browser's gate status, for the server-rendered page: the
 * same language the `labels` route would choose (from `Accept-Language` here, as the browser
 * sends its languages), and the status from the verified cookie (`verification`, the guard's
 * check). While a verification is bound to the browser (its session cookie), confirming it
 * means asking the service and setting cookies, which a page cannot: the status is left out and
 * the card asks the `status` route, as it does without this state.
 */
export function gateCardState(
  request: Request,
  ctx: HandlerContext,
  verification: AgeVerificationResult,
  options: CardStateOptions = {},
): AgeGateCardState {
  const text = gateText(request, ctx, {
    requested: options.locale ? [options.locale] : [],
    browser: [],
  });
  if (verification.verified) {
    const claims = verification.claims;
    const status: GateStatus = {
      verified: true,
      state: 'verified',
      verificationId: claims.verificationId,
      ageCategory: claims.ageCategory,
      method: claims.method,
      expiresAt: claims.exp,
      message: 'Age verified.',
    };
    return { text, status };
  }
  const names = gateCookieNames(requestOrigin(request));
  if (readCookie(request.headers.get('cookie'), names.session)) return { text };
  return {
    text,
    status: {
      verified: false,
      state: 'unverified',
      message: 'No verification has been started in this browser.',
    },
  };
}
