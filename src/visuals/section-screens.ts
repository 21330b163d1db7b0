/**
 * The screen each product section shows in the side navigation (ProductSectionBody), so that
 * opening "General ledger" shows a ledger and "Payroll" a payroll run (docs/decisions/0035).
 * Sections whose module a sector page already shows reuse that screen. An introduction shows a
 * screen across the product, not the hero's, which is just above it; no section repeats the
 * hero's screen (a sales invoice for sales control, a payslip for wages, one unit's file for equipment).
 */
import type { ProductKey } from '../content/schemas/product.ts';
import type { ScreenName } from './names.ts';

export const sectionScreens = {
  financial: {
    'financial-intro': 'chart-of-accounts',
    'general-ledger': 'journal-entry',
    'fixed-assets': 'asset-register',
    'accounts-payable': 'supplier-payments',
    'accounts-receivable': 'customer-aging',
    'treasury-management': 'cash-position',
    'banks-printing': 'check-printing',
    'petty-cash': 'petty-cash',
    'letters-of-guarantee': 'letters-of-guarantee',
    'letters-of-credit': 'letter-of-credit',
    'islamic-loans': 'islamic-financing',
    'tax-system': 'e-invoice',
  },
  distribution: {
    'distribution-intro': 'bi-dashboard',
    'sales-control': 'e-invoice',
    'stock-control': 'stock-levels',
    'point-of-sales': 'pos',
    purchasing: 'purchase-order',
    'offers-and-discounts': 'promotions',
    'loyalty-program': 'loyalty-member',
    'automobile-sales': 'vehicle-sale',
  },
  hr: {
    'human-intro': 'employee-file',
    personnel: 'staff-documents',
    'attendance-system': 'attendance-day',
    'self-service': 'leave-request',
    'wages-and-salaries': 'payslip',
    'employees-training': 'training-plan',
  },
  featured: {
    'featured-intro': 'operations-postings',
    'equipment-management': 'equipment-file',
    'workshop-maintenance': 'job-card',
    'transportation-management': 'trips',
    'production-group': 'work-order',
    'real-estate': 'tenancy-contract',
    'school-management': 'student-fees',
    'more-group': 'rental-agreement',
    'project-group': 'progress-billing',
    'customization-group': 'approval-workflow',
  },
} as const satisfies Record<ProductKey, Record<string, ScreenName>>;

/** The screen of a section of any product page, or undefined for an id no product has. */
export function sectionScreen(sectionId: string): ScreenName | undefined {
  for (const product of Object.values(sectionScreens)) {
    const name = (product as Record<string, ScreenName>)[sectionId];
    if (name) return name;
  }
  return undefined;
}
