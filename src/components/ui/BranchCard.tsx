import type { Branch, ContactContent } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { displayPhone, hoursSentenceParts } from '../../i18n/format.ts';
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
 * phones the contact page's one list of branches, a row each (the country over its city, its main
 * number a tap-to-call link at the row's end) that opens to the address, hours, other lines and
 * e-mail; from 64 rem a card shown open with every line (styles/branch-cards.css; lib/reveal-hash.ts
 * keeps `open` in step). Every detail is in the HTML. The row's number lies over the summary's end
 * (the summary keeps its width clear) but outside it: a link inside a summary is nested interactive
 * content.
 */
export function BranchCard({ branch, locale, hours, shared, headOffice }: BranchCardProps) {
  const t = useTranslations(locale);
  const main = branch.phones[0]!;
  return (
    // The last row's rule closes the list on phones and tablets (each block draws its top rule).
    <div className="grid border-line max-lg:last:border-b">
      <details className="feature-block branch-card [grid-area:1/1]" data-testid="branch">
        {/* The head names the branch by its country, its city under it, and marks the head office
            with the branch map's key (an accent dot; its word shown from 48 rem, read by screen
            readers on phones and tablets, where the map's key is just above): no icon tile, the same pin on
            five cards said nothing. A summary holds phrasing and headings only, so the city and
            the mark are parts of the heading (in the text face: the Kufi has one weight, 700). The
            id is the heading's, so the search index links to the branch (Pagefind anchors
            headings). On a phone the heading keeps clear of the number, which stands before the
            chevron; from 64 rem a rule parts the head from the details. */}
        <summary className="feature-block-head max-lg:py-1.5 lg:border-b lg:border-line lg:pb-4">
          <h3 id={`branch-${branch.id}`} className="font-semibold text-brand-900 max-lg:pe-38 max-lg:leading-snug lg:text-xl lg:font-bold">
            {branchCountry(branch, locale)}
            <span className="flex flex-wrap items-center gap-x-2 text-sm font-normal text-ink-muted rtl:font-arabic-text">
              {branch.city[locale]}
              {branch.headOffice && (
                <span className="inline-flex items-center gap-2 font-semibold text-brand-800" data-testid="head-office-mark">
                  <span className="size-2.5 rounded-full bg-accent-700 outline-3 outline-accent-100" aria-hidden="true" />
                  <span className="max-lg:sr-only">{headOffice}</span>
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
            {/* Label and number in two columns; on a phone the open row lists the lines but the main one (styles/branch-cards.css). */}
            <ContactLinks
              phones={branch.phones}
              lines={branch.phoneLines?.map((line) => t(`phoneLine.${line}`))}
              email={branch.email}
              className="branch-lines mt-3"
            />
            {branch.website !== shared && <WebsiteLink href={branch.website} locale={locale} />}
          </article>
        </div>
      </details>
      {/* The link's text is the number alone; the row names whose it is (as the footer's lines).
          A column as wide as the longest number, so the numbers line up. */}
      <a
        href={`tel:${main}`}
        className="z-1 me-8 inline-flex min-h-14 w-36 items-center self-start justify-self-end font-medium text-brand-800 [grid-area:1/1] hover:underline lg:hidden"
        data-testid="branch-call"
      >
        <Ltr nowrap>{displayPhone(main)}</Ltr>
      </a>
    </div>
  );
}
