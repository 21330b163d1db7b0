import type { z } from 'zod';
import type { softwareSection } from '../../content/schemas/primitives.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import { RichText } from '../ui/RichText.tsx';
import { systemRowId } from './glance.ts';

/** A sector page's software section: three systems, each followed by a Details link; each row the target of the glance panel's link (SectorGlance.tsx). */
export function SoftwareList({ section, locale }: { section: z.infer<typeof softwareSection>; locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <section aria-labelledby="systems-heading" className="sector-section">
      <h2 id="systems-heading" className="heading-section">
        {section.heading}
      </h2>
      {section.intro && (
        <p className="-mt-2 mb-4 max-w-3xl text-ink-soft md:mb-6">
          <RichText text={section.intro} locale={locale} />
        </p>
      )}
      <ul className="software-items" role="list" data-testid="software-items">
        {section.items.map((item) => (
          <li key={item.title} id={systemRowId(item.section)} className="software-item">
            <h3 className="heading-card">{item.title}</h3>
            <p className="software-text">
              <RichText text={item.text} locale={locale} />
            </p>
            <a href={`${pathFor(item.link, locale)}#${item.section}`} className="software-details" data-testid="details-link">
              {t('common.details')}
              <span className="sr-only">: {item.title}</span>
              <Icon name="arrow-right" className="icon-directional size-4" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
