import type { ReactNode } from 'react';
import type { Branch, ContactContent } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { BranchCallList } from '../ui/BranchCallList.tsx';
import { BranchCard, WebsiteLink } from '../ui/BranchCard.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { BranchMap } from '../heroes/BranchMap.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';

interface ContactPageProps {
  locale: Locale;
  content: ContactContent;
  branches: Branch[];
  form?: ReactNode;
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
        {/* From 48 rem the branch cards come between the hero and the form; the link also hands it
            the keyboard focus. On a phone the form follows the branches' numbers, a screen down. */}
        <LinkButton href="#inquiry" arrow className="mt-6 max-md:hidden">
          {t('cta.primary')}
        </LinkButton>
      </PageHero>
      <div className="container-page grid gap-8 py-8 md:gap-12 md:py-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_26rem] lg:py-16">
        {/* On a phone, first under the map: each branch's main number to call. */}
        <BranchCallList branches={branches} locale={locale} heading={content.callHeading} headOffice={t('heroes.headOffice')} />
        {/* On a phone after the numbers, from 48 rem after the branch cards; from 64 rem beside the
            branch list (which comes first there), travelling with it, sticky by its foot like the
            sector sidebar (.sector-sidebar in styles/templates.css), so the form never leaves an
            empty column. The form at the column's top, in the first screen at 1280 px; the
            get-in-touch words, the website and the social links after it (above it, their navy
            card pushed the form below the fold). */}
        <div className="sector-sidebar grid content-start gap-6" data-testid="contact-column">
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
          <section aria-labelledby="touch-heading" className="rounded-lg bg-brand-900 p-6 text-white">
            <h2 id="touch-heading" className="text-xl font-semibold">
              {content.getInTouch.heading}
            </h2>
            <p className="mt-2 text-brand-100">{content.getInTouch.text}</p>
            {/* The website every branch shares, said once (each card names only its own, decision 0045). */}
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
        </div>
        {/* On a phone the full cards (address, hours, every line) fold after the form; from 48 rem
            they come first, two a row, the head office across the row (styles/branch-cards.css). */}
        <section aria-labelledby="branches-heading" className="md:order-first">
          <h2 id="branches-heading" className="heading-section">
            {content.branchesHeading}
          </h2>
          <div className="grid-no-orphan grid md:grid-cols-2 md:gap-5" data-testid="branches">
            {branches.map((branch) => (
              <BranchCard
                key={branch.id}
                branch={branch}
                locale={locale}
                hours={content.branchHours}
                shared={shared}
                headOffice={t('heroes.headOffice')}
              />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
