import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The farms module's window (its name, the sample company, its side navigation), shared by its screens. */
export function farmApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Farms', 'المزارع'),
    company: sample.farm[l],
    nav: p(
      ['Fields and crops', 'Herds', 'Milk production', 'Feed', 'Veterinary care', 'Farm costing'],
      ['الحقول والمحاصيل', 'القطعان', 'إنتاج الحليب', 'الأعلاف', 'الرعاية البيطرية', 'تكاليف المزرعة'],
    ),
  };
}
