/**
 * Signed, expiring links to a CV (GET /api/cv/:applicationId?expires=…&sig=…), handed to
 * webhook receivers instead of the file. The signature is an HMAC-SHA256 of the id and the
 * expiry with a key every server on the database shares (server/db/guards.ts), so a link
 * issued by one server is honoured by all, and nothing about it is stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CvLinks {
  /** A link valid for the configured lifetime from `now`. */
  issue(applicationId: string, now?: number): { url: string; expiresAt: string };
  /** Whether `expires`/`sig` are a link this site issued for that id and it has not expired. */
  verify(applicationId: string, expires: unknown, sig: unknown, now?: number): boolean;
}

export function createCvLinks(key: string, origin: string, ttlMs: number): CvLinks {
  const sign = (applicationId: string, expires: number) =>
    createHmac('sha256', key).update(`cv-link\n${applicationId}\n${expires}`).digest('base64url');
  return {
    issue(applicationId, now = Date.now()) {
      const expires = Math.floor((now + ttlMs) / 1000);
      const url = new URL(`/api/cv/${encodeURIComponent(applicationId)}`, origin);
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('sig', sign(applicationId, expires));
      return { url: url.href, expiresAt: new Date(expires * 1000).toISOString() };
    },
    verify(applicationId, expires, sig, now = Date.now()) {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof sig !== 'string') return false;
      const expected = Buffer.from(sign(applicationId, Number(expires)));
      const given = Buffer.from(sig);
      // Compared in constant time before the expiry, so timing tells nothing about the signature.
      const authentic = given.length === expected.length && timingSafeEqual(given, expected);
      return authentic && Number(expires) * 1000 > now;
    },
  };
}
