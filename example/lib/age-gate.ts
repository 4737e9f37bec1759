import { nextAuthTokenSource } from 'ofage/next-auth';
import { createAgeGate } from 'ofage/server';
import { ADULT_GATE, adultRequirement, requirement } from './requirement';
import { signedInUserId } from './signed-in-user-id';
import { recordWebhookEvent } from './webhook-log';

/** The store's public URL (next-auth's `NEXTAUTH_URL`; `npm start` sets it). */
const APP_URL = process.env.NEXTAUTH_URL ?? 'http://localhost:3001';

/** Where the widget sends the "mobile app" back to; it must be on the mobile allowlist. */
export const MOBILE_RETURN_URL = new URL('/mobile/done', APP_URL).href;

/**
 * The store's age gate. `OFAGE_SERVICE_URL`, `OFAGE_API_KEY`, `OFAGE_SECRET` and
 * `OFAGE_WEBHOOK_SECRET` come from the environment (`npm start` sets them).
 */
export const ageGate = createAgeGate({
  ...requirement,
  // A signed-in customer verified on another device carries the verification in next-auth.
  tokenSource: nextAuthTokenSource(),
  onResult(result, event) {
    const detail = result.status === 'PASS' ? ` ${result.ageCategory} by ${result.method}` : '';
    console.log(`[webhook] ${event.eventType} ${result.id} ${result.status}${detail}`);
    recordWebhookEvent(event);
  },
  mobile: {
    // The app's own sign-in decides who may start a session; here, the next-auth session.
    authenticate: signedInUserId,
    redirectUrlAllowlist: [MOBILE_RETURN_URL, 'cornerstore://age-verified'],
  },
});

/**
 * The lottery aisle's gate (18+): a second gate on its own route and page, with the same cookie
 * secret. Both gates read the same verified cookie and each checks it against its own
 * requirement, so one proof of 21+ opens both. Gates with the same secret share the default store
 * (one per process, however many copies of this module Next bundles), so a revocation the spirits
 * gate's webhook route records closes both.
 */
export const adultGate = createAgeGate({
  ...adultRequirement,
  ...ADULT_GATE,
  tokenSource: nextAuthTokenSource(),
});
