import type { PageKey } from '../routes.ts';

/**
 * The label of a page's closing band: "Book a demo" for buyers; the partner programme's page
 * asks its readers to become partners instead (decision 0073). The header and the open menu say
 * the site's one primary label, "Book a demo", on every page (decision 0078).
 */
export function closingActionKey(page: PageKey): 'cta.primary' | 'cta.partner' {
  return page === 'partnersInfo' ? 'cta.partner' : 'cta.primary';
}
