/**
 * The product screens (src/visuals/screens/), one per page that sells a part of the product.
 * Each is rendered in English and Arabic by `npm run visuals` (scripts/visuals.ts) into
 * src/assets/visuals/<name>.<locale>.<width>.<avif|webp>.
 */
export const screenNames = [
  // home slider
  'bi-dashboard',
  'e-invoice',
  'stock-levels',
  // product pages
  'trial-balance',
  'sales-order',
  'payroll-run',
  'operations-board',
  // sector pages
  'progress-billing',
  'tenancy-contract',
  'pos',
  'work-order',
  'rental-agreement',
  'trips',
  'student-fees',
  'herd-cycle',
  'batch-expiry',
  'job-card',
] as const;
export type ScreenName = (typeof screenNames)[number];

/** Canvas of every screen in CSS pixels; rendered at 1× and 2× (the two widths below). */
export const screenSize = { width: 640, height: 420 } as const;
export const screenWidths = [640, 1280] as const;
