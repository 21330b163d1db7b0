import type { Branch, ContactContent } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { hoursSentenceParts } from '../../i18n/format.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { ContactLinks } from './ContactLinks.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Address, Ltr } from './Ltr.tsx';

/**
 * "Sunday to Thursday, 8:00–17:00 (Riyadh time)"; in Arabic «من 8:00 إلى 17:00», so the range
 * reads in order from the right. Each clock time is an unbreakable run isolated left to right.
 */
function BranchHours({ branch, locale, strings }: { branch: Branch; locale: Locale; strings: ContactContent['branchHours'] }) {
  const { before, range, after } = hoursSentenceParts(branch.hours, locale, strings);
  const zoneNote = after.trim();
  return (
    <p className="mt-3 flex gap-2 text-ink-soft" data-testid="branch-hours" data-time-zone={branch.hours.timeZone}>
      <Icon name="clock" className="mt-1 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="sr-only">{strings.label}: </span>
        {before}
        <span data-testid="branch-time">
          {range.map((part, i) =>
            part.kind === 'time' ? (
              <Ltr key={i} nowrap>
                {part.text}
              </Ltr>
            ) : (
              part.text
            ),
          )}
        </span>
        {/* The zone note on its own line, smaller and muted, so days and times keep two lines in
            Arabic; in one piece: «(بتوقيت / الرياض)» left its last word and bracket alone on a line. */}
        <span className="block text-sm whitespace-nowrap text-ink-muted" data-testid="branch-zone">
          {zoneNote}
        </span>
      </span>
    </p>
  );
}

/** A branch's website, or the one all branches share; its host as the link text. */
export function WebsiteLink({ href, locale, className }: { href: string; locale: Locale; className?: string }) {
  const t = useTranslations(locale);
  return (
    <p>
      <ExternalLink
        href={href}
        newTabHint={t('social.newTab')}
        className={className ?? 'inline-flex min-h-10 items-center gap-2 font-medium text-brand-800 hover:underline'}
      >
        <Icon name="globe" className="size-4" />
        <Address value={new URL(href).host} />
      </ExternalLink>
    </p>
  );
}

interface BranchCardProps {
  branch: Branch;
  locale: Locale;
  hours: ContactContent['branchHours'];
  /** The website every branch shares, shown once beside the social links instead of on each card. */
  shared: string | undefined;
  /** "Head office", the branch map's key for it. */
  headOffice: string;
}

/**
 * A branch as a feature block (styles/feature-blocks.css), as the sector pages' capabilities: on
 * phones a row (the country and its city) that opens to the address, hours, phones and e-mail, so
 * the five branches take a screen, not four; from 48 rem a card shown open (styles/branch-cards.css;
 * lib/reveal-hash.ts keeps `open` in step). Every detail is in the HTML.
 */
export function BranchCard({ branch, locale, hours, shared, headOffice }: BranchCardProps) {
  const t = useTranslations(locale);
  return (
    <details className="feature-block branch-card" data-testid="branch">
      {/* The head names the branch by its country, its city beside it on a phone (one-line rows:
          the list under the map has named both) and under it from 48 rem, and marks the head
          office with the branch map's key (an accent dot): no icon tile, the same pin on five
          cards said nothing. A summary holds phrasing and headings only, so the city and the mark
          are parts of the heading (in the text face: the Kufi has one weight, 700). The country
          alone names it (under "Our branches", «أسكون –» made phone rows wrap after the dash). The id is the heading's, so the search index links to the
          branch (Pagefind anchors headings). From 48 rem a rule parts the head from the details. */}
      <summary className="feature-block-head md:border-b md:border-line md:pb-4">
        <h3
          id={`branch-${branch.id}`}
          className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold text-brand-900 md:block md:text-xl md:font-bold"
        >
          {branchCountry(branch, locale)}
          <span className="flex flex-wrap items-center gap-x-3 text-sm font-normal text-ink-muted rtl:font-arabic-text">
            {branch.city[locale]}
            {branch.headOffice && (
              <span className="inline-flex items-center gap-2 font-semibold text-brand-800" data-testid="head-office-mark">
                <span className="size-2.5 rounded-full bg-accent-700 outline-3 outline-accent-100" aria-hidden="true" />
                {headOffice}
              </span>
            )}
          </span>
        </h3>
      </summary>
      {/* The body is a grid: the article inside, so the head office card can use two columns. */}
      <div className="feature-block-body">
        <article>
          <address className="flex gap-2 not-italic text-ink-soft">
            <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>
              {branch.street[locale]}
              <br />
              {branch.city[locale]}
              {branch.region && `${locale === 'ar' ? '، ' : ', '}${branch.region[locale]}`}
              {branch.postalCode && (
                <>
                  {' '}
                  <Ltr>{branch.postalCode}</Ltr>
                </>
              )}
            </span>
          </address>
          <BranchHours branch={branch} locale={locale} strings={hours} />
          <ContactLinks
            phones={branch.phones}
            lines={branch.phoneLines?.map((line) => t(`phoneLine.${line}`))}
            email={branch.email}
            className="mt-3"
          />
          {branch.website !== shared && <WebsiteLink href={branch.website} locale={locale} />}
        </article>
      </div>
    </details>
  );
}
