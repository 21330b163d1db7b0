import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The manufacturing module's window (its name, the sample company, its side navigation), shared by its screens. */
export function manufacturingApp(l: Locale) {
  return appWindow(l, ['Manufacturing', 'التصنيع'], sample.manufacturer, [
    ['Production plan', 'Production orders', 'Bills of materials', 'Routings', 'Quality control', 'Product costing'],
    ['خطة الإنتاج', 'أوامر الإنتاج', 'قوائم المواد', 'مسارات التصنيع', 'مراقبة الجودة', 'تكلفة المنتج'],
  ]);
}
