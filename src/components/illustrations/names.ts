/**
 * Original illustrations made for this site (src/assets/illustrations/<name>.svg), one
 * geometric style in the palette. Content refers to them by these names.
 */
export const illustrationNames = [
  'dashboard',
  'ledger',
  'warehouse',
  'fleet',
  'classroom',
  'greenhouse',
  'pharmacy',
  'factory',
  'buildings',
  'construction',
  'team',
  'handshake',
  'globe',
  'workshop',
  'payroll',
  'reports',
  'storefront',
  'car-rental',
  'maintenance',
  'careers',
  'support',
] as const;
export type IllustrationName = (typeof illustrationNames)[number];
