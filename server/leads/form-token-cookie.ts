import { formTokenCookie } from './form-token.ts';

/** The Set-Cookie value carrying a form token: sent back only with posts to /api, never to scripts. */
export function formTokenCookieHeader(token: string, config: { FORM_TOKEN_TTL_MS: number; HSTS: boolean }): string {
  return `${formTokenCookie}=${token}; Path=/api; Max-Age=${Math.floor(config.FORM_TOKEN_TTL_MS / 1000)}; HttpOnly; SameSite=Lax${config.HSTS ? '; Secure' : ''}`;
}
