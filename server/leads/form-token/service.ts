/**
 * The time trap's rules (decision 0029), in one place: which of a post's tokens is judged and
 * what use it records, and which opening a renewal keeps. The routes pass the tokens they were
 * given (body and cookie) and never hold the signer (decision 0057).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FormOpening, FormTokens, TokenVerdict } from './token.ts';
import type { FormTokenUse } from '../store/intake.ts';

export type { FormTokenUse };

/** A post's verdict and, when it is good, the use to record with its lead (a token serves one lead). */
export interface TokenCheck {
  verdict: TokenVerdict;
  use: FormTokenUse | null;
  /**
   * The use served a lead already, as far as the record says now: the post is refused before it
   * counts against the accepted-posts limit. The store still decides (a concurrent post may win).
   */
  used: boolean;
}

/** A signed token and when it expires (ms since the epoch). */
interface IssuedToken {
  token: string;
  expiresAt: number;
}

export interface FormTokenService {
  /** The post's verdict; null when the time trap is off (MIN_FILL_MS=0). */
  judge(bodyToken: string | undefined, cookieToken: string | undefined): Promise<TokenCheck | null>;
  /**
   * A token that keeps the opening of the first given token that is authentic, inside its hard
   * lifetime and unused; else a new opening, now. Null when the time trap is off.
   */
  issue(given: string | undefined, cookieToken: string | undefined): Promise<IssuedToken | null>;
}

/** The service over the signer (null: the trap is off) and the record of used openings. */
export function createFormTokenService(tokens: FormTokens | null, used: (id: string) => Promise<boolean>): FormTokenService {
  async function unusedOpening(signer: FormTokens, candidates: Array<string | undefined>): Promise<FormOpening | undefined> {
    for (const token of candidates) {
      const opening = signer.renewable(token);
      if (opening && !(await used(opening.id))) return opening;
    }
    return undefined;
  }

  return {
    async judge(bodyToken, cookieToken) {
      if (!tokens) return null;
      let token = bodyToken || cookieToken;
      let verdict = tokens.verify(token);
      // The island's token may be older than a cookie set since (another tab): either may pass.
      if (verdict !== 'ok' && bodyToken && cookieToken) {
        token = cookieToken;
        verdict = tokens.verify(token);
      }
      const opening = verdict === 'ok' ? tokens.opening(token) : null;
      if (!opening) return { verdict, use: null, used: false };
      return { verdict, use: { id: opening.id, remainingMs: tokens.remainingMs(opening) }, used: await used(opening.id) };
    },
    async issue(given, cookieToken) {
      if (!tokens) return null;
      return tokens.issue(await unusedOpening(tokens, [given, cookieToken]));
    },
  };
}

/**
 * The form token's cookie attributes: sent back only with posts to /api, never to scripts. It
 * lives as long as a token can be renewed (FORM_TOKEN_MAX_AGE_MS), not just as long as it is
 * valid: a form left open past the token's expiry renews it from the cookie, keeping its
 * opening time. Set with `reply.setCookie(formTokenCookie, token, …)` (@fastify/cookie).
 */
export function formTokenCookieOptions(config: { HSTS: boolean; FORM_TOKEN_MAX_AGE_MS: number }): CookieSerializeOptions {
  return { path: '/api', maxAge: Math.floor(config.FORM_TOKEN_MAX_AGE_MS / 1000), httpOnly: true, sameSite: 'lax', secure: config.HSTS };
}
