import type { ReactNode } from 'react';
import type { Branch, ContactContent } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { hoursSentenceParts } from '../../i18n/format.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Address, Ltr } from '../ui/Ltr.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { BranchMap } from '../heroes/BranchMap.tsx';
import { branchCountry } from '../../lib/branch-country.ts';
import { ContactLinks } from '../ui/ContactLinks.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';

interface ContactPageProps {
  locale: Locale;
  content: ContactContent;
  branches: Branch[];
  form?: ReactNode;
}

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
function WebsiteLink({ href, locale, className }: { href: string; locale: Locale; className?: string }) {
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
}

/**
 * A branch as a feature block (styles/feature-blocks.css), as the sector pages' capabilities: on
 * phones and tablets a row (the country and its city) that opens to the address, hours, phones and
 * e-mail, so the five branches take a screen, not four; from 64 rem a card shown open
 * (lib/reveal-hash.ts keeps `open` in step). Every detail is in the HTML.
 */
function BranchCard({ branch, locale, hours, shared }: BranchCardProps) {
  return (
    <details className="feature-block" data-testid="branch">
      <summary className="feature-block-head">
        <img src="/icons/map-pin.svg" alt="" className="feature-block-icon" loading="lazy" />
        {/* A summary holds phrasing and headings only: the row's city is a line of the heading. The
            country alone names it (under "Our branches", «أسكون –» made phone rows wrap after the
            dash). The id is the heading's, so the search index links to the branch (Pagefind
            anchors headings). */}
        <h3 id={`branch-${branch.id}`} className="text-lg font-semibold text-brand-900">
          {branchCountry(branch, locale)}
          <span className="block text-sm font-normal text-ink-muted lg:hidden">{branch.city[locale]}</span>
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
          <ContactLinks phones={branch.phones} email={branch.email} className="mt-3" />
          {branch.website !== shared && <WebsiteLink href={branch.website} locale={locale} />}
        </article>
      </div>
    </details>
  );
}

export function ContactPage({ locale, content, branches, form }: ContactPageProps) {
  const t = useTranslations(locale);
  // Each card shows what differs per branch (decision 0045); a website they all share is said once.
  const shared = branches.every((b) => b.website === branches[0]?.website) ? branches[0]?.website : undefined;
  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        heading={content.hero.heading}
        lead={content.hero.lead}
        visual={<BranchMap branches={branches} locale={locale} />}
        drawn
      >
        {/* Below 64 rem the form comes first after the hero; the link also hands it the keyboard focus. */}
        <LinkButton href="#inquiry" arrow className="mt-6">
          {t('cta.primary')}
        </LinkButton>
      </PageHero>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_26rem] lg:py-16">
        {/* First below 64 rem, so on a phone the form follows the hero and the map within two
            screens; from 64 rem beside the branch list (which comes first there), travelling with
            it, sticky by its foot like the sector sidebar (.sector-sidebar in styles/templates.css),
            so the form never leaves an empty column. */}
        <div className="sector-sidebar grid content-start gap-6" data-testid="contact-column">
          <section aria-labelledby="touch-heading" className="rounded-lg bg-brand-900 p-6 text-white">
            <h2 id="touch-heading" className="text-xl font-semibold">
              {content.getInTouch.heading}
            </h2>
            <p className="mt-2 text-brand-100">{content.getInTouch.text}</p>
            {shared && (
              <WebsiteLink
                href={shared}
                locale={locale}
                className="mt-3 inline-flex min-h-10 items-center gap-2 font-medium hover:underline"
              />
            )}
            <div className="mt-5" aria-label={t('footer.socialHeading')} role="group">
              <SocialLinks t={t} />
            </div>
          </section>
          {/* The hero's link lands here; focusable (not in the tab order), so keyboard and screen
              reader users arrive at the form and the next Tab reaches its first field. */}
          <div
            id="inquiry"
            tabIndex={-1}
            className="rounded-lg border border-line bg-surface-alt p-6 focus:outline-none"
            data-testid="contact-form"
          >
            {form}
          </div>
        </div>
        <section aria-labelledby="branches-heading" className="lg:order-first">
          <h2 id="branches-heading" className="heading-section">
            {content.branchesHeading}
          </h2>
          <div className="grid-no-orphan grid lg:grid-cols-2 lg:gap-5" data-testid="branches">
            {branches.map((branch) => (
              <BranchCard key={branch.id} branch={branch} locale={locale} hours={content.branchHours} shared={shared} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
