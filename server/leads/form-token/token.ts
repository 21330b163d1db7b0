/**
 * The time trap, measured on the server: a form carries a token the server signed (HMAC-SHA256)
 * with an id for this opening of the form, the time it was opened and an expiry. A post is
 * "too fast" when less than MIN_FILL_MS passed since that time, whatever the visitor's clock
 * says. A token can be renewed before or after it expires (a form left open for hours still
 * works): renewal keeps the id and the opening time, so it cannot be used to skip the wait,
 * and never reaches past the hard lifetime (FORM_TOKEN_MAX_AGE_MS from the opening).
 *
 * A token serves one accepted lead (decision 0029): its id is recorded with the lead
 * (uses.ts), and a used id is never renewed: the form gets a new id, opened now.
 *
 * Format: `<id>.<openedAt>.<expiresAt>.<base64url signature>` (times in ms since the epoch).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenVerdict = 'ok' | 'missing' | 'forged' | 'expired' | 'too-fast';

/** One opening of a form: what renewal carries over and what a use is recorded under. */
export interface FormOpening {
  id: string;
  openedAt: number;
}

export interface FormTokens {
  /** A token for this opening of a form (default: a new id, opened now), valid for the configured lifetime. */
  issue(opening?: Partial<FormOpening>, now?: number): { token: string; expiresAt: number };
  verify(token: string | undefined, now?: number): TokenVerdict;
  /** The opening of an authentic token (expired or not), else null. */
  opening(token: string | undefined): FormOpening | null;
  /** The opening of an authentic token still inside its hard lifetime, else null. */
  renewable(token: string | undefined, now?: number): FormOpening | null;
  /** Milliseconds left of the hard lifetime of an opening (how long its use must be remembered). */
  remainingMs(opening: FormOpening, now?: number): number;
  /** The hard lifetime: no token of an opening is valid, or renewable, longer after it. */
  readonly maxAgeMs: number;
}

const tokenPattern = /^([\w-]{16})\.(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/;

export function createFormTokens(
  secret: string,
  options: { ttlMs: number; maxAgeMs: number; minFillMs: number; clock?: () => number },
): FormTokens {
  const clock = options.clock ?? Date.now;
  const { maxAgeMs } = options;
  const sign = (id: string, openedAt: number, expiresAt: number) =>
    createHmac('sha256', secret).update(`form-token.v2.${id}.${openedAt}.${expiresAt}`).digest('base64url');

  function parse(token: string | undefined): (FormOpening & { expiresAt: number }) | 'missing' | 'forged' {
    if (!token) return 'missing';
    const match = tokenPattern.exec(token);
    if (!match) return 'forged';
    const id = match[1] ?? '';
    const openedAt = Number(match[2]);
    const expiresAt = Number(match[3]);
    const expected = Buffer.from(sign(id, openedAt, expiresAt));
    const given = Buffer.from(match[4] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return { id, openedAt, expiresAt };
  }

  return {
    maxAgeMs,
    issue(opening, now = clock()) {
      const id = opening?.id ?? randomBytes(12).toString('base64url');
      const openedAt = Math.min(opening?.openedAt ?? now, now);
      const expiresAt = Math.min(now + options.ttlMs, openedAt + maxAgeMs);
      return { token: `${id}.${openedAt}.${expiresAt}.${sign(id, openedAt, expiresAt)}`, expiresAt };
    },
    verify(token, now = clock()) {
      const parsed = parse(token);
      if (typeof parsed === 'string') return parsed;
      // The hard lifetime holds even for a token signed with a longer expiry (a changed setting).
      if (now > parsed.expiresAt || now > parsed.openedAt + maxAgeMs) return 'expired';
      if (now - parsed.openedAt < options.minFillMs) return 'too-fast';
      return 'ok';
    },
    opening(token) {
      const parsed = parse(token);
      return typeof parsed === 'string' ? null : { id: parsed.id, openedAt: parsed.openedAt };
    },
    renewable(token, now = clock()) {
      const parsed = parse(token);
      if (typeof parsed === 'string' || now >= parsed.openedAt + maxAgeMs) return null;
      return { id: parsed.id, openedAt: parsed.openedAt };
    },
    remainingMs(opening, now = clock()) {
      return Math.max(0, opening.openedAt + maxAgeMs - now);
    },
  };
}

/** The cookie a page with a form is served with (no-JS posts carry it back). */
export const formTokenCookie = 'form_token';
