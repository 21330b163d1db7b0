/**
 * Original illustrations made for this site (src/assets/illustrations/<name>.svg), one
 * geometric style in the palette, each on one page only: the company pages (about, solutions,
 * careers, contact, partners). Product and sector pages show the product itself instead
 * (src/visuals/, docs/decisions/0017-product-visuals.md).
 */
export const illustrationNames = ['team', 'reports', 'careers', 'support', 'handshake', 'globe'] as const;
export type IllustrationName = (typeof illustrationNames)[number];
