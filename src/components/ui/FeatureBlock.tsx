import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { IconName } from '../../content/icon-names.ts';
import { CollapsibleList } from './CollapsibleList.tsx';

interface FeatureBlockProps {
  id: string;
  /** A line icon in a tinted square (careers); the sector pages' cards have none. */
  icon?: IconName;
  heading: string;
  items: readonly string[];
  locale: Locale;
  /** A picture for the block (a product screenshot, an illustration); the icon, if any, when absent. */
  visual?: ReactNode;
  /** A lead paragraph between the heading and the bullets. */
  lead?: ReactNode;
  /** A last bullet that is not plain copy (pharmacy: the one with a link). */
  last?: ReactNode;
  /** Bullets a card shows before "Show N more" (CollapsibleList). */
  visible?: 2 | 3;
  testId?: string;
}

/**
 * A visual, a heading and the group's bullets: the unit of reading of the sector pages and /careers
 * (decision 0019), instead of one long list. One markup at every width, a native `<details>`: on phones a row that
 * opens to every bullet, on tablets too; from 64 rem a card shown open with three bullets (two in a grid of six or more) and the others behind
 * "Show N more" (styles/feature-blocks.css; lib/reveal-hash.ts keeps `open` in step and opens a
 * linked block). Every bullet is in the HTML, so search, find-in-page and fragment links reach it.
 */
export function FeatureBlock({ id, icon, heading, items, locale, visual, lead, last, visible, testId }: FeatureBlockProps) {
  return (
    <details id={id} className="feature-block" data-testid={testId}>
      <summary className="feature-block-head">
        {/* The glyph as a cached file, not inline SVG: a page has up to six (src/pages/icons); sized by CSS. */}
        {visual ?? (icon && <img src={`/icons/${icon}.svg`} alt="" className="feature-block-icon" loading="lazy" />)}
        <h3 id={`${id}-heading`} className="heading-card">
          {heading}
        </h3>
      </summary>
      <div className="feature-block-body">
        {lead}
        <CollapsibleList items={items} locale={locale} last={last} visible={visible} />
      </div>
    </details>
  );
}
