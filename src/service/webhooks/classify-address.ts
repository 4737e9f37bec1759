import { isIP } from 'node:net';

/** What kind of network an IP address belongs to; only `public` may receive live webhooks. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

/** Phrases for error messages: "resolves to a private address (10.0.0.5)". */
export const ADDRESS_KIND_PHRASE: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  shared: 'a shared (CGNAT) address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

// IANA IPv4 Special-Purpose Address Registry (RFC 6890 and successors): every block that is not
// reachable on the public internet, so a webhook can never be aimed at the service's own network.
const IPV4_BLOCKS: ReadonlyArray<readonly [string, number, Exclude<AddressKind, 'public'>]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  // Includes 169.254.169.254, the cloud metadata endpoint.
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/**
 * Classifies an IP address (v4 or v6, with or without brackets or a zone id). Returns
 * `undefined` when the input is not an IP address at all.
 *
 * IPv6 forms that embed an IPv4 address (`::ffff:10.0.0.1`, NAT64 `64:ff9b::/96`, 6to4
 * `2002::/16`) are classified by the embedded address, because that is where packets end up.
 */
export function classifyAddress(input: string): AddressKind | undefined {
  const address = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return classifyV4(parseV4(address));
  if (version === 6) return classifyV6(parseV6(address));
  return undefined;
}

function parseV4(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

function classifyV4(value: number): AddressKind {
  for (const [base, prefix, kind] of IPV4_BLOCKS) {
    const size = 2 ** (32 - prefix);
    const start = parseV4(base);
    if (value >= start && value < start + size) return kind;
  }
  return 'public';
}

/** Eight 16-bit groups; `isIP` has already vouched for the syntax. */
function parseV6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseV4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function classifyV6(g: number[]): AddressKind {
  const at = (i: number) => g[i] ?? 0;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const embeddedV4 = (hi: number, lo: number) => classifyV4(at(hi) * 65536 + at(lo));

  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && at(7) === 1) return 'loopback';
  // ::ffff:0:0/96, IPv4-mapped: the socket talks IPv4 to the embedded address.
  if (zeroUpTo(5) && at(5) === 0xffff) return embeddedV4(6, 7);
  // ::/96, the deprecated IPv4-compatible form, and other unassigned space below 2000::/3.
  if (zeroUpTo(6)) return 'reserved';
  // 64:ff9b::/96, well-known NAT64 prefix (RFC 6052): a translator forwards to the embedded IPv4.
  if (at(0) === 0x64 && at(1) === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return embeddedV4(6, 7);
  }
  // 2002::/16, 6to4 (RFC 3056): the next 32 bits are the IPv4 relay address.
  if (at(0) === 0x2002) return embeddedV4(1, 2);
  if ((at(0) & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((at(0) & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((at(0) & 0xffc0) === 0xfec0) return 'private'; // fec0::/10, deprecated site-local
  if ((at(0) & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  // Only 2000::/3 is global unicast; inside it, protocol assignments incl. Teredo (2001::/23)
  // and documentation (2001:db8::/32) are not webhook receivers.
  if ((at(0) & 0xe000) !== 0x2000) return 'reserved';
  if (at(0) === 0x2001 && at(1) < 0x200) return 'reserved';
  if (at(0) === 0x2001 && at(1) === 0xdb8) return 'reserved';
  return 'public';
}
