import { site } from '../../site.config.ts';
import { ContactLinks } from '../ui/ContactLinks.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';

interface SectorContactProps {
  heading: string;
  /** The page's primary action ("Book a demo"), the words of this card's link down to the form. */
  ask: string;
}

/**
 * The sector pages' contact card beside the article from 64 rem: the head office's first line (as
 * the product pages' card: three unlabelled lines read as one repeated; the footer lists them
 * all), the e-mail address and a link down to the consultation form (SectorInquiry). Short enough to stick
 * under the header on any laptop, so the column beside the article is never left empty
 * (decision 0059); hidden below 64 rem, where the footer repeats these details.
 * The ask in its one wording and the primary style: on a laptop it is the page's main action
 * beside the intro, and one label wears one look wherever it leads (the header's, the form's).
 */
export function SectorContact({ heading, ask }: SectorContactProps) {
  return (
    <aside className="sector-contact" aria-labelledby="sidebar-heading" data-testid="sector-sidebar">
      <h2 id="sidebar-heading" className="heading-block">
        {heading}
      </h2>
      <ContactLinks phones={[site.headOfficePhones[0]]} className="mt-4" />
      <LinkButton href="#inquiry" className="mt-5 w-full">
        {ask}
      </LinkButton>
    </aside>
  );
}
