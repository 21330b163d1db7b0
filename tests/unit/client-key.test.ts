/**
 * The one keying rule of every per-client limit (server/http/client-key.ts): IPv6 by /64,
 * every spelling of an address alike, IPv4-mapped addresses as their IPv4. The open-connection
 * bound (a Node server's 'connection' events) counts by it too.
 */
import { EventEmitter } from 'node:events';
import type { Server, Socket } from 'node:net';
import { describe, expect, test } from 'vitest';
import { clientKey } from '../../server/http/client-key.ts';
import { limitConnectionsPerAddress } from '../../server/http/connection-limit.ts';

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

describe('open connections per client', () => {
  function fakeServer() {
    const server = new EventEmitter() as unknown as Server;
    const connect = (remoteAddress: string) => {
      const socket = Object.assign(new EventEmitter(), {
        remoteAddress,
        destroyed: false,
        destroy() {
          this.destroyed = true;
        },
      });
      server.emit('connection', socket as unknown as Socket);
      return socket;
    };
    return { server, connect };
  }

  test('addresses of one /64 share the bound; a closed one frees its place', () => {
    const { server, connect } = fakeServer();
    limitConnectionsPerAddress(server, 2, false);
    const first = connect('2001:db8:0:9::1');
    const second = connect('2001:0DB8:0:9:0:0:0:2');
    const third = connect('2001:db8:0:9::3');
    expect([first.destroyed, second.destroyed, third.destroyed]).toEqual([false, false, true]);
    expect(connect('2001:db8:0:a::1').destroyed).toBe(false);
    first.emit('close');
    expect(connect('2001:db8:0:9::4').destroyed).toBe(false);
    // An IPv4 client seen through a dual-stack socket counts with the same client over IPv4.
    connect('::ffff:192.0.2.7');
    connect('192.0.2.7');
    expect(connect('192.0.2.7').destroyed).toBe(true);
  });
});
