/** Every product screen by name: a function from the locale to the screen's description. */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import type { ScreenName } from '../names.ts';
import { biDashboard, eInvoice, stockLevels } from './home.ts';
import { operationsBoard, payrollRun, salesOrder, trialBalance } from './products.ts';
import { pos, progressBilling, rentalAgreement, tenancyContract, workOrder } from './sectors-a.ts';
import { batchExpiry, herdCycle, jobCard, studentFees, trips } from './sectors-b.ts';

export const screens: Record<ScreenName, (locale: Locale) => ScreenSpec> = {
  'bi-dashboard': biDashboard,
  'e-invoice': eInvoice,
  'stock-levels': stockLevels,
  'trial-balance': trialBalance,
  'sales-order': salesOrder,
  'payroll-run': payrollRun,
  'operations-board': operationsBoard,
  'progress-billing': progressBilling,
  'tenancy-contract': tenancyContract,
  pos,
  'work-order': workOrder,
  'rental-agreement': rentalAgreement,
  trips,
  'student-fees': studentFees,
  'herd-cycle': herdCycle,
  'batch-expiry': batchExpiry,
  'job-card': jobCard,
};
