/** Financial Systems: a supplier payment run (accounts payable) and customer aging (accounts receivable). */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

export function supplierPayments(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const due: Array<[string, string, string, string, number, string]> = [
    ['S-0112', p('Food supplier', 'مورد أغذية'), 'PI-88412', '2026-11-25', 64280, p('ok:Approved', 'ok:معتمد')],
    ['S-0127', p('Packaging supplier', 'مورد تغليف'), 'PI-88437', '2026-11-26', 18450, p('ok:Approved', 'ok:معتمد')],
    [
      'S-0133',
      p('Beverage importer', 'مستورد مشروبات'),
      'PI-88451',
      '2026-11-28',
      92300,
      p('warn:Awaiting approval', 'warn:بانتظار الاعتماد'),
    ],
    ['S-0140', p('Transport contractor', 'مقاول نقل'), 'PI-88460', '2026-11-30', 27600, p('ok:Approved', 'ok:معتمد')],
    ['S-0158', p('Cleaning services', 'خدمات نظافة'), 'PI-88472', '2026-11-30', 8900, p('ok:Approved', 'ok:معتمد')],
    ['S-0162', p('Dairy supplier', 'مورد ألبان'), 'PI-88479', '2026-12-01', 41720, p('bad:Held: price dispute', 'bad:موقوف: خلاف سعر')],
    ['S-0171', p('Office supplies', 'مستلزمات مكتبية'), 'PI-88485', '2026-12-02', 5340, p('ok:Approved', 'ok:معتمد')],
    [
      'S-0185',
      p('Maintenance contractor', 'مقاول صيانة'),
      'PI-88490',
      '2026-12-03',
      12600,
      p('warn:Awaiting approval', 'warn:بانتظار الاعتماد'),
    ],
  ];
  return {
    ...productFrame('financial', 'accounts-payable', l),
    breadcrumb: crumbs('financial', 'accounts-payable', l, p('Payment runs', 'دفعات السداد'), p('Week 48', 'الأسبوع 48')),
    title: p('Payment run – week 48', 'دفعة سداد الأسبوع 48'),
    status: { label: p('5 of 7 approved', 'اعتُمد 5 من 7'), tone: 'info' },
    actions: p(['Print checks', 'Send to bank'], ['طباعة الشيكات', 'إرسال إلى البنك']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Due this week (${sar.en})`, `المستحق هذا الأسبوع (${sar.ar})`), value: money(258590) },
          { label: p(`Approved (${sar.en})`, `المعتمد (${sar.ar})`), value: money(124570), tone: 'ok', note: p('5 invoices', '5 فواتير') },
          {
            label: p('Early-payment discount', 'خصم السداد المبكر'),
            value: money(1860),
            tone: 'ok',
            note: p('2% within 10 days', 'خصم 2% خلال 10 أيام'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Supplier', 'المورد') },
          { label: p('Type', 'النوع') },
          { label: p('Invoice', 'الفاتورة') },
          { label: p('Due', 'الاستحقاق') },
          { label: p('Amount', 'المبلغ'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: due.map(([code, kind, invoice, date, amount, status]) => [code, kind, invoice, gregorian(date), money(amount), status]),
        selected: 2,
        phone: [1, 4, 5],
      },
    ],
  };
}

export function customerAging(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const customers: Array<[string, string, number, number, number, number]> = [
    ['C-10214', p('Branch 4 – wholesale', 'الفرع 4 – جملة'), 48200, 14100, 0, 0],
    ['C-10233', p('Supermarket chain', 'سلسلة أسواق'), 126400, 38250, 12900, 0],
    ['C-10241', p('Hotel group', 'مجموعة فنادق'), 32750, 0, 0, 0],
    ['C-10258', p('Catering contractor', 'مقاول إعاشة'), 18900, 21400, 9650, 6300],
    ['C-10266', p('Minimarkets, east region', 'بقالات المنطقة الشرقية'), 54300, 8800, 0, 0],
    ['C-10271', p('Hospital canteen', 'مقصف مستشفى'), 12600, 6200, 3100, 0],
    ['C-10289', p('Distributor, south region', 'موزع المنطقة الجنوبية'), 41800, 0, 15400, 11250],
    ['C-10293', p('School canteens', 'مقاصف مدارس'), 22300, 4100, 0, 0],
  ];
  const total = (c: (typeof customers)[number]) => c[2] + c[3] + c[4] + c[5];
  return {
    ...productFrame('financial', 'accounts-receivable', l),
    breadcrumb: crumbs('financial', 'accounts-receivable', l, p('Reports', 'التقارير'), p('Aging', 'أعمار الديون')),
    title: p('Customer aging', 'أعمار ديون العملاء'),
    status: { label: p('DSO 38 days', 'متوسط التحصيل 38 يومًا'), tone: 'info' },
    actions: p(['Statements', 'Send reminders'], ['كشوف الحساب', 'إرسال تذكيرات']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('As of', 'حتى تاريخ'), gregorian('2026-11-23')],
          [p('Salesperson', 'المندوب'), p('All', 'الكل')],
          [p('Currency', 'العملة'), p('Saudi riyal (SAR)', 'ريال سعودي (ر.س)')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Customer', 'العميل') },
          { label: p('0–30 days', '0–30 يومًا'), num: true },
          { label: p('31–60', '31–60'), num: true },
          { label: p('61–90', '61–90'), num: true },
          { label: p('Over 90', 'أكثر من 90'), num: true },
          { label: p('Balance', 'الرصيد'), num: true },
        ],
        rows: customers.map((c) => [
          c[1],
          money(c[2]),
          c[3] ? money(c[3]) : '—',
          c[4] ? money(c[4]) : '—',
          c[5] ? money(c[5]) : '—',
          money(total(c)),
        ]),
        total: [
          p('Total', 'الإجمالي'),
          ...[2, 3, 4, 5].map((i) => money(customers.reduce((s, c) => s + (c[i] as number), 0))),
          money(customers.reduce((s, c) => s + total(c), 0)),
        ],
        selected: 3,
        phone: [0, 4, 5],
      },
    ],
  };
}
