import { json } from '../http';
import { confirmBrowser } from './confirm-verification';
import type { HandlerContext } from './handler-context';

/**
 * `GET {basePath}/status` — the gate state of this browser, for `useAgeVerification` and
 * `useAgeVerificationSWR`. While a verification is bound it is confirmed like `confirm` does,
 * so a verification finished on another device (QR code, new tab) opens the gate on the next
 * focus. Without a cookie it answers at once, with no call to the service.
 */
export async function status(request: Request, ctx: HandlerContext): Promise<Response> {
  const { status: gate, cookies } = await confirmBrowser(request, ctx);
  return json(gate, 200, cookies);
}
