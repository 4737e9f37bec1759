import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { ADDRESS_KIND_PHRASE, classifyAddress } from './classify-address';
import {
  bareHost,
  isLocalhostName,
  refuse,
  validateWebhookUrl,
  type WebhookMode,
  type WebhookRules,
  type WebhookUrlRefusal,
} from './validate-webhook-url';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** `dns.promises.lookup` with `{all: true}`: every address the host resolves to. */
export type LookupAll = (hostname: string, options: { all: true }) => Promise<ResolvedAddress[]>;

export type DeliveryTarget =
  | {
      ok: true;
      url: URL;
      address: string;
      family: 4 | 6;
      /**
       * The live rules would accept this target too (https, every address public). False for a
       * loopback target the operator allowed for development: its answers are not shown.
       */
      public: boolean;
    }
  | WebhookUrlRefusal;

export const systemLookup: LookupAll = (hostname, options) => dns.lookup(hostname, options);

/**
 * The webhook URL rules again, at delivery time, against what the host resolves to *now*: a
 * hostname that was public when configured may since resolve to 10.0.0.1 (DNS rebinding).
 *
 * Every resolved address must pass, not just one: the connection may use any of them. Each must
 * be public, or — in test mode, when the operator allows it — loopback; plain http only when
 * every address is loopback. The returned `address` is the one the caller must connect to (see
 * `pinnedFetch`), so the address checked here is the address used, with no second lookup in
 * between.
 *
 * @example `src/service/webhooks/deliver-webhook-event.ts`
 * ```ts
 * const target = await checkDeliveryTarget(event.url, event.mode, lookup, rules);
 * if (!target.ok) return recordFailure(target.message);
 * await pinnedFetch(target.url.toString(), { ...init, pinned: target });
 * ```
 */
export async function checkDeliveryTarget(
  input: string,
  mode: WebhookMode,
  lookup: LookupAll = systemLookup,
  rules: WebhookRules = {},
): Promise<DeliveryTarget> {
  const configured = validateWebhookUrl(input, mode, rules);
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

  const loopbackAllowed = mode === 'test' && rules.allowLoopback === true;
  const kinds = addresses.map(({ address }) => classifyAddress(address) ?? 'reserved');
  for (const [i, kind] of kinds.entries()) {
    if (kind === 'public' || (kind === 'loopback' && loopbackAllowed)) continue;
    const address = addresses[i]?.address ?? '';
    return refuse(
      'forbidden_address',
      loopbackAllowed
        ? `${host} resolves to ${ADDRESS_KIND_PHRASE[kind]} (${address}); test webhooks must reach a public address or this machine`
        : `${host} resolves to ${ADDRESS_KIND_PHRASE[kind]} (${address}); ${mode} webhooks must reach a public address`,
    );
  }
  const allLoopback = kinds.every((kind) => kind === 'loopback');
  if (url.protocol === 'http:' && !allLoopback) {
    const what = isLocalhostName(host)
      ? `${host} resolves to ${first.address}`
      : `${host} is not loopback`;
    return refuse(
      'forbidden_address',
      `test webhooks over plain http must reach this machine, but ${what}`,
    );
  }
  return {
    ok: true,
    url,
    address: first.address,
    family: first.family === 6 ? 6 : 4,
    public: url.protocol === 'https:' && kinds.every((kind) => kind === 'public'),
  };
}
