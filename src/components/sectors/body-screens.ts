import type { SectorKey } from '../../routes.ts';
import type { ScreenName } from '../../visuals/names.ts';

/**
 * The product screen part-way down each sector page (decision 0036): a second view of the
 * product, not the hero's screen, chosen for what the sector runs on besides its own module.
 */
export const sectorBodyScreens: Record<SectorKey, ScreenName> = {
  construction: 'site-budgets', // every site's actual and committed cost on its budget, beside its work completed (review 19)
  realEstate: 'owner-statement', // the month's statement to a third-party owner (decision 0060)
  commercial: 'van-settlement', // a sales van settled at the end of its route (decision 0060)
  industry: 'batch-inspection', // a finished batch's quality check and its materials against the BOM
  carRental: 'fleet-calendar', // the branch's fleet calendar: each car's rentals, reservations and workshop days across two weeks (review 19)
  transportation: 'trip-cost', // what one delivered trip cost and earned (decision 0060)
  school: 'term-calendar', // the academic year's terms with their installments, tax invoices, exams and holidays (review 19)
  farms: 'farm-costing', // cost and margin of each field, greenhouse and herd (decision 0045)
  pharmacy: 'dispensing', // the pharmacy counter: a prescription split between insurer and patient
  maintenance: 'service-calls', // breakdown calls by priority against their SLA (decision 0060)
};

/**
 * Sectors whose mid-page screen is not shown on phones: pharmacy, the longest page at 360 px,
 * pays for its signature here (its hero already shows a pharmacy screen).
 */
export const sectorsWithoutPhoneScreen: ReadonlySet<SectorKey> = new Set(['pharmacy']);
