import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The school management module's window (its name, the sample company, its side navigation), shared by its screens. */
export function schoolApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('School management', 'إدارة المدارس'),
    company: sample.school[l],
    nav: p(
      ['Admissions', 'Students', 'Fees', 'Buses', 'Timetables', 'Grades'],
      ['القبول', 'الطلاب', 'الرسوم الدراسية', 'الحافلات', 'الجداول', 'الدرجات'],
    ),
  };
}
