import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The school management module's window (its name, the sample company, its side navigation), shared by its screens. */
export function schoolApp(l: Locale) {
  return appWindow(l, ['School management', 'إدارة المدارس'], sample.school, [
    ['Admissions', 'Students', 'Fees', 'Buses', 'Timetables', 'Grades'],
    ['القبول', 'الطلاب', 'الرسوم الدراسية', 'الحافلات', 'الجداول', 'الدرجات'],
  ]);
}
