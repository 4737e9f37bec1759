import {
  checkDeliveryTarget,
  pinnedFetch,
  systemLookup,
  type LookupAll,
  type WebhookFetch,
} from '../../webhooks';
import { readLimitedBody, type LimitedBody } from '../../../protocol/read-limited-body';
import { WalletReadError } from './wallet-reading';

/** The largest Status List Token read (a compressed list; the EU's are a few kilobytes). */
export const MAX_TOKEN_BYTES = 256 * 1024;
const TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 2_000;

export interface StatusListFetchRules {
  /** The verification's mode: live follows the live webhook address rules. */
  mode: 'test' | 'live';
  /** `OFAGE_ALLOW_LOOPBACK_WEBHOOKS`: test mode may reach this machine, as webhooks may. */
  allowLoopback: boolean;
  lookup?: LookupAll;
  fetch?: WebhookFetch;
  timeoutMs?: number;
}

/**
 * GETs the Status List Token at `uri` under the webhook address rules (`checkDeliveryTarget`):
 * https to public addresses only — no private, loopback, link-local or reserved target, checked
 * against what the host resolves to now and connected to that very address (`pinnedFetch`);
 * test mode reaches loopback only where the operator allows it for webhooks. No redirect is
 * followed, the whole fetch has a short timeout and the body a size cap. A failure is a
 * `status-unavailable` refusal, for the unreachable-list policy to judge.
 *
 * @example `src/service/methods/digital-wallet/credential-status.ts`
 * ```ts
 * const jwt = await fetchStatusList(uri, { mode, allowLoopback: ctx.config.allowLoopbackWebhooks });
 * ```
 */
export async function fetchStatusList(uri: string, rules: StatusListFetchRules): Promise<string> {
  const target = await checkDeliveryTarget(uri, rules.mode, rules.lookup ?? systemLookup, {
    allowLoopback: rules.allowLoopback,
  });
  if (!target.ok) unavailable(`its address is refused: ${target.message}`);
  const signal = AbortSignal.timeout(rules.timeoutMs ?? TIMEOUT_MS);
  let response: Response;
  try {
    response = await (rules.fetch ?? pinnedFetch)(target.url.toString(), {
      method: 'GET',
      headers: { accept: 'application/statuslist+jwt' },
      signal,
      redirect: 'manual',
      pinned: { address: target.address, family: target.family },
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
  } catch (error) {
    unavailable(`it could not be fetched (${(error as Error).message})`);
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    unavailable(`it answered a redirect (${response.status}), which is not followed`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    unavailable(`it answered HTTP ${response.status}`);
  }
  return readCapped(response, signal);
}

/** The body as text, refused once it passes `MAX_TOKEN_BYTES` (declared or streamed). */
async function readCapped(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) unavailable('it answered no body');
  let body: LimitedBody;
  try {
    body = await readLimitedBody(response, MAX_TOKEN_BYTES);
  } catch (error) {
    unavailable(
      signal.aborted ? 'it did not arrive in time' : `it could not be read (${String(error)})`,
    );
  }
  if (!body.ok) unavailable(`it is larger than ${MAX_TOKEN_BYTES} bytes`);
  return new TextDecoder().decode(body.bytes);
}

function unavailable(why: string): never {
  throw new WalletReadError('status-unavailable', `the credential's status list: ${why}`);
}
