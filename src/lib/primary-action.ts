import type { PageKey } from '../routes.ts';

interface ClosingAction {
  key: 'cta.primary' | 'cta.partner';
  /** `primary`: the orange button, the demo's alone; `secondary`: the band's solid white button. */
  voice: 'primary' | 'secondary';
}

/**
 * The action of a page's closing band: "Book a demo" for buyers, in the primary voice; the partner
 * programme's page asks its readers to become partners (decision 0073), in the secondary voice and
 * alone, as the careers pages' band asks for an application: orange says "Book a demo" only. The
 * header and the open menu say the site's one primary label, "Book a demo", on every page
 * (decision 0078).
 */
export function closingAction(page: PageKey): ClosingAction {
  return page === 'partnersInfo' ? { key: 'cta.partner', voice: 'secondary' } : { key: 'cta.primary', voice: 'primary' };
}
