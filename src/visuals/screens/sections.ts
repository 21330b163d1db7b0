/** The screens of single product sections (names.ts `sectionScreenNames`), by name. */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import type { sectionScreenNames } from '../names.ts';
import { customerAging, supplierPayments } from './financial/partners.ts';
import { assetRegister } from './financial/assets.ts';
import { islamicFinancing, letterOfCredit } from './financial/banking.ts';
import { lettersOfGuarantee } from './financial/guarantees.ts';
import { chartOfAccounts, journalEntry } from './financial/ledger.ts';
import { cashPosition, checkPrinting, pettyCash } from './financial/treasury.ts';
import { promotions, purchaseOrder } from './distribution/buying.ts';
import { loyaltyMember, vehicleSale } from './distribution/customers.ts';
import { salesTargets, shiftClosing } from './distribution/selling.ts';
import { itemFile, stockCount } from './distribution/stock.ts';
import { vatReturn } from './financial/tax.ts';
import { employeeFile, staffDocuments } from './hr/people.ts';
import { attendanceDay, leaveRequest } from './hr/time.ts';
import { trainingPlan } from './hr/training.ts';
import { payslip } from './hr/payslip.ts';
import { approvalWorkflow } from './featured/customization.ts';
import { operationsPostings } from './featured/platform.ts';
import { equipmentFile } from './featured/equipment.ts';
import { fleetDocuments, preventivePlan } from './featured/operations.ts';
import { productionPlan, subcontractorCertificate } from './featured/projects.ts';
import { admissions, rentCollection, trafficFines } from './featured/services.ts';

export const sectionScreens: Record<(typeof sectionScreenNames)[number], (locale: Locale) => ScreenSpec> = {
  'chart-of-accounts': chartOfAccounts,
  'journal-entry': journalEntry,
  'asset-register': assetRegister,
  'supplier-payments': supplierPayments,
  'customer-aging': customerAging,
  'cash-position': cashPosition,
  'check-printing': checkPrinting,
  'petty-cash': pettyCash,
  'letters-of-guarantee': lettersOfGuarantee,
  'letter-of-credit': letterOfCredit,
  'islamic-financing': islamicFinancing,
  'purchase-order': purchaseOrder,
  promotions,
  'loyalty-member': loyaltyMember,
  'vehicle-sale': vehicleSale,
  'employee-file': employeeFile,
  'staff-documents': staffDocuments,
  'attendance-day': attendanceDay,
  'leave-request': leaveRequest,
  'training-plan': trainingPlan,
  payslip,
  'operations-postings': operationsPostings,
  'approval-workflow': approvalWorkflow,
  'equipment-file': equipmentFile,
  'vat-return': vatReturn,
  'item-file': itemFile,
  'sales-targets': salesTargets,
  'stock-count': stockCount,
  'shift-closing': shiftClosing,
  'preventive-plan': preventivePlan,
  'fleet-documents': fleetDocuments,
  'production-plan': productionPlan,
  'rent-collection': rentCollection,
  admissions,
  'traffic-fines': trafficFines,
  'subcontractor-certificate': subcontractorCertificate,
};
