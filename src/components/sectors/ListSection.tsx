import type { Locale } from '../../i18n/locales.ts';
import { FeatureBlock } from './FeatureBlock.tsx';

/**
 * A headed bulleted list inside a sector article (specialized systems), as one feature block
 * (decision 0036): a closed row on phones like the page's other groups, from 48 rem the
 * ruled row closing the feature rows above it (decisions 0064, 0070).
 */
export function ListSection({ id, heading, items, locale }: { id: string; heading: string; items: readonly string[]; locale: Locale }) {
  return (
    <div className="feature-grid sector-section">
      <FeatureBlock id={id} icon="layers" heading={heading} headingLevel="h2" items={items} locale={locale} testId={id} />
    </div>
  );
}
