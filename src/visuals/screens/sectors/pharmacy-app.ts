import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The pharmacy module's window (its name, the sample company, its side navigation), shared by its screens. */
export function pharmacyApp(l: Locale) {
  return appWindow(l, ['Pharmacy', 'الصيدليات'], sample.pharmacies, [
    ['Dispensing', 'Batches and expiry', 'Insurance claims', 'Branch transfers', 'Purchasing', 'Narcotic drugs'],
    ['الصرف', 'التشغيلات والصلاحية', 'مطالبات التأمين', 'تحويلات الفروع', 'المشتريات', 'الأدوية المخدرة'],
  ]);
}
