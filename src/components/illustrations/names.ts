/**
 * The one illustration left (src/assets/illustrations/reports.svg), on the solutions page. The
 * company pages draw their heroes from the product screens' visual language instead
 * (components/heroes/, decision 0036); product and sector pages show the product itself
 * (src/visuals/, docs/decisions/0017-product-visuals.md).
 */
export const illustrationNames = ['reports'] as const;
export type IllustrationName = (typeof illustrationNames)[number];
