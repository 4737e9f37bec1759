import { nextAuthTokenSource } from 'ofage/next-auth';
import { createAgeGate } from 'ofage/server';
import { requirement } from './requirement';
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
