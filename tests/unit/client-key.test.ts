/**
 * The one keying rule of every per-client limit (server/http/client-key.ts): IPv6 by /64,
 * every spelling of an address alike, IPv4-mapped addresses as their IPv4.
 */
import { describe, expect, test } from 'vitest';
import { clientKey } from '../../server/http/client-key.ts';

describe('clientKey', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0:0::2', '2001:db8:0:0::/64'],
    ['2001:DB8:0000:0000:ffff:ffff:ffff:ffff', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:0102:0304', '1.2.3.4'],
    ['0:0:0:0:0:ffff:1.2.3.4', '1.2.3.4'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
