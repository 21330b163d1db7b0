import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The maintenance module's window (its name, the sample company, its side navigation), shared by its screens. */
export function maintenanceApp(l: Locale) {
  return appWindow(l, ['Maintenance', 'الصيانة'], sample.maintenance, [
    ['Preventive plans', 'Work orders', 'Dispatch', 'Assets', 'Spare parts', 'Contracts'],
    ['خطط الصيانة الوقائية', 'أوامر العمل', 'توجيه الفنيين', 'الأصول', 'قطع الغيار', 'العقود'],
  ]);
}
