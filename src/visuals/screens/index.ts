/** Every product screen by name: a function from the locale to the screen's description. */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import type { ScreenName } from '../names.ts';
import { biDashboard, eInvoice, stockLevels } from './home.ts';
import { platformFamilies } from './platform-families.ts';
import { operationsBoard } from './products/operations-board.ts';
import { payrollRun } from './products/payroll-run.ts';
import { salesOrder } from './products/sales-order.ts';
import { trialBalance } from './products/trial-balance.ts';
import { batchExpiry } from './sectors/batch-expiry.ts';
import { batchInspection } from './sectors/batch-inspection.ts';
import { dispensing } from './sectors/dispensing.ts';
import { farmCosting } from './sectors/farm-costing.ts';
import { fleetCalendar } from './sectors/fleet-calendar.ts';
import { herdCycle } from './sectors/herd-cycle.ts';
import { jobCard } from './sectors/job-card.ts';
import { ownerStatement } from './sectors/owner-statement.ts';
import { pos } from './sectors/pos.ts';
import { progressBilling } from './sectors/progress-billing.ts';
import { rentalAgreement } from './sectors/rental-agreement.ts';
import { serviceCalls } from './sectors/service-calls.ts';
import { siteBudgets } from './sectors/site-budgets.ts';
import { studentFees } from './sectors/student-fees.ts';
import { termCalendar } from './sectors/term-calendar.ts';
import { tenancyContract } from './sectors/tenancy-contract.ts';
import { tripCost } from './sectors/trip-cost.ts';
import { trips } from './sectors/trips.ts';
import { unitAvailability } from './sectors/unit-availability.ts';
import { vanSettlement } from './sectors/van-settlement.ts';
import { workOrder } from './sectors/work-order.ts';
import { sectionScreens } from './sections.ts';

export const screens: Record<ScreenName, (locale: Locale) => ScreenSpec> = {
  'bi-dashboard': biDashboard,
  'e-invoice': eInvoice,
  'stock-levels': stockLevels,
  'platform-families': platformFamilies,
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
  'farm-costing': farmCosting,
  'batch-expiry': batchExpiry,
  'job-card': jobCard,
  dispensing,
  'batch-inspection': batchInspection,
  'owner-statement': ownerStatement,
  'fleet-calendar': fleetCalendar,
  'term-calendar': termCalendar,
  'service-calls': serviceCalls,
  'site-budgets': siteBudgets,
  'trip-cost': tripCost,
  'van-settlement': vanSettlement,
  'unit-availability': unitAvailability,
  ...sectionScreens,
};
