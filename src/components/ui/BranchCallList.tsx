import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { displayPhone } from '../../i18n/format.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { Icon } from './Icon.tsx';
import { Ltr } from './Ltr.tsx';

interface BranchCallListProps {
  branches: readonly Branch[];
  locale: Locale;
  heading: string;
  /** "Head office", the branch map's key for it. */
  headOffice: string;
}

/**
 * The five branches as one ruled row each: the country over its city, and the branch's first
 * number (its main line) as a tap-to-call link at the row's end. The contact page's first block
 * on a phone, under the map, and on a phone only (from 48 rem the branch cards come first); the
 * cards after the form hold the address, hours and every line. The link's text is the number
 * alone, the row names whose it is (as the footer's lines).
 */
export function BranchCallList({ branches, locale, heading, headOffice }: BranchCallListProps) {
  return (
    <section aria-labelledby="call-heading" className="md:hidden" data-testid="branch-calls">
      <h2 id="call-heading" className="text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      {/* One grid for the rows, so the numbers and their icons line up in a column at the end. */}
      <ul className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 border-b border-line" role="list">
        {branches.map((branch) => (
          <li key={branch.id} className="col-span-2 grid grid-cols-subgrid items-center border-t border-line py-0.5">
            <p className="leading-snug">
              <span className="block font-semibold text-brand-900">{branchCountry(branch, locale)}</span>
              <span className="flex items-center gap-2 text-sm text-ink-muted">
                {branch.city[locale]}
                {/* The map's key for the head office, its word for screen readers (the cards below show it). */}
                {branch.headOffice && (
                  <>
                    <span className="size-2.5 rounded-full bg-accent-700 outline-3 outline-accent-100" aria-hidden="true" />
                    <span className="sr-only">{headOffice}</span>
                  </>
                )}
              </span>
            </p>
            <a
              href={`tel:${branch.phones[0]}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 hover:underline"
            >
              <Icon name="phone" className="size-4" />
              <Ltr nowrap>{displayPhone(branch.phones[0]!)}</Ltr>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
