import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { IconName } from '../ui/icon-names.ts';
import { RichText } from '../ui/RichText.tsx';

/** Bullets a card shows before its "Show all N" (decision 0036). */
const visibleBullets = 3;

interface FeatureBlockProps {
  id: string;
  icon: IconName;
  heading: string;
  items: readonly string[];
  locale: Locale;
  /** A picture for the block (a product screenshot, an illustration); the icon when absent. */
  visual?: ReactNode;
  /** A lead paragraph between the heading and the bullets. */
  lead?: ReactNode;
  /** A last bullet that is not plain copy (pharmacy: the one with a link). */
  last?: ReactNode;
  /** h3 under a section heading; h2 where the blocks are the page's sections (construction, maintenance). */
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}

/**
 * A visual, a heading and the group's bullets: the sector pages' unit of reading instead of one
 * long list (decision 0019). A native `<details>`: on phones a row to open, from 48 rem a card shown
 * open (styles/templates.css; lib/reveal-hash.ts keeps `open` in step and opens a linked block).
 * The card shows three bullets; the others sit in a nested `<details>` behind "Show all N"
 * (decision 0036). Every bullet is in the HTML, so search, find-in-page and fragment links reach it.
 */
export function FeatureBlock({
  id,
  icon,
  heading,
  items,
  locale,
  visual,
  lead,
  last,
  headingLevel: Heading = 'h3',
  testId,
}: FeatureBlockProps) {
  return (
    <details id={id} className="feature-block" data-testid={testId}>
      <summary className="feature-block-head">
        {/* The glyph as a cached file, not inline SVG: a page has up to six (src/pages/icons); sized by CSS. */}
        {visual ?? <img src={`/icons/${icon}.svg`} alt="" className="feature-block-icon" loading="lazy" />}
        {/* The card step of the heading scale: two cards share a row from 48 rem, and the block
            step (22 px) wrapped their Arabic headings to three or four lines (decision 0045). */}
        <Heading id={`${id}-heading`} className="heading-card">
          {heading}
        </Heading>
      </summary>
      <div className="feature-block-body">
        {lead}
        <Bullets items={items} locale={locale} last={last} />
      </div>
    </details>
  );
}

/** The first three bullets, then the rest behind a "Show all N" disclosure (N counts every bullet). */
function Bullets({ items, locale, last }: { items: readonly string[]; locale: Locale; last?: ReactNode }) {
  const t = useTranslations(locale);
  const bullets = (list: readonly string[]) =>
    list.map((item) => (
      <li key={item}>
        <RichText text={item} locale={locale} />
      </li>
    ));
  const total = items.length + (last ? 1 : 0);
  if (total <= visibleBullets) {
    return (
      <ul className="prose-list text-ink-soft">
        {bullets(items)}
        {last}
      </ul>
    );
  }
  // .feature-bullets: in a block across the row, both lists flow as one two-column grid (decision 0059).
  return (
    <div className="feature-bullets">
      <ul className="prose-list text-ink-soft">{bullets(items.slice(0, visibleBullets))}</ul>
      <details className="more-items more-items-card" data-testid="more-bullets">
        <summary className="more-items-toggle">
          <span className="more-items-open">{t('common.showAll', { count: total })}</span>
          <span className="more-items-close">{t('common.showFewer')}</span>
        </summary>
        <ul className="prose-list text-ink-soft">
          {bullets(items.slice(visibleBullets))}
          {last}
        </ul>
      </details>
    </div>
  );
}
