import type { IssuedToken } from './service.ts';
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

/**
 * The Set-Cookie value a page with a lead form is sent with, so a form posted without JavaScript
 * carries the time the page was served (token.ts). It waits for the token while the database
 * opens (its secret lives there, decision 0051): a page sent without the cookie would turn its
 * visitor's post into spam. Undefined when the time trap is off, or the database cannot open (the
 * post fails then anyway; the page itself still goes out).
 */
export async function formPageCookie(
  issue: () => Promise<IssuedToken | null>,
  config: { HSTS: boolean; FORM_TOKEN_MAX_AGE_MS: number },
): Promise<string | undefined> {
  const issued = await issue().catch(() => null);
  return issued ? formTokenCookieHeader(issued.token, config) : undefined;
}
