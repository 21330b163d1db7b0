import type { ReactNode } from 'react';
import type { CareersContent } from '../../content/schemas/careers.ts';
import type { LocalizedPosition } from '../../lib/careers.ts';
import { BulletList } from '../ui/BulletList.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { useTranslations } from '../../i18n/ui.ts';
import type { Branch } from '../../content/schemas/contact.ts';
import type { Opening } from '../heroes/opening.ts';
import { OfficeRoles } from '../heroes/OfficeRoles.tsx';
import { PositionFacts } from '../heroes/PositionFacts.tsx';
import { Section } from '../ui/Section.tsx';
import { TabPanel } from '../ui/TabPanel.tsx';
import { CareersColumns } from './CareersColumns.tsx';
import { FeatureBlock } from '../ui/FeatureBlock.tsx';
import { PositionTerms } from './PositionTerms.tsx';

type Position = LocalizedPosition;

interface CareersPageProps {
  locale: Locale;
  content: CareersContent;
  /** The positions Tabs island wrapping <PositionPanels>. */
  positions?: ReactNode;
  /** The application form island. */
  form?: ReactNode;
  /** The open positions, drawn under their offices in the hero, each a link to its page. */
  openings: readonly Opening[];
  /** Every branch, the hero's offices. */
  branches: readonly Branch[];
}

/**
 * The careers overview: the positions as tabs beside the application form, then why join us
 * across the page, so on phones the form follows the positions directly. One way to apply here:
 * the form; each position's own page (its JobPosting, the form with it chosen) is a link in its tab,
 * and the hero counts the positions by office, each office a link to its tab.
 */
export function CareersPage({ locale, content, positions, form, openings, branches }: CareersPageProps) {
  const { hero, why } = content;
  const t = useTranslations(locale);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        visual={<OfficeRoles locale={locale} branches={branches} openings={openings} />}
        wideText
        drawn
        action={<HeroAction href="#positions" variant="secondary" label={t('heroes.seePositions')} everyWidth />}
      />
      <CareersColumns content={content} form={form} formHeading={t('forms.applicationHeadingOverview')} wide mainId="positions">
        {/* At the cards' 36rem (PositionDetails), so the tab bar's rule ends where they do. */}
        <div className="lg:max-w-xl">{positions}</div>
      </CareersColumns>
      <Section id="why" heading={content.whyHeading} tone="alt">
        {/* Numbered under a rule, two a row from 48rem, as home's benefits: reasons, not four boxes of text. */}
        <ol className="grid gap-x-12 gap-y-8 md:grid-cols-2" data-testid="careers-why">
          {why.map((item, i) => (
            <li key={item.title} className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 border-t border-line pt-5">
              <span className="text-2xl font-bold leading-none text-brand-700" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="heading-card">{item.title}</h3>
                <p className="mt-2 max-w-xl text-ink-soft">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

interface PositionPageProps {
  locale: Locale;
  content: CareersContent;
  position: Position;
  /** The careers overview, in this language. */
  overviewHref: string;
  /** The application form island, this position preselected. */
  form?: ReactNode;
  /** Every open position; the hero draws this one's facts (PositionFacts). */
  openings: readonly Opening[];
}

/** One position's own page (/careers/sales): its description and the application form. */
export function PositionPage({ locale, content, position, overviewHref, form, openings }: PositionPageProps) {
  const { hero } = content;
  const t = useTranslations(locale);
  const opening = openings.find((o) => o.id === position.id);
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={position.title}
        lead={position.summary}
        visual={opening && <PositionFacts locale={locale} opening={opening} />}
        drawn
        action={<HeroAction href="#apply" variant="secondary" label={t('heroes.applyNow')} everyWidth />}
      />
      <CareersColumns content={content} form={form} formHeading={t('forms.applicationHeading')}>
        <PositionDetails locale={locale} position={position} />
        <p className="mt-10">
          <a
            href={overviewHref}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
            data-testid="all-positions"
          >
            {content.allPositions}
          </a>
        </p>
      </CareersColumns>
    </>
  );
}

/**
 * A position's text. On the overview (`folded`) the lists are feature blocks (the description
 * leading the first): rows below 64 rem, so on a phone the form follows the positions' summaries;
 * from 64 rem cards, three bullets each and "Show N more". A position's own page shows it all.
 */
function PositionDetails({ locale, position, folded }: { locale: Locale; position: Position; folded?: boolean }) {
  const description = (
    <div className="grid gap-3 text-ink-soft">
      {position.description.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
  if (folded)
    return (
      // The full width of the tabs' rule (the column's below 64 rem, 36 rem from there: CareersPage).
      <div className="lg:grid lg:gap-5">
        <FeatureBlock
          id={`${position.id}-tasks`}
          icon="clipboard-list"
          heading={position.responsibilitiesHeading}
          lead={<div className="mb-4">{description}</div>}
          items={position.responsibilities}
          locale={locale}
        />
        <FeatureBlock
          id={`${position.id}-requirements`}
          icon="user-check"
          heading={position.requirementsHeading}
          items={position.requirements}
          locale={locale}
          testId={`requirements-${position.id}`}
        />
      </div>
    );
  return (
    // The text at the site's 36rem measure (about 70 characters), not the main column's width.
    <div className="max-w-xl">
      {description}
      <h2 className="mb-3 mt-8 text-lg font-semibold text-brand-900">{position.responsibilitiesHeading}</h2>
      <BulletList items={position.responsibilities} locale={locale} />
      <h2 className="mb-3 mt-8 text-lg font-semibold text-brand-900">{position.requirementsHeading}</h2>
      <BulletList items={position.requirements} locale={locale} testId={`requirements-${position.id}`} />
    </div>
  );
}

/**
 * The positions' panels, static, for the Tabs island: each title (a link to its own page, its
 * JobPosting) over its terms; the hero only counts them by office (review 17). No link to apply.
 */
export function PositionPanels({
  locale,
  positions,
  openings,
}: {
  locale: Locale;
  positions: readonly Position[];
  openings: readonly Opening[];
}) {
  return (
    <>
      {positions.map((position, i) => {
        const opening = openings.find((o) => o.id === position.id);
        return (
          <TabPanel key={position.id} id={position.id} first={i === 0}>
            <h2 className="heading-section mb-0">
              <a href={opening?.href} className="underline-offset-4 hover:underline" data-testid="position-page">
                {position.title}
              </a>
            </h2>
            {opening && <PositionTerms locale={locale} opening={opening} />}
            <p className="mb-4 mt-3 max-w-xl text-lg text-ink-soft">{position.summary}</p>
            <PositionDetails locale={locale} position={position} folded />
          </TabPanel>
        );
      })}
    </>
  );
}
