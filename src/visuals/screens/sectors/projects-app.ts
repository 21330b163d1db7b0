import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick, sample } from '../../sample.ts';

/** The projects module's window (its name, the sample company, its side navigation), shared by its screens. */
export function projectsApp(l: Locale): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    app: p('Projects', 'المشاريع'),
    company: sample.contractor[l],
    nav: p(
      ['Tenders', 'Projects', 'Progress billing', 'Subcontractors', 'Equipment', 'Site labor'],
      ['المناقصات', 'المشاريع', 'المستخلصات', 'مقاولو الباطن', 'المعدات', 'عمالة المواقع'],
    ),
  };
}
