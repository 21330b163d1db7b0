import type { SectorKey } from '../../routes.ts';
import type { ScreenName } from '../../visuals/names.ts';

/**
 * The product screen part-way down each sector page (decision 0036): a second view of the
 * product, not the hero's screen, chosen for what the sector runs on besides its own module.
 */
export const sectorBodyScreens: Record<SectorKey, ScreenName> = {
  construction: 'operations-board', // plant and equipment on site
  realEstate: 'e-invoice', // rent invoices reported to ZATCA
  commercial: 'stock-levels', // stock across warehouse, branch and van
  industry: 'batch-inspection', // a finished batch's quality check and its materials against the BOM
  carRental: 'operations-board', // fleet utilization and service due
  transportation: 'job-card', // the workshop that keeps the trucks running
  school: 'payroll-run', // teachers' and staff payroll
  farms: 'farm-costing', // cost and margin of each field, greenhouse and herd (decision 0045)
  pharmacy: 'dispensing', // the pharmacy counter: a prescription split between insurer and patient
  maintenance: 'operations-board', // units due for maintenance by hour meter
};
