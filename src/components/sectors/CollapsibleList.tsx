import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { RichText } from '../ui/RichText.tsx';

interface CollapsibleListProps {
  items: readonly string[];
  locale: Locale;
  /** Bullets shown before the disclosure on phones (the feature block's three). */
  visible?: number;
  /** Two columns of bullets from 48 rem. */
  columns?: boolean;
}

/**
 * A bulleted list whose first bullets always show and whose others sit in a native
 * `<details>`: closed on phones, shown open without a toggle from 48 rem where the page has room
 * (styles/templates.css). Every bullet is in the HTML, so search and find-in-page reach it;
 * Chromium opens the disclosure for find-in-page and fragment links itself.
 */
export function CollapsibleList({ items, locale, visible = 3, columns = false }: CollapsibleListProps) {
  const t = useTranslations(locale);
  const shown = items.slice(0, visible);
  const rest = items.slice(visible);
  const listClass = 'prose-list text-ink-soft';
  const bullets = (list: readonly string[]) =>
    list.map((item) => (
      <li key={item}>
        <RichText text={item} locale={locale} />
      </li>
    ));
  const hidden = rest.length;
  if (hidden === 0) {
    return <ul className={listClass}>{bullets(items)}</ul>;
  }
  return (
    <div className={columns ? 'more-wrap-columns' : undefined}>
      <ul className={listClass}>{bullets(shown)}</ul>
      <details className="more-items">
        <summary className="more-items-toggle">
          <span className="more-items-open">{t('common.showMore', { count: hidden })}</span>
          <span className="more-items-close">{t('common.showFewer')}</span>
        </summary>
        <ul className={listClass}>{bullets(rest)}</ul>
      </details>
    </div>
  );
}
