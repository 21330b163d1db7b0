import type { Locale } from '../../i18n/locales.ts';
import { BulletList } from '../ui/BulletList.tsx';

/** A headed bulleted list inside a sector article (advantages, management features…). */
export function ListSection({ id, heading, items, locale, columns = true }: { id: string; heading: string; items: readonly string[]; locale: Locale; columns?: boolean }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="mb-5 text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <BulletList items={items} locale={locale} columns={columns} testId={id} />
    </section>
  );
}
