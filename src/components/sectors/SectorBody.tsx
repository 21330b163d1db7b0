import type { ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import type { IconName } from '../ui/icon-names.ts';
import { FeatureBlock } from './FeatureBlock.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { ListSection } from './ListSection.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import { SoftwareList } from './SoftwareList.tsx';

interface SectorBodyProps {
  locale: Locale;
  content: SectorContent;
  /** Pharmacy only: the programmes tab island. */
  programmes?: ReactNode;
  /** The band leading to the inquiry form, placed after the page's feature blocks. */
  cta?: ReactNode;
}

/** Icons of the sections whose headings the spec fixes (the content names the others). */
const constructionIcons: Record<string, IconName> = { tenders: 'file-text', traffic: 'truck', labor: 'hard-hat', software: 'monitor' };

const intro = 'grid max-w-3xl gap-4 text-ink-soft sm:text-lg';

/** The main column of every sector page; the layout field selects the spec's structure. */
export function SectorBody({ locale, content, programmes, cta }: SectorBodyProps) {
  switch (content.layout) {
    case 'standard':
      return (
        <>
          <Paragraphs items={content.intro} locale={locale} className={intro} />
          <FeatureGrid id="advantages" heading={content.advantages.heading} groups={content.advantages.groups} locale={locale} />
          {cta}
          <SoftwareList section={content.software} locale={locale} />
          {content.specialized && (
            <ListSection id="specialized" heading={content.specialized.heading} items={content.specialized.items} locale={locale} />
          )}
        </>
      );
    case 'construction':
      return (
        <article>
          <Paragraphs items={content.intro} locale={locale} className={intro} />
          <div className="feature-grid sector-section" data-testid="construction-sections">
            {content.sections.map((section) => (
              <FeatureBlock
                key={section.id}
                id={section.id}
                icon={constructionIcons[section.id] ?? 'check'}
                heading={section.heading}
                headingLevel="h2"
                items={section.items ?? []}
                locale={locale}
                lead={<Paragraphs items={section.paragraphs} locale={locale} className="grid gap-3 text-ink-soft" />}
              />
            ))}
          </div>
          {cta}
          <SoftwareList section={content.software} locale={locale} />
        </article>
      );
    case 'maintenance':
      return (
        <>
          <Paragraphs items={content.intro} locale={locale} className={intro} />
          <div className="feature-grid feature-grid-wide sector-section">
            <FeatureBlock
              id="management-system"
              icon="settings"
              heading={content.system.heading}
              headingLevel="h2"
              items={content.system.items}
              locale={locale}
              testId="management-system"
            />
            <FeatureBlock
              id="management-program"
              icon="calendar"
              heading={content.program.heading}
              headingLevel="h2"
              items={content.program.items}
              locale={locale}
              testId="management-program"
            />
            <FeatureBlock
              id="management-employment"
              icon="users"
              heading={content.employment.heading}
              headingLevel="h2"
              items={content.employment.items}
              locale={locale}
              testId="management-employment"
            />
          </div>
          {cta}
          <SoftwareList section={content.software} locale={locale} />
        </>
      );
    case 'pharmacy': {
      const { management } = content;
      const last = (
        <li>
          {management.last.text}{' '}
          <a href={pathFor(management.last.link, locale)} className="link">
            {management.last.linkText}
          </a>
          .
        </li>
      );
      return (
        <>
          <p className="mb-4 text-lg font-semibold text-brand-800 sm:text-xl">{content.subtitle}</p>
          <Paragraphs items={content.intro} locale={locale} className={intro} />
          <section aria-labelledby="programmes-heading" className="sector-section">
            <h2 id="programmes-heading" className="heading-section">
              {content.programmesLabel}
            </h2>
            {programmes}
          </section>
          <FeatureGrid id="management-system" heading={management.heading} groups={management.groups} locale={locale} last={last} />
          {cta}
          <SoftwareList section={content.software} locale={locale} />
          <ListSection id="specialized" heading={content.specialized.heading} items={content.specialized.items} locale={locale} />
        </>
      );
    }
  }
}
