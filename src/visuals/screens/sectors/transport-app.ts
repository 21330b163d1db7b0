import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The transportation module's window (its name, the sample company, its side navigation), shared by its screens. */
export function transportApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Transportation', 'النقل'),
    company: sample.carrier[l],
    nav: p(
      ['Trips', 'Waybills', 'Fleet', 'Drivers', 'Fuel', 'Freight billing'],
      ['الرحلات', 'بوالص الشحن', 'الأسطول', 'السائقون', 'الوقود', 'فوترة الشحن'],
    ),
  };
}
