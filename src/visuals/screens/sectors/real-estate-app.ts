import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The real-estate module's window (its name, the sample company, its side navigation), shared by its screens. */
export function realEstateApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Real estate', 'العقارات'),
    company: sample.landlord[l],
    nav: p(
      ['Properties', 'Units', 'Leases', 'Collections', 'Maintenance', 'Owners'],
      ['العقارات', 'الوحدات', 'عقود الإيجار', 'التحصيل', 'طلبات الصيانة', 'الملاك'],
    ),
  };
}
