/**
 * The time trap, measured on the server: a form carries a token the server signed (HMAC-SHA256)
 * with the time the form was opened and an expiry. A post is "too fast" when less than
 * MIN_FILL_MS passed since that time, whatever the visitor's clock says. A token can be renewed
 * before or after it expires (a form left open for hours still works): renewal keeps the
 * opening time, so it cannot be used to skip the wait.
 *
 * Format: `<openedAt>.<expiresAt>.<base64url signature>` (milliseconds since the epoch).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenVerdict = 'ok' | 'missing' | 'forged' | 'expired' | 'too-fast';

export interface FormTokens {
  /** A token for a form opened at `openedAt` (default now), valid for the configured lifetime. */
  issue(openedAt?: number, now?: number): { token: string; expiresAt: number };
  verify(token: string | undefined, now?: number): TokenVerdict;
  /** The opening time of an authentic token young enough to renew, else null. */
  renewableOpenedAt(token: string | undefined, now?: number): number | null;
}

/** How long after opening a form a token may still be renewed. */
export const renewWindowMs = 7 * 24 * 60 * 60_000;
const tokenPattern = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/;

export function createFormTokens(secret: string, options: { ttlMs: number; minFillMs: number; clock?: () => number }): FormTokens {
  const clock = options.clock ?? Date.now;
  const sign = (openedAt: number, expiresAt: number) => createHmac('sha256', secret).update(`form-token.v1.${openedAt}.${expiresAt}`).digest('base64url');

  function parse(token: string | undefined): { openedAt: number; expiresAt: number } | 'missing' | 'forged' {
    if (!token) return 'missing';
    const match = tokenPattern.exec(token);
    if (!match) return 'forged';
    const openedAt = Number(match[1]);
    const expiresAt = Number(match[2]);
    const expected = Buffer.from(sign(openedAt, expiresAt));
    const given = Buffer.from(match[3] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return { openedAt, expiresAt };
  }

  return {
    issue(openedAt, now = clock()) {
      const expiresAt = now + options.ttlMs;
      const opened = Math.min(openedAt ?? now, now);
      return { token: `${opened}.${expiresAt}.${sign(opened, expiresAt)}`, expiresAt };
    },
    verify(token, now = clock()) {
      const parsed = parse(token);
      if (typeof parsed === 'string') return parsed;
      if (now > parsed.expiresAt) return 'expired';
      if (now - parsed.openedAt < options.minFillMs) return 'too-fast';
      return 'ok';
    },
    renewableOpenedAt(token, now = clock()) {
      const parsed = parse(token);
      if (typeof parsed === 'string' || now - parsed.openedAt > renewWindowMs) return null;
      return parsed.openedAt;
    },
  };
}

/** The cookie a page with a form is served with (no-JS posts carry it back). */
export const formTokenCookie = 'form_token';
