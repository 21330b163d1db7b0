import { headOffice, headOfficeLines } from '../../site.config.ts';
import { ContactLinks } from '../ui/ContactLinks.tsx';

interface SectorContactProps {
  heading: string;
  /** What the line is for ("Sales"), shown before its number. */
  salesLabel: string;
}

// The head office's sales line (branches.json names each line's purpose), else its first.
const salesPhone = (headOfficeLines.find((line) => line.kind === 'sales') ?? headOfficeLines[0]!).phone;

/**
 * The sector pages' contact card beside the article from 64 rem: the sales team the heading names,
 * at the head office's sales line, labelled, and its e-mail address; no specialist per sector is
 * promised, because none is listed. Short enough to stick under the header on any laptop, so the
 * column beside the article is never left empty (decision 0059); hidden below 64 rem, where the
 * footer repeats these details. No button: the hero's "Book a demo", right above it, is the
 * page's early ask, and a second one a screen below read as pushy (as on the product pages).
 */
export function SectorContact({ heading, salesLabel }: SectorContactProps) {
  return (
    <aside className="sector-contact" aria-labelledby="sidebar-heading" data-testid="sector-sidebar">
      <h2 id="sidebar-heading" className="heading-block">
        {heading}
      </h2>
      <ContactLinks phones={[salesPhone]} lines={[salesLabel]} email={headOffice.email} className="mt-4" />
    </aside>
  );
}
