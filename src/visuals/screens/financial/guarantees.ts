/** Financial Systems: the register of letters of guarantee. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

/** The letters of guarantee: number, type, purpose, amount, expiry, status. */
function lettersOf(l: Locale): Array<[string, string, string, number, string, string]> {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return [
    [
      'LG-2026-031',
      p('Bid guarantee', 'ضمان ابتدائي'),
      p('Tender 114/2026', 'مناقصة 114/2026'),
      125000,
      '2027-01-15',
      p('ok:Active', 'ok:ساري'),
    ],
    [
      'LG-2026-027',
      p('Performance', 'ضمان نهائي'),
      p('Supply contract 88', 'عقد توريد 88'),
      480000,
      '2027-06-30',
      p('ok:Active', 'ok:ساري'),
    ],
    [
      'LG-2026-019',
      p('Advance payment', 'ضمان دفعة مقدمة'),
      p('Supply contract 88', 'عقد توريد 88'),
      300000,
      '2026-12-10',
      p('warn:Expires in 17 days', 'warn:ينتهي خلال 17 يومًا'),
    ],
    [
      'LG-2025-044',
      p('Performance', 'ضمان نهائي'),
      p('Catering contract 12', 'عقد إعاشة 12'),
      210000,
      '2026-12-31',
      p('info:Extension requested', 'info:طُلب التمديد'),
    ],
    [
      'LG-2025-038',
      p('Bid guarantee', 'ضمان ابتدائي'),
      p('Tender 97/2025', 'مناقصة 97/2025'),
      90000,
      '2026-10-31',
      p('ok:Released', 'ok:مُفرج عنه'),
    ],
    [
      'LG-2025-021',
      p('Performance', 'ضمان نهائي'),
      p('Supply contract 61', 'عقد توريد 61'),
      150000,
      '2026-09-30',
      p('bad:Called', 'bad:سُيّل'),
    ],
    [
      'LG-2025-017',
      p('Bid guarantee', 'ضمان ابتدائي'),
      p('Tender 52/2025', 'مناقصة 52/2025'),
      60000,
      '2026-08-31',
      p('ok:Released', 'ok:مُفرج عنه'),
    ],
    [
      'LG-2025-012',
      p('Performance', 'ضمان نهائي'),
      p('Catering contract 7', 'عقد إعاشة 7'),
      175000,
      '2026-06-30',
      p('ok:Released', 'ok:مُفرج عنه'),
    ],
  ];
}

export function lettersOfGuarantee(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const letters = lettersOf(l);
  return {
    ...productFrame('financial', 'letters-of-guarantee', l),
    breadcrumb: crumbs('financial', 'letters-of-guarantee', l, p('Register', 'السجل'), p('All banks', 'كل البنوك')),
    title: p('Letters of guarantee', 'خطابات الضمان'),
    actions: p(['Extend', 'New request'], ['تمديد', 'طلب جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Outstanding (${sar.en})`, `الخطابات القائمة (${sar.ar})`), value: money(1115000) },
          {
            label: p(`Cash margin held (${sar.en})`, `الغطاء النقدي المحجوز (${sar.ar})`),
            value: money(111500),
            note: p('10% of each letter', '10% من كل خطاب'),
          },
          { label: p('Expiring in 60 days', 'تنتهي خلال 60 يومًا'), value: '2', note: p('reminders sent', 'أُرسلت التذكيرات'), tone: 'warn' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Type', 'النوع') },
          { label: p('For', 'الغرض') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Expiry', 'الانتهاء') },
          { label: p('Status', 'الحالة') },
        ],
        // The letter's number is left out so that the expiry and status fit the window (decision 0060).
        rows: letters.map(([, type, purpose, amount, expiry, status]) => [type, purpose, money(amount), gregorian(expiry), status]),
        selected: 2,
        phone: [0, 2, 4],
      },
    ],
  };
}
