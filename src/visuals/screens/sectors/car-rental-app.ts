import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The car rental module's window (its name, the sample company, its side navigation), shared by its screens. */
export function carRentalApp(l: Locale) {
  return appWindow(l, ['Car rental', 'تأجير السيارات'], sample.carRental, [
    ['Reservations', 'Rental agreements', 'Fleet', 'Inspections', 'Traffic fines', 'Fleet costs'],
    ['الحجوزات', 'عقود التأجير', 'الأسطول', 'الفحص', 'المخالفات المرورية', 'تكاليف الأسطول'],
  ]);
}
