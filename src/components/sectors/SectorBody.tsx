import type { ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { FeatureBlock } from '../ui/FeatureBlock.tsx';
import { CardsSection, FeatureGrid } from './FeatureGrid.tsx';
import { useTranslations } from '../../i18n/ui.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { SoftwareList } from './SoftwareList.tsx';

interface SectorBodyProps {
  locale: Locale;
  content: SectorContent;
  /** Pharmacy only: the programmes tab island. */
  programmes?: ReactNode;
  /** What the composition leads with, right under the intro: the signature or the flow (SectorPage.tsx). */
  early?: ReactNode;
  /** A product screen placed after the feature blocks, part-way down the page (decision 0036), and the sections after it. */
  screen?: ReactNode;
  /** The "at a glance" panel, beside the intro only from 64 rem (sectors/SectorGlance.tsx, decision 0071). */
  sidebar?: ReactNode;
}

type Layout<L extends SectorContent['layout']> = Omit<SectorBodyProps, 'content'> & { content: Extract<SectorContent, { layout: L }> };

// At most 36rem, about 65 characters of the 18 px lead a line (decision 0053; styles/templates.css).
const intro = 'sector-text sector-intro';

/**
 * The intro under the hero, beside the "at a glance" panel from 64 rem: the panel sticks within this row
 * only, so the feature rows, the screen and the systems below use the page's whole width (0071).
 */
function Lead({ sidebar, children }: { sidebar?: ReactNode; children: ReactNode }) {
  return (
    <div className="sector-lead">
      <div className="min-w-0">{children}</div>
      {sidebar}
    </div>
  );
}

/** The main column of every sector page; the layout field selects the spec's structure. */
export function SectorBody(props: SectorBodyProps) {
  const { content } = props;
  switch (content.layout) {
    case 'standard':
      return <StandardBody {...props} content={content} />;
    case 'construction':
      return <ConstructionBody {...props} content={content} />;
    case 'maintenance':
      return <MaintenanceBody {...props} content={content} />;
    case 'pharmacy':
      return <PharmacyBody {...props} content={content} />;
  }
}

/**
 * Intro, advantages as feature blocks closed by the specialized systems' card (one
 * more block of the grid, not a fourth system under the systems list: decision 0070), the product
 * screen, software.
 */
function StandardBody({ locale, content, early, screen, sidebar }: Layout<'standard'>) {
  return (
    <>
      <Lead sidebar={sidebar}>
        <Paragraphs items={content.intro} locale={locale} className={intro} />
      </Lead>
      {early}
      <FeatureGrid
        id="advantages"
        heading={content.advantages.heading}
        groups={content.advantages.groups}
        locale={locale}
        specialized={content.specialized}
      />
      {screen}
      <SoftwareList section={content.software} locale={locale} />
    </>
  );
}

/** The spec's article: tenders, traffic and labour as feature cards with their paragraphs under one heading, then software. */
function ConstructionBody({ locale, content, early, screen, sidebar }: Layout<'construction'>) {
  return (
    <article>
      <Lead sidebar={sidebar}>
        <Paragraphs items={content.intro} locale={locale} className={intro} />
      </Lead>
      {early}
      <CardsSection id="capabilities" heading={useTranslations(locale)('common.keyCapabilities')} gridTestId="construction-sections">
        {content.sections.map((section) => (
          <FeatureBlock
            key={section.id}
            id={section.id}
            heading={section.heading}
            items={section.items ?? []}
            locale={locale}
            lead={<Paragraphs items={section.paragraphs} locale={locale} className="sector-text" />}
          />
        ))}
      </CardsSection>
      {screen}
      <SoftwareList section={content.software} locale={locale} />
    </article>
  );
}

/** The spec's three maintenance sections as feature cards under one heading, then software. */
function MaintenanceBody({ locale, content, early, screen, sidebar }: Layout<'maintenance'>) {
  const blocks = [
    { id: 'management-system', section: content.system },
    { id: 'management-program', section: content.program },
    { id: 'management-employment', section: content.employment },
  ] as const;
  return (
    <>
      <Lead sidebar={sidebar}>
        <Paragraphs items={content.intro} locale={locale} className={intro} />
      </Lead>
      {early}
      <CardsSection id="capabilities" heading={useTranslations(locale)('common.keyCapabilities')}>
        {blocks.map(({ id, section }) => (
          <FeatureBlock key={id} id={id} heading={section.heading} items={section.items} locale={locale} testId={id} />
        ))}
      </CardsSection>
      {screen}
      <SoftwareList section={content.software} locale={locale} />
    </>
  );
}

/**
 * Subtitle, intro, the two programmes' tabs, the management features closed by the specialized
 * systems, the screen, software. The management features are ruled rows from 48 rem, each heading
 * beside its bullets as in the programme panels above them: two card grids around the tabs read as
 * two templates (2026-11-29).
 */
function PharmacyBody({ locale, content, programmes, early, screen, sidebar }: Layout<'pharmacy'>) {
  const { management } = content;
  const last = (
    <li key="last">
      {management.last.text}{' '}
      <a href={pathFor(management.last.link, locale)} className="link">
        {management.last.linkText}
      </a>
      .
    </li>
  );
  return (
    <>
      <Lead sidebar={sidebar}>
        <p className="sector-subtitle">{content.subtitle}</p>
        <Paragraphs items={content.intro} locale={locale} className={intro} />
      </Lead>
      {early}
      <section aria-labelledby="programmes-heading" className="sector-section">
        <h2 id="programmes-heading" className="heading-section">
          {content.programmesLabel}
        </h2>
        {programmes}
      </section>
      <FeatureGrid
        id="management-system"
        heading={management.heading}
        groups={management.groups}
        locale={locale}
        last={last}
        specialized={content.specialized}
        rows
      />
      {screen}
      <SoftwareList section={content.software} locale={locale} />
    </>
  );
}
