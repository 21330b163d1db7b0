import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { RichText } from './RichText.tsx';

/** The site's bulleted feature list. */
export function BulletList({
  items,
  locale,
  testId,
  className,
}: {
  items: readonly string[];
  locale: Locale;
  testId?: string;
  className?: string;
}) {
  return (
    <ul className={cn('prose-list text-ink-soft', className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
