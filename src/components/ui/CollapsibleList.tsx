import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { RichText } from './RichText.tsx';

interface CollapsibleListProps {
  items: readonly string[];
  locale: Locale;
  /** A last bullet that is not plain copy (pharmacy: the one with a link), counted as one. */
  last?: ReactNode;
  /** Two columns of bullets, all shown, from 48 rem (the pharmacy programmes). */
  columns?: boolean;
  /** Bullets shown before the disclosure: a card's three, two in a grid of six cards or more (FeatureGrid.tsx). */
  visible?: 2 | 3 | undefined;
}

/**
 * A bulleted list whose first bullets (three, or two) always show and whose others sit in a native
 * `<details>`, "Show N more" (styles/feature-blocks.css): inside a feature block on phones shown
 * open once the row is, from 64 rem a card's fold; with `columns`, closed on phones and shown
 * open from 48 rem. Every bullet is in the HTML, so search and find-in-page reach it; Chromium
 * opens the disclosure for find-in-page and fragment links itself.
 */
export function CollapsibleList({ items, locale, last, columns = false, visible = 3 }: CollapsibleListProps) {
  const t = useTranslations(locale);
  const listClass = 'prose-list feature-bullets text-ink-soft';
  const bullets = [
    ...items.map((item) => (
      <li key={item}>
        <RichText text={item} locale={locale} />
      </li>
    )),
    ...(last ? [last] : []),
  ];
  // A list of three shows all three: a toggle for one bullet takes the line it would save.
  const hidden = bullets.length > 3 ? bullets.length - visible : 0;
  if (hidden <= 0) {
    return <ul className={listClass}>{bullets}</ul>;
  }
  return (
    <div className={columns ? 'more-wrap-columns' : undefined}>
      <ul className={listClass}>{bullets.slice(0, visible)}</ul>
      <details className="more-items">
        <summary className="more-items-toggle">
          <span className="more-items-open">{t('common.showMore', { count: hidden })}</span>
          <span className="more-items-close">{t('common.showFewer')}</span>
        </summary>
        <ul className={listClass}>{bullets.slice(visible)}</ul>
      </details>
    </div>
  );
}
