import { site } from '../../site.config.ts';
import { ContactLinks } from '../ui/ContactLinks.tsx';

interface SectorContactProps {
  heading: string;
}

/**
 * The sector pages' contact card beside the article from 64 rem: the head office's first line (as
 * the product pages' card: three unlabelled lines read as one repeated; the footer lists them
 * all) and the e-mail address. Short enough to stick under the header on any laptop, so the
 * column beside the article is never left empty (decision 0059); hidden below 64 rem, where the
 * footer repeats these details. No button: the hero's "Book a demo", right above it, is the
 * page's early ask, and a second one a screen below read as pushy (as on the product pages).
 */
export function SectorContact({ heading }: SectorContactProps) {
  return (
    <aside className="sector-contact" aria-labelledby="sidebar-heading" data-testid="sector-sidebar">
      <h2 id="sidebar-heading" className="heading-block">
        {heading}
      </h2>
      <ContactLinks phones={[site.headOfficePhones[0]]} className="mt-4" />
    </aside>
  );
}
