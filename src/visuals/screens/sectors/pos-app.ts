import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { company, pick } from '../../sample.ts';

/** The point-of-sale module's window (its name, the sample company, its side navigation), shared by its screens. */
export function posApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Point of sale', 'نقاط البيع'),
    company: company[l],
    nav: p(
      ['Point of sale', 'Returns', 'Shift closing', 'Offers', 'Loyalty cards', 'Branch stock'],
      ['نقطة البيع', 'المرتجعات', 'إقفال الوردية', 'العروض', 'بطاقات الولاء', 'مخزون الفرع'],
    ),
  };
}
