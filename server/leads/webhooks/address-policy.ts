/**
 * Which addresses a webhook may connect to (SSRF guard): public unicast only. Loopback,
 * private, shared (CGNAT), link-local, unique-local, multicast, reserved and documentation
 * ranges are refused, and so are IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4,
 * Teredo), since they can lead back into a private network. LEAD_WEBHOOK_ALLOW_PRIVATE=true
 * lifts this for local receivers and tests.
 */
import { BlockList, isIP } from 'node:net';

// Two lists: a BlockList matches IPv4 addresses against IPv6 rules such as ::ffff:0:0/96.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}

/** True for a public unicast address a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList does not match dotted IPv4-mapped notation against ::ffff:0:0/96 in every Node version.
  if (family === 6 && /^(?:0*:)*:?ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return false;
  return family === 4 ? !refusedV4.check(address, 'ipv4') : !refusedV6.check(address, 'ipv6');
}
