import type { Locale } from '../../../i18n/locales.ts';
import { appWindow, sample } from '../../sample.ts';

/** The projects module's window (its name, the sample company, its side navigation), shared by its screens. */
export function projectsApp(l: Locale) {
  return appWindow(l, ['Projects', 'المشاريع'], sample.contractor, [
    ['Tenders', 'Projects', 'Progress billing', 'Subcontractors', 'Equipment', 'Site labor'],
    ['المناقصات', 'المشاريع', 'المستخلصات', 'مقاولو الباطن', 'المعدات', 'عمالة المواقع'],
  ]);
}
