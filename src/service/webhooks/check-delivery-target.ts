import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { ADDRESS_KIND_PHRASE, classifyAddress } from './classify-address';
import {
  bareHost,
  isLocalhostName,
  refuse,
  validateWebhookUrl,
  type WebhookMode,
  type WebhookUrlRefusal,
} from './validate-webhook-url';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** `dns.promises.lookup` with `{all: true}`: every address the host resolves to. */
export type LookupAll = (hostname: string, options: { all: true }) => Promise<ResolvedAddress[]>;

export type DeliveryTarget =
  { ok: true; url: URL; address: string; family: 4 | 6 } | WebhookUrlRefusal;

export const systemLookup: LookupAll = (hostname, options) => dns.lookup(hostname, options);

/**
 * The webhook URL rules again, at delivery time, against what the host resolves to *now*: a
 * hostname that was public when configured may since resolve to 10.0.0.1 (DNS rebinding).
 *
 * Every resolved address must pass, not just one: the connection may use any of them. The
 * returned `address` is the one the caller must connect to (see `pinnedFetch`), so the address
 * checked here is the address used, with no second lookup in between.
 *
 * @example `src/service/webhooks/deliver-webhook-event.ts`
 * ```ts
 * const target = await checkDeliveryTarget(endpoint.url, event.mode, lookup);
 * if (!target.ok) return recordFailure(target.message);
 * await pinnedFetch(target.url.toString(), { ...init, pinned: target });
 * ```
 */
export async function checkDeliveryTarget(
  input: string,
  mode: WebhookMode,
  lookup: LookupAll = systemLookup,
): Promise<DeliveryTarget> {
  const configured = validateWebhookUrl(input, mode);
  if (!configured.ok) return configured;
  const url = configured.url;
  const host = bareHost(url);

  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await lookup(host, { all: true });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return refuse(
        'dns_failed',
        `could not resolve ${host}${typeof code === 'string' ? ` (${code})` : ''}`,
      );
    }
  }
  const first = addresses[0];
  if (first === undefined) return refuse('dns_failed', `${host} resolved to no address`);

  // Test mode over https may reach any address; plain http only this machine.
  const mustBeLoopback = mode === 'test' && url.protocol === 'http:';
  const mustBePublic = mode === 'live';
  for (const { address } of addresses) {
    const kind = classifyAddress(address) ?? 'reserved';
    if (mustBePublic && kind !== 'public') {
      return refuse(
        'forbidden_address',
        `${host} resolves to ${ADDRESS_KIND_PHRASE[kind]} (${address}); live webhooks must reach a public address`,
      );
    }
    if (mustBeLoopback && kind !== 'loopback') {
      const what = isLocalhostName(host)
        ? `${host} resolves to ${address}`
        : `${host} is not loopback`;
      return refuse(
        'forbidden_address',
        `test webhooks over plain http must reach this machine, but ${what}`,
      );
    }
  }
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
