import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The transportation module's window (its name, the sample company, its side navigation), shared by its screens. */
export function transportApp(l: Locale) {
  return appWindow(l, ['Transportation', 'النقل'], sample.carrier, [
    ['Trips', 'Waybills', 'Fleet', 'Drivers', 'Fuel', 'Freight billing'],
    ['الرحلات', 'بوالص الشحن', 'الأسطول', 'السائقون', 'الوقود', 'فوترة الشحن'],
  ]);
}
