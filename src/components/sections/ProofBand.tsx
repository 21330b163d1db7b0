import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';

export interface ProofEntry {
  id: string;
  name: string;
  city: string;
  country: string;
  /** Between city and country where they share a line (phones): the locale's list separator. */
  separator: string;
  /** A short qualifier shown as a badge (a partner's tier): its label and whole class (ui/tier-badge.ts). */
  badge?: { label: string; className: string };
  /** A logo only when the vendor supplied one; never a placeholder box (design brief). */
  logo?: string | undefined;
}

interface ProofBandProps {
  id: string;
  heading: string;
  text: string;
  /** Confirmed entries only: a sample is labelled where it is listed (the partner finder), not here. */
  entries: ProofEntry[];
  /** The column headings: the entry's name, its level, its city and country. */
  columns: { name: string; level: string; place: string };
  /** The ways on: the list of partners, then the partner program. */
  links: Array<{ href: string; label: string }>;
  testId?: string | undefined;
  /** With no confirmed entry (today), what stands in the table's column: something true, never a sample. */
  aside?: ReactNode;
}

/**
 * Section type "proof band": what is true about the people behind the product (partners by
 * name, level and place) as a table, not a row of boxes pretending to be logos (decision 0053),
 * in the site's one table style (`.data-table`, decision 0066). On the content grid with the
 * showcase's columns (decision 0072): from 48rem the text and its links beside the table (two
 * equal columns, the tablet grid of the benefits and sectors), from 64rem in the narrow column, the
 * table in the wide one, or with no confirmed entry the `aside` (no sample in the table's place),
 * so the band is full at every width and never a short text beside a gap. Phones: the name and
 * its level on one line, the place under them (styles/grids.css).
 */
export function ProofBand({ id, heading, text, entries, columns, links, testId, aside }: ProofBandProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10 md:py-20" data-section={id}>
      <div className="container-page grid gap-6 md:grid-cols-2 md:items-center md:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <div className="max-w-xl">
          <h2 id={`${id}-heading`} className="heading-section mb-0">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{text}</p>
          <BandLinks links={links} className="mt-4" />
        </div>
        {entries.length > 0 ? <EntryTable entries={entries} columns={columns} testId={testId} /> : aside}
      </div>
    </section>
  );
}

function BandLinks({ links, className }: { links: ProofBandProps['links']; className: string }) {
  return (
    <ul className={cn('grid gap-1', className)} role="list" data-testid="proof-links">
      {links.map((link) => (
        <li key={link.href}>
          <ArrowLink href={link.href}>{link.label}</ArrowLink>
        </li>
      ))}
    </ul>
  );
}

function EntryTable({ entries, columns, testId }: Pick<ProofBandProps, 'entries' | 'columns' | 'testId'>) {
  return (
    <table className="data-table data-frame proof-band" data-testid={testId}>
      <thead>
        <tr>
          {[columns.name, columns.level, columns.place].map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" data-testid="proof-name">
              {entry.logo && <img src={entry.logo} alt="" className="mb-2 h-10 w-28 object-contain" loading="lazy" />}
              {entry.name}
            </th>
            <td>
              {entry.badge && (
                <span className={entry.badge.className} data-testid="proof-tier">
                  {entry.badge.label}
                </span>
              )}
            </td>
            <td className="text-ink-soft">
              <span data-testid="proof-city">{entry.city}</span>
              {entry.separator}
              <span data-testid="proof-country">{entry.country}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
