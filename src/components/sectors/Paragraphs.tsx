import type { Locale } from '../../i18n/locales.ts';
import { RichText } from '../ui/RichText.tsx';

export function Paragraphs({
  items,
  locale,
  className = 'grid gap-4 text-lg text-ink-soft',
}: {
  items: readonly string[];
  locale: Locale;
  className?: string;
}) {
  return (
    <div className={className}>
      {items.map((p) => (
        <p key={p}>
          <RichText text={p} locale={locale} />
        </p>
      ))}
    </div>
  );
}
