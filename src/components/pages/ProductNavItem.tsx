import type { ProductSection } from '../../content/schemas/product.ts';

/**
 * A side navigation item's content: the section's title and, beside the panel (above 920 px), its
 * one-line outcome. Static HTML handed to the Tabs island as a slot, so the page carries the text
 * once, not again in the island's props.
 */
export function ProductNavItem({ section }: { section: ProductSection }) {
  return (
    <>
      <span className="tabs-tab-title">{section.title}</span>
      <span className="tabs-tab-outcome">{section.outcome}</span>
    </>
  );
}
