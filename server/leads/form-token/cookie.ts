import { formTokenCookie } from './token.ts';

/**
 * The Set-Cookie value carrying a form token: sent back only with posts to /api, never to
 * scripts. It lives as long as a token can be renewed (FORM_TOKEN_MAX_AGE_MS), not just as
 * long as it is valid: a form left open past the token's expiry renews it from the cookie,
 * keeping its opening time.
 */
export function formTokenCookieHeader(token: string, config: { HSTS: boolean; FORM_TOKEN_MAX_AGE_MS: number }): string {
  return `${formTokenCookie}=${token}; Path=/api; Max-Age=${Math.floor(config.FORM_TOKEN_MAX_AGE_MS / 1000)}; HttpOnly; SameSite=Lax${config.HSTS ? '; Secure' : ''}`;
}
