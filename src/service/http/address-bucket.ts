import { isIP } from 'node:net';

/**
 * The rate-limit bucket of a client address (`clientAddress`): an IPv4 address itself, an IPv6
 * address its /64 — one host, or one home or office network, gets a whole /64 and could
 * otherwise take a new address, and a fresh bucket, for every request.
 *
 * @example `src/service/oidc/http/serve-oidc.ts`
 * ```ts
 * await deps.rateLimiter.take(addressBucket(client));
 * ```
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 address (`::ffff:1.2.3.4` and the like) fills two groups.
  const groups = [...front, ...back].reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const all = [...front, ...Array<string>(Math.max(0, 8 - groups)).fill('0'), ...back];
  const prefix = all.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
