import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { RichText } from './RichText.tsx';

/** The site's bulleted feature list; two columns on wide screens when long. */
export function BulletList({
  items,
  locale,
  columns = false,
  testId,
  className,
}: {
  items: readonly string[];
  locale: Locale;
  columns?: boolean;
  testId?: string;
  className?: string;
}) {
  return (
    <ul className={cn('prose-list text-ink-soft', columns && 'md:grid-cols-2 md:gap-x-10', className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
