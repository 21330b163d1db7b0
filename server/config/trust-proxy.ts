/**
 * TRUST_PROXY in Fastify's `trustProxy` terms. `true` would trust every hop of
 * X-Forwarded-For, including the left-most one the client wrote itself, so the rate limit
 * could be dodged by any visitor: it is refused with what to write instead.
 */
import { isIP } from 'node:net';

/** proxy-addr's trust function: `hop` 0 is the socket's peer, 1 the address it forwarded for… */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * A hop count trusts the last `hops` forwarders, whoever they are (proxy-addr's classic
 * meaning; Fastify itself treats a bare number as "trust nothing"). It is only safe when the
 * server cannot be reached except through those proxies; addresses/CIDRs are safer.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const cidr = /^(.+)\/(\d{1,3})$/;

function isAddressOrCidr(item: string): boolean {
  const match = cidr.exec(item);
  if (!match) return isIP(item) !== 0;
  const version = isIP(match[1] ?? '');
  const bits = Number(match[2]);
  return version !== 0 && bits <= (version === 4 ? 32 : 128);
}

/** The setting, or a message explaining why the value is refused. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return 'true would trust any client-written X-Forwarded-For. Write the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one nginx or load balancer) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)';
  }
  if (/^\d+$/.test(value)) return trustHops(Number(value));
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isAddressOrCidr(item));
  if (bad.length) return `not a hop count or IP address/CIDR list: ${bad.join(', ')}`;
  return items;
}
