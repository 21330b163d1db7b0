import type { Locale } from '../../i18n/locales.ts';
import { CollapsibleList } from './CollapsibleList.tsx';

/** A headed bulleted list inside a sector article (specialized systems); long lists fold on phones. */
export function ListSection({ id, heading, items, locale }: { id: string; heading: string; items: readonly string[]; locale: Locale }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="sector-section" data-testid={id}>
      <h2 id={`${id}-heading`} className="heading-section">
        {heading}
      </h2>
      <CollapsibleList items={items} locale={locale} columns />
    </section>
  );
}
