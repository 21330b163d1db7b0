import type { z } from 'zod';
import type { softwareSection } from '../../content/schemas/primitives.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import { RichText } from '../ui/RichText.tsx';

/** A sector page's software section: three systems, each followed by a Details link. */
export function SoftwareList({ section, locale }: { section: z.infer<typeof softwareSection>; locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <section aria-labelledby="systems-heading" className="mt-12">
      <h2 id="systems-heading" className="text-2xl font-bold text-brand-900">
        {section.heading}
      </h2>
      {section.intro && (
        <p className="mt-2 text-ink-soft">
          <RichText text={section.intro} locale={locale} />
        </p>
      )}
      <ul className="mt-6 grid gap-4" role="list" data-testid="software-items">
        {section.items.map((item) => (
          <li key={item.title} className="rounded-lg border border-line bg-white p-5 shadow-card">
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1.5 text-ink-soft">
              <RichText text={item.text} locale={locale} />
            </p>
            <a href={`${pathFor(item.link, locale)}#${item.section}`} className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline" data-testid="details-link">
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
