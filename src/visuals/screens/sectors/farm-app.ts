import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The farms module's window (its name, the sample company, its side navigation), shared by its screens. */
export function farmApp(l: Locale) {
  return appWindow(l, ['Farms', 'المزارع'], sample.farm, [
    ['Fields and crops', 'Herds', 'Milk production', 'Feed', 'Veterinary care', 'Farm costing'],
    ['الحقول والمحاصيل', 'القطعان', 'إنتاج الحليب', 'الأعلاف', 'الرعاية البيطرية', 'تكاليف المزرعة'],
  ]);
}
