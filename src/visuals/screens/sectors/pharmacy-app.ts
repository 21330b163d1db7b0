import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The pharmacy module's window (its name, the sample company, its side navigation), shared by its screens. */
export function pharmacyApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Pharmacy', 'الصيدليات'),
    company: sample.pharmacies[l],
    nav: p(
      ['Dispensing', 'Batches and expiry', 'Insurance claims', 'Branch transfers', 'Purchasing', 'Narcotic drugs'],
      ['الصرف', 'التشغيلات والصلاحية', 'مطالبات التأمين', 'تحويلات الفروع', 'المشتريات', 'الأدوية المخدرة'],
    ),
  };
}
