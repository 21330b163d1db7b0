import { Children, type ReactNode } from 'react';
import type { FeatureGroup } from '../../content/schemas/primitives.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FeatureBlock } from '../ui/FeatureBlock.tsx';

interface FeatureGridProps {
  id: string;
  heading: string;
  groups: readonly FeatureGroup[];
  locale: Locale;
  /** Appended to the last block's list (pharmacy: the bullet with a link). */
  last?: ReactNode;
  /** The sector's specialized systems, the grid's closing card (decision 0070). */
  specialized?: { heading: string; items: readonly string[] } | undefined;
  /**
   * From 48 rem ruled rows, not cards: each block's heading in the first third, its bullets in two
   * ruled columns beside it, as the pharmacy's programme panels above it (styles/sector-cards.css).
   */
  rows?: boolean;
}

/**
 * How many cards a row of a capability grid holds from 64 rem: three where the cards fill rows of
 * three, or rows of three and one card across (7); else two (4, 5, 8). Every row is full: a last
 * odd card spans its row, its heading beside its bullets (styles/sector-cards.css); from 48 to
 * 64 rem every grid holds two a row.
 */
export function gridColumns(count: number): 2 | 3 {
  return count % 3 === 0 || (count % 3 === 1 && count % 2 === 1) ? 3 : 2;
}

/**
 * A section of feature cards under its h2: no card row without a heading over it (the cards'
 * headings are h3 under it).
 */
export function CardsSection({
  id,
  heading,
  gridTestId,
  rows,
  children,
}: {
  id: string;
  heading: string;
  gridTestId?: string;
  /** Ruled rows from 48 rem instead of cards (FeatureGrid's `rows`). */
  rows?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="sector-section" data-testid={id}>
      <h2 id={`${id}-heading`} className="heading-section">
        {heading}
      </h2>
      <div
        className="feature-grid"
        data-columns={rows ? undefined : gridColumns(Children.toArray(children).length)}
        data-rows={rows ? '' : undefined}
        data-testid={gridTestId}
      >
        {children}
      </div>
    </section>
  );
}

/**
 * A headed list of the spec (advantages, management features) laid out as feature blocks. A grid
 * of six cards or more shows two bullets a card (three where it has three): three each made
 * /pharmacy and /industry walls of 18 bullets before their screen.
 */
export function FeatureGrid({ id, heading, groups, locale, last, specialized, rows }: FeatureGridProps) {
  const visible = groups.length + (specialized ? 1 : 0) >= 6 ? 2 : 3;
  return (
    <CardsSection id={id} heading={heading} rows={rows}>
      {groups.map((group, i) => (
        <FeatureBlock
          key={group.id}
          id={group.id}
          heading={group.heading}
          items={group.items}
          locale={locale}
          last={i === groups.length - 1 ? last : undefined}
          visible={visible}
        />
      ))}
      {specialized && (
        <FeatureBlock
          id="specialized"
          heading={specialized.heading}
          items={specialized.items}
          locale={locale}
          visible={visible}
          testId="specialized"
        />
      )}
    </CardsSection>
  );
}
