/**
 * Open connections per client address are bounded (MAX_CONNECTIONS_PER_IP): one address
 * opening thousands of idle or slow connections must not exhaust the server's sockets for
 * everybody. The sockets of trusted proxies are not counted (every visitor arrives through
 * them); with a hop-count TRUST_PROXY every peer is a proxy, so the bound is the proxy's job.
 */
import { BlockList, isIP, type Server, type Socket } from 'node:net';
import type { TrustProxy } from '../config/trust-proxy.ts';
import { clientKey } from './client-key.ts';

export function trustedPeers(trust: TrustProxy): ((address: string) => boolean) | null {
  if (trust === false) return () => false;
  if (typeof trust === 'function') return null;
  const list = new BlockList();
  for (const item of trust) {
    const [address = '', bits] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

export function limitConnectionsPerAddress(server: Server, max: number, trust: TrustProxy): void {
  const isTrusted = trustedPeers(trust);
  if (isTrusted === null) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress;
    if (!remote || isTrusted(remote)) return;
    // Counted per client as every limit counts (IPv6 by /64: http/client-key.ts).
    const address = clientKey(remote);
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
