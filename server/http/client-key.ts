/**
 * The key a client's limits count under (which forwarders may name the client is TRUST_PROXY,
 * config/trust-proxy.ts). The key is the one rule every per-client limit keys on (accepted posts,
 * the flood guard, uploads in progress; decision 0012): an IPv4 address as such, an IPv6 address by its
 * /64 (one subscriber's network: a host there picks any of 2^64 addresses), and every
 * spelling of one address the same (`2001:DB8::1`, `2001:0db8:0:0::2`, `::ffff:1.2.3.4` is
 * the IPv4 address 1.2.3.4).
 */
import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  if (isIP(plain) !== 6) return null;
  let text = plain;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const before = parse(head);
  const after = rest === undefined ? [] : parse(rest);
  const zeros = rest === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...Array<number>(zeros).fill(0), ...after];
}

/** The key a client's limits count under (see above); anything unparsable is keyed as given. */
export function clientKey(address: string): string {
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (!groups || groups.length !== 8) return address;
  // ::ffff:a.b.c.d, the IPv4-mapped form a dual-stack socket reports for an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
