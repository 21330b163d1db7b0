import type { Locale } from '../../i18n/locales.ts';
import { FeatureBlock } from './FeatureBlock.tsx';

/**
 * A headed bulleted list inside a sector article (specialized systems), as one full-width feature
 * block (decision 0036): a closed row on phones like the page's other groups, from 48 rem a card
 * with three bullets and "Show all N", the bullets in two columns.
 */
export function ListSection({ id, heading, items, locale }: { id: string; heading: string; items: readonly string[]; locale: Locale }) {
  return (
    <div className="feature-grid feature-grid-wide sector-section">
      <FeatureBlock id={id} icon="layers" heading={heading} headingLevel="h2" items={items} locale={locale} testId={id} />
    </div>
  );
}
