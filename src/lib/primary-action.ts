import type { PageKey } from '../routes.ts';

interface ClosingAction {
  key: 'cta.primary' | 'cta.partner';
  /** `primary`: "Book a demo" with the solutions hub beside it; `own`: the audience's ask, alone, in the same button. */
  voice: 'primary' | 'own';
}

/**
 * The action of a page's closing band: "Book a demo" for buyers; the partner programme's page asks
 * its readers to become partners (decision 0073), its own ask, alone, as the careers pages' band
 * asks for an application. Every band's main action wears the primary button; the one primary
 * label, "Book a demo", is the buyers' ask's, which the header and the open menu say on every page
 * (decision 0078).
 */
export function closingAction(page: PageKey): ClosingAction {
  return page === 'partnersInfo' ? { key: 'cta.partner', voice: 'own' } : { key: 'cta.primary', voice: 'primary' };
}
