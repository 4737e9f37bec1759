import { BlockList, isIP } from 'node:net';
import { ServiceError } from '../errors/service-error';

/**
 * Which hops in front of the service may say who the client is (`OFAGE_TRUST_PROXY`):
 *
 * - `none` (the default): nobody. The client is the address of the TCP connection, and
 *   `X-Forwarded-For` is ignored — any client can write that header.
 * - `hops`: that many proxies, counted from the service outwards. `1` means "the connection
 *   comes from one reverse proxy, which appends the client's address": the client is the last
 *   `X-Forwarded-For` entry.
 * - `ranges`: any hop whose address is in these CIDR ranges is a proxy; the client is the
 *   nearest address outside them (the way Express and nginx's `real_ip_recursive` walk the list).
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'ranges'; ranges: BlockList; text: string };

/**
 * Parses `OFAGE_TRUST_PROXY`: empty, `0`, `false` or `none`; a number of hops (`1`); or a
 * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1, fd00::/8`).
 * Throws a message naming the bad entry.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'none') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      throw new ServiceError('CONFIG_INVALID', 'a number of proxy hops must be between 0 and 10');
    return { kind: 'hops', hops };
  }
  const ranges = new BlockList();
  for (const entry of text.split(',').map((s) => s.trim())) {
    const [address = '', prefix] = entry.split('/');
    const version = isIP(address);
    if (version === 0) {
      throw new ServiceError(
        'CONFIG_INVALID',
        `"${entry}" is not an IP address or CIDR range; use a hop count (1) or addresses/ranges (10.0.0.0/8, 127.0.0.1)`,
      );
    }
    const type = version === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      ranges.addAddress(address, type);
      continue;
    }
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (version === 4 ? 32 : 128))) {
      throw new ServiceError('CONFIG_INVALID', `"${entry}" has an invalid prefix length`);
    }
    ranges.addSubnet(address, bits, type);
  }
  return { kind: 'ranges', ranges, text };
}

/**
 * The client's address for rate limits. `peer` is the TCP connection's address, or `undefined`
 * where it is not known (a host that runs the Next.js app without the service's front door): then,
 * without a trusted proxy, the client is `unknown` — every such request shares one limit, which
 * fails closed rather than letting a client pick its own key.
 *
 * @example `src/service/server/start-server.ts`
 * ```ts
 * const client = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.trustProxy);
 * ```
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | null | undefined,
  trust: TrustProxy,
): string {
  const nearest = peer === undefined ? undefined : normalizeAddress(peer);
  if (trust.kind === 'none') return nearest ?? 'unknown';
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => normalizeAddress(s.trim()))
    .filter((s) => s !== '');
  // The chain from the client outwards to the service; an unknown peer is the platform's proxy.
  const chain = [...listed, nearest ?? 'unknown'];
  if (trust.kind === 'hops') {
    return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? 'unknown';
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    const version = isIP(hop);
    const trusted =
      hop === 'unknown' ||
      (version !== 0 && trust.ranges.check(hop, version === 4 ? 'ipv4' : 'ipv6'));
    if (!trusted) return hop;
  }
  return chain[0] ?? 'unknown';
}

/** `::ffff:10.0.0.1` → `10.0.0.1`, `[::1]` → `::1`; anything that is not an address → `invalid`. */
export function normalizeAddress(value: string): string {
  if (value === '') return '';
  const bare = value.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const address = mapped?.[1] ?? bare;
  return isIP(address) === 0 ? 'invalid' : address.toLowerCase();
}
