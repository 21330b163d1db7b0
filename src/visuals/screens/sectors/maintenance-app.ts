import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The maintenance module's window (its name, the sample company, its side navigation), shared by its screens. */
export function maintenanceApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Maintenance', 'الصيانة'),
    company: sample.maintenance[l],
    nav: p(
      ['Preventive plans', 'Work orders', 'Dispatch', 'Assets', 'Spare parts', 'Contracts'],
      ['خطط الصيانة الوقائية', 'أوامر العمل', 'توجيه الفنيين', 'الأصول', 'قطع الغيار', 'العقود'],
    ),
  };
}
