import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The manufacturing module's window (its name, the sample company, its side navigation), shared by its screens. */
export function manufacturingApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Manufacturing', 'التصنيع'),
    company: sample.manufacturer[l],
    nav: p(
      ['Production plan', 'Production orders', 'Bills of materials', 'Routings', 'Quality control', 'Product costing'],
      ['خطة الإنتاج', 'أوامر الإنتاج', 'قوائم المواد', 'مسارات التصنيع', 'مراقبة الجودة', 'تكلفة المنتج'],
    ),
  };
}
