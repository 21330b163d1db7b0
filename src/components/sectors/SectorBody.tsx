import type { ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BulletList } from '../ui/BulletList.tsx';
import { ListSection } from './ListSection.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import { SoftwareList } from './SoftwareList.tsx';
import { pathFor } from '../../i18n/paths.ts';

interface SectorBodyProps {
  locale: Locale;
  content: SectorContent;
  /** Pharmacy only: the programmes tab island. */
  programmes?: ReactNode;
}

/** The main column of every sector page; the layout field selects the spec's structure. */
export function SectorBody({ locale, content, programmes }: SectorBodyProps) {
  switch (content.layout) {
    case 'standard':
      return (
        <>
          <Paragraphs items={content.intro} locale={locale} />
          <ListSection id="advantages" heading={content.advantages.heading} items={content.advantages.items} locale={locale} />
          <SoftwareList section={content.software} locale={locale} />
          {content.specialized && <ListSection id="specialized" heading={content.specialized.heading} items={content.specialized.items} locale={locale} />}
        </>
      );
    case 'construction':
      return (
        <article>
          <Paragraphs items={content.intro} locale={locale} />
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12" data-testid="construction-section">
              <h2 id={`${section.id}-heading`} className="mb-4 text-2xl font-bold text-brand-900">
                {section.heading}
              </h2>
              <Paragraphs items={section.paragraphs} locale={locale} className="grid gap-3 text-ink-soft" />
              {section.items && (
                <div className="mt-5">
                  <BulletList items={section.items} locale={locale} columns />
                </div>
              )}
            </section>
          ))}
          <SoftwareList section={content.software} locale={locale} />
        </article>
      );
    case 'maintenance':
      return (
        <>
          <Paragraphs items={content.intro} locale={locale} />
          <ListSection id="management-system" heading={content.system.heading} items={content.system.items} locale={locale} />
          <ListSection id="management-program" heading={content.program.heading} items={content.program.items} locale={locale} />
          <ListSection id="management-employment" heading={content.employment.heading} items={content.employment.items} locale={locale} />
          <SoftwareList section={content.software} locale={locale} />
        </>
      );
    case 'pharmacy':
      return (
        <>
          <p className="mb-4 text-xl font-semibold text-brand-800">{content.subtitle}</p>
          <Paragraphs items={content.intro} locale={locale} />
          <section aria-labelledby="programmes-heading" className="mt-10">
            <h2 id="programmes-heading" className="mb-5 text-2xl font-bold text-brand-900">
              {content.programmesLabel}
            </h2>
            {programmes}
          </section>
          <section aria-labelledby="management-heading" className="mt-12">
            <h2 id="management-heading" className="mb-5 text-2xl font-bold text-brand-900">
              {content.management.heading}
            </h2>
            <ul className="prose-list text-ink-soft md:grid-cols-2 md:gap-x-10" data-testid="management-system">
              {content.management.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
              <li>
                {content.management.last.text}{' '}
                <a href={pathFor(content.management.last.link, locale)} className="link">
                  {content.management.last.linkText}
                </a>
              </li>
            </ul>
          </section>
          <SoftwareList section={content.software} locale={locale} />
          <ListSection id="specialized" heading={content.specialized.heading} items={content.specialized.items} locale={locale} />
        </>
      );
  }
}
