import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The real-estate module's window (its name, the sample company, its side navigation), shared by its screens. */
export function realEstateApp(l: Locale) {
  return appWindow(l, ['Real estate', 'العقارات'], sample.landlord, [
    ['Properties', 'Units', 'Leases', 'Collections', 'Maintenance', 'Owners'],
    ['العقارات', 'الوحدات', 'عقود الإيجار', 'التحصيل', 'طلبات الصيانة', 'الملاك'],
  ]);
}
