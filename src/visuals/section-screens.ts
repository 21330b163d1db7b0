/**
 * The screen each product section shows in the side navigation (ProductSectionBody), so that
 * opening "General ledger" shows a ledger and "Payroll" a payroll run (docs/decisions/design-history.md#0035).
 * An introduction shows a screen across the product, not the hero's, which is just above it; no
 * section repeats the hero's screen (the team's targets for sales control, a payslip for wages,
 * one unit's file for equipment), nor a home slide's or a sector hero's: each Featured Systems
 * sector shows another of its sector's records than the sector page does (decision 0065).
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
    'tax-system': 'vat-return',
  },
  distribution: {
    'distribution-intro': 'item-file',
    'sales-control': 'sales-targets',
    'stock-control': 'stock-count',
    'point-of-sales': 'shift-closing',
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
    'workshop-maintenance': 'preventive-plan',
    'transportation-management': 'fleet-documents',
    'production-group': 'production-plan',
    'real-estate': 'rent-collection',
    'school-management': 'admissions',
    'more-group': 'traffic-fines',
    'project-group': 'subcontractor-certificate',
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
