import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The car rental module's window (its name, the sample company, its side navigation), shared by its screens. */
export function carRentalApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Car rental', 'تأجير السيارات'),
    company: sample.carRental[l],
    nav: p(
      ['Reservations', 'Rental agreements', 'Fleet', 'Inspections', 'Traffic fines', 'Fleet costs'],
      ['الحجوزات', 'عقود التأجير', 'الأسطول', 'الفحص', 'المخالفات المرورية', 'تكاليف الأسطول'],
    ),
  };
}
