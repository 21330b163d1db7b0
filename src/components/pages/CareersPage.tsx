import type { ReactNode } from 'react';
import type { CareersContent } from '../../content/schemas/careers.ts';
import { BulletList } from '../ui/BulletList.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroIllustration } from '../ui/HeroIllustration.tsx';
import { TabPanel } from '../ui/TabPanel.tsx';

interface CareersPageProps {
  locale: Locale;
  content: CareersContent;
  /** The positions Tabs island wrapping <PositionPanels>. */
  positions?: ReactNode;
  /** The application form island. */
  form?: ReactNode;
}

export function CareersPage({ content, positions, form }: CareersPageProps) {
  const { hero, sidebar, why } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} visual={<HeroIllustration name={hero.image} alt={hero.imageAlt} />} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-16">
        <div className="min-w-0">
          {positions}
          <section aria-labelledby="why-heading" className="mt-14">
            <h2 id="why-heading" className="mb-6 text-2xl font-bold text-brand-900">
              {content.whyHeading}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2" role="list">
              {why.map((item) => (
                <li key={item.title} className="rounded-lg border border-line p-5">
                  <h3 className="font-semibold text-brand-900">{item.title}</h3>
                  <p className="mt-1.5 text-ink-soft">{item.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="sector-sidebar" aria-label={sidebar.heading} data-testid="careers-sidebar">
          <div className="rounded-lg border border-line bg-surface-alt p-6">
            <p className="mb-1 text-lg font-semibold text-brand-900">{sidebar.heading}</p>
            <p className="mb-6 text-ink-soft">{sidebar.text}</p>
            {form}
          </div>
        </aside>
      </div>
    </>
  );
}

/** The two positions' panels, static, for the Tabs island. */
export function PositionPanels({ locale, content }: { locale: Locale; content: CareersContent }) {
  return (
    <>
      {content.positions.map((position, i) => (
        <TabPanel key={position.id} id={position.id} first={i === 0}>
          <h2 className="text-2xl font-bold text-brand-900">{position.title}</h2>
          <p className="mt-2 text-lg text-ink-soft">{position.summary}</p>
          <div className="mt-4 grid gap-3 text-ink-soft">
            {position.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <h3 className="mb-3 mt-8 text-lg font-semibold text-brand-900">{position.responsibilitiesHeading}</h3>
          <BulletList items={position.responsibilities} locale={locale} />
          <h3 className="mb-3 mt-8 text-lg font-semibold text-brand-900">{position.requirementsHeading}</h3>
          <BulletList items={position.requirements} locale={locale} testId={`requirements-${position.id}`} />
        </TabPanel>
      ))}
    </>
  );
}
