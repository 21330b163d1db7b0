/**
 * The product screens (src/visuals/screens/). Each is rendered in English and Arabic by
 * `npm run visuals` (scripts/visuals.ts) into src/assets/visuals/<name>.<locale>.<width>.<avif|webp>
 * and, for phones, <name>.<locale>.phone.avif (docs/decisions/design-history.md#0017, #0035).
 */
export const heroScreenNames = [
  // home slider
  'bi-dashboard',
  'e-invoice',
  'stock-levels',
  // the solutions hub
  'platform-families',
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
  'farm-costing',
  'batch-expiry',
  'job-card',
  // sector pages' second screen
  'dispensing',
  'batch-inspection',
  'owner-statement',
  'fleet-calendar',
  'term-calendar',
  'service-calls',
  'site-budgets',
  'trip-cost',
  'van-settlement',
  // the home showcase's Sectors tab
  'unit-availability',
] as const;

/** Screens of single product sections (section-screens.ts): shown in the side navigation, lazily. */
export const sectionScreenNames = [
  'chart-of-accounts',
  'journal-entry',
  'asset-register',
  'supplier-payments',
  'customer-aging',
  'cash-position',
  'check-printing',
  'petty-cash',
  'letters-of-guarantee',
  'letter-of-credit',
  'islamic-financing',
  'purchase-order',
  'promotions',
  'loyalty-member',
  'vehicle-sale',
  'employee-file',
  'staff-documents',
  'attendance-day',
  'leave-request',
  'training-plan',
  'payslip',
  'operations-postings',
  'approval-workflow',
  'equipment-file',
  // each section's own screen, not a home slide's or a sector hero's (decision 0065)
  'vat-return',
  'item-file',
  'sales-targets',
  'stock-count',
  'shift-closing',
  'preventive-plan',
  'fleet-documents',
  'production-plan',
  'rent-collection',
  'admissions',
  'traffic-fines',
  'subcontractor-certificate',
] as const;

export const screenNames = [...heroScreenNames, ...sectionScreenNames] as const;
export type ScreenName = (typeof screenNames)[number];

/**
 * Canvas of every screen in CSS pixels, rendered at the two widths below: 768w, since a hero's
 * screen shows 550–690 CSS px wide from 64 rem (decision 0065; 640w was scaled up there), and
 * 1280w (2×), the one desktop file of a section screen.
 */
export const screenSize = { width: 640, height: 420 } as const;
export const screenWidths = [768, 1280] as const;
/**
 * A section screen's canvas: the window without its 128 px module sidebar, same height, so its
 * blocks lay out as in the full window and show 1.25 times larger in the same slot.
 */
export const sectionSize = { width: 512, height: 420 } as const;

/**
 * The phone canvas (kit/screen-phone.css): the same screen recomposed to one column for
 * viewports under 480 px, rendered at 2× only (`phoneScale`), so its text is never scaled below
 * 9 CSS px on a 360 px phone.
 */
export const phoneSize = { width: 320, height: 440 } as const;
export const phoneScale = 2;
/** The media query under which the phone canvas is served (ScreenPicture). */
export const phoneMedia = '(max-width: 479px)';

/**
 * A /solutions family card's crop (preview-screens.ts, FamilyCards.tsx): its section screen
 * drawn in a narrower window (desktop layout 440 px, phone layout 288 px), so its text is larger
 * where the card shows it, and cut at render under the window's first block after the record's
 * title (its key figures, or the training chart): the title bar, the record and its figures, one
 * region, never a table through a row. At 2.5× (a card shows it up to 1.3 times its CSS size). Shown
 * 576 px wide at 1280 (its 9 px text at 11.8 px) and 320–336 px on phones and from 48 to 64 rem
 * (its 10 px text at 11.1–11.7 px).
 */
export const cardSize = { desktop: 440, phone: 288 } as const;
export const cardScale = 2.5;
