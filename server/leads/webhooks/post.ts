/**
 * One webhook request, guarded: the host is resolved with dns.lookup, every address is checked
 * (address-policy.ts), and the connection goes to an address that was checked (the check is the
 * request's own `lookup`, so DNS cannot answer differently between check and connect). No
 * redirect is followed, the whole exchange has a deadline, and only a few kilobytes of the
 * answer are read (for the log).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

/** The receiver's address is not allowed (private, loopback…): retrying will not change it. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

export class WebhookTimeoutError extends Error {
  override name = 'WebhookTimeoutError';
}

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Bytes of the answer kept for the log. */
  maxExcerptBytes?: number;
}

export interface PostResult {
  status: number;
  excerpt: string;
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(
      hostname,
      { all: true, family: options.family ?? 0, ...(options.hints ? { hints: options.hints } : {}) },
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const bad = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
        if (bad) return callback(new RefusedAddressError(`${hostname} resolves to ${bad.address}, which is not a public address`), '', 0);
        const first = addresses[0];
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        // With autoSelectFamily (Node's default) the caller asks for every address.
        if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        else callback(null, first.address, first.family);
      },
    );
  };
}

export function postWebhook(target: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostResult> {
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never reaches `lookup`: check it here.
  if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(new RefusedAddressError(`${host} is not a public address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  const maxExcerpt = options.maxExcerptBytes ?? 2048;
  return new Promise<PostResult>((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(options.allowPrivate),
      // One connection per delivery: every connection passes the address check.
      agent: false,
    });
    const deadline = setTimeout(
      () => request.destroy(new WebhookTimeoutError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const finish = (fn: () => void) => {
      clearTimeout(deadline);
      fn();
    };
    request.on('error', (error) => finish(() => reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () =>
        finish(() =>
          resolve({ status: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim() }),
        );
      response.on('data', (chunk: Buffer) => {
        if (kept < maxExcerpt) {
          chunks.push(chunk.subarray(0, maxExcerpt - kept));
          kept += chunk.length;
        }
        // The status is all that counts: do not wait for (or hold) a long answer.
        if (kept >= maxExcerpt) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', (error) => finish(() => reject(error)));
    });
    request.end(body);
  });
}
