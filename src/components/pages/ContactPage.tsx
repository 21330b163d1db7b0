import type { ReactNode } from 'react';
import type { Branch, ContactContent } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
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
        {/* From 48 rem the link jumps to the form beside the branches and hands it the keyboard focus.
            On a phone the form follows the branch rows, a screen down. */}
        <LinkButton href="#inquiry" arrow className="mt-6 max-md:hidden">
          {t('cta.primary')}
        </LinkButton>
      </PageHero>
      <div className="container-page grid gap-8 py-8 md:grid-cols-2 md:py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_26rem] lg:py-16">
        {/* The branches first, once: on phones and tablets a row each under the map, its main number
            to tap and the rest on demand; on a phone the form follows within a screen or so, from
            48 rem it stands beside the rows, its heading level with theirs (at 768 px it started
            1,300 px down, under the rows). From 64 rem cards shown open, two a row, the head office
            across the row (styles/branch-cards.css). */}
        <section aria-labelledby="branches-heading" className="contact-branches">
          <h2 id="branches-heading" className="heading-section">
            {content.branchesHeading}
          </h2>
          <div className="grid-no-orphan grid lg:grid-cols-2 lg:gap-5" data-testid="branches">
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
        {/* After the branches on a phone; from 48 rem beside them; from 64 rem travelling with the list, sticky by its
            foot like the careers form (.form-column, styles/form-column.css), so the form
            never leaves an empty column, its top in the first screen at 1280 px. */}
        <div className="form-column grid content-start gap-6" data-testid="contact-column">
          {/* The hero's link lands here; focusable (not in the tab order), so keyboard and screen
              reader users arrive at the form and the next Tab reaches its first field. The heading
              names the form (the island's aria-labelledby); under it, read before writing, what
              to write and who replies. */}
          <div
            id="inquiry"
            tabIndex={-1}
            className="rounded-lg border border-line bg-surface-alt p-6 focus:outline-none"
            data-testid="contact-form"
          >
            <h2 id="inquiry-heading" className="text-xl font-semibold text-brand-900">
              {content.formHeading}
            </h2>
            <p className="mt-2 mb-4 text-ink-soft" data-testid="form-intro">
              {content.getInTouch.text}
            </p>
            {form}
          </div>
          {/* The website every branch shares, said once (each card names only its own, decision
              0045), and the social links, under the form on the page's ground; on a phone the
              footer's row of the same links comes right after, so they wait for 48 rem. */}
          <div className="flex flex-wrap items-center justify-between gap-4">
            {shared && <WebsiteLink href={shared} locale={locale} />}
            <div aria-label={t('footer.socialHeading')} role="group" className="max-md:hidden">
              <SocialLinks t={t} className="[&_a]:border-line [&_a]:text-brand-800 [&_a:hover]:bg-brand-50" />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
