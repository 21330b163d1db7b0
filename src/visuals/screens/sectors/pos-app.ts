import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, company } from '../../sample.ts';

/** The point-of-sale module's window (its name, the sample company, its side navigation), shared by its screens. */
export function posApp(l: Locale) {
  return appWindow(l, ['Point of sale', 'نقاط البيع'], company, [
    ['Point of sale', 'Returns', 'Shift closing', 'Offers', 'Loyalty cards', 'Branch stock'],
    ['نقطة البيع', 'المرتجعات', 'إقفال الوردية', 'العروض', 'بطاقات الولاء', 'مخزون الفرع'],
  ]);
}
