import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, hijri, money, pick, sar } from '../../sample.ts';
import { schoolApp } from './school-app.ts';

export function studentFees(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...schoolApp(l),
    active: 2,
    breadcrumb: p('Fees › Student account › S-24-0387', 'الرسوم الدراسية › حساب الطالب › S-24-0387'),
    title: p('Student fees · Grade 7B', 'رسوم الطالب · الصف السابع ب'),
    status: { label: p('Sibling discount 10%', 'خصم الإخوة 10%'), tone: 'info' },
    actions: p(['Statement', 'Receive payment'], ['كشف حساب', 'تحصيل دفعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Student number', 'رقم الطالب'), 'S-24-0387'],
          [p('Academic year', 'العام الدراسي'), '2026–2027'],
          [p('Bus route', 'خط الحافلة'), p('Route 4 – north', 'الخط 4 – الشمال')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Fee', 'البند') },
          { label: p('Due date', 'تاريخ الاستحقاق') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Paid', 'المدفوع'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: [
          [
            p('Tuition – term 1', 'الرسوم الدراسية – الفصل الأول'),
            gregorian('2026-08-30'),
            money(9000),
            money(9000),
            p('ok:Paid', 'ok:مدفوع'),
          ],
          [
            p('Tuition – term 2', 'الرسوم الدراسية – الفصل الثاني'),
            gregorian('2026-12-06'),
            money(9000),
            money(3000),
            p('warn:Partly paid', 'warn:مدفوع جزئيًا'),
          ],
          [p('Bus – full year', 'النقل – العام كاملًا'), gregorian('2026-08-30'), money(3200), money(3200), p('ok:Paid', 'ok:مدفوع')],
          [p('Books and uniform', 'الكتب والزي'), gregorian('2026-08-30'), money(1450), money(1450), p('ok:Paid', 'ok:مدفوع')],
          [p('Sibling discount', 'خصم الإخوة'), '', `−${money(1800)}`, '', ''],
        ],
        total: [p('Balance due', 'الرصيد المستحق'), '', money(4200), '', ''],
        // On the phone canvas the fee, its amount and its status: the default (first and last two)
        // kept "Paid" and left the discount and the balance due without a figure.
        phone: [0, 2, 4],
      },
      {
        kind: 'kpis',
        items: [
          { label: p(`Paid this year (${sar.en})`, `المدفوع هذا العام (${sar.ar})`), value: money(16650) },
          { label: p('Next installment', 'القسط التالي'), value: gregorian('2026-12-06'), note: hijri('2026-12-06', l) },
          {
            label: p('Parent notified', 'إشعار ولي الأمر'),
            value: p('SMS and e-mail', 'رسالة نصية وبريد'),
            note: p('reminder 7 days before', 'تذكير قبل 7 أيام'),
            tone: 'ok',
          },
        ],
      },
    ],
  };
}
