import type { PageKey } from '../routes.ts';

/**
 * The one primary label a page offers (decision 0034): "Book a demo" for buyers; the partner
 * programme's page asks its readers to become partners instead (decision 0073). The header,
 * the open menu and the closing band of a page all say the same.
 */
export function primaryActionKey(page: PageKey): 'cta.primary' | 'cta.partner' {
  return page === 'partnersInfo' ? 'cta.partner' : 'cta.primary';
}
