/**
 * Sample props for every template in both languages: the preview (`npm run emails`), the unit
 * tests and the e2e check render these. The names and addresses are invented for the
 * preview; nothing here is sent.
 */
import type { Locale } from '../../../src/i18n/locales.ts';
import type { EmailSnapshot } from '../email-snapshot.ts';

export const previewNames = ['sales-notification', 'hr-notification', 'acknowledgement-inquiry', 'acknowledgement-application'] as const;
export type PreviewName = (typeof previewNames)[number];

const visitor = {
  en: {
    name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+966 50 123 4567',
    message: 'We run three warehouses and want to replace our stock system.\nCould you show us a demo next week?',
    jobTitle: 'Senior sales engineer',
  },
  ar: {
    name: 'فاطمة المنصوري',
    email: 'fatima@example.ae',
    phone: '+971 50 123 4567',
    message: 'لدينا ثلاثة مستودعات ونرغب في استبدال نظام المخزون.\nهل يمكنكم عرض النظام علينا الأسبوع القادم؟',
    jobTitle: 'مهندس مبيعات أول',
  },
} as const;

/** For a sales or HR sample, `locale` is the visitor's language; the staff mail itself is in English. */
export function sampleSnapshot(name: PreviewName, locale: Locale): EmailSnapshot {
  const v = visitor[locale];
  switch (name) {
    case 'sales-notification':
      return {
        template: 'sales-notification',
        props: {
          name: v.name,
          email: v.email,
          phone: v.phone,
          country: locale === 'ar' ? 'AE' : 'SA',
          countryName: locale === 'ar' ? 'United Arab Emirates' : 'Saudi Arabia',
          message: v.message,
          locale,
          page: locale === 'ar' ? '/ar/contact' : '/contact',
          branch: { id: 'saudi-arabia', name: 'ASCON Saudi Arabia' },
        },
      };
    case 'hr-notification':
      return {
        template: 'hr-notification',
        props: { name: v.name, email: v.email, phone: v.phone, position: 'sales', jobTitle: v.jobTitle, locale, cvFileName: 'cv.pdf' },
      };
    case 'acknowledgement-inquiry':
      return { template: 'acknowledgement', props: { kind: 'inquiry', locale, branchId: 'saudi-arabia' } };
    case 'acknowledgement-application':
      return { template: 'acknowledgement', props: { kind: 'application', locale, position: 'sales' } };
  }
}
