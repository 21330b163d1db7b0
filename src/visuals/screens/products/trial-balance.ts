import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { money, pick, sar } from '../../sample.ts';

export function trialBalance(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const rows: Array<[string, string, number, number]> = [
    ['1102', p('Cash and banks', 'النقدية والبنوك'), 2232850, 0],
    ['1201', p('Accounts receivable', 'المدينون'), 1362480, 0],
    ['1301', p('Inventory', 'المخزون'), 3906150, 0],
    ['2101', p('Accounts payable', 'الدائنون'), 0, 1128940],
    ['2201', p('VAT payable', 'ضريبة القيمة المضافة المستحقة'), 0, 96315],
    ['3101', p('Capital', 'رأس المال'), 0, 5000000],
    ['4101', p('Sales revenue', 'إيرادات المبيعات'), 0, 8942770],
    ['5101', p('Cost of sales', 'تكلفة المبيعات'), 6222535, 0],
    ['6101', p('Salaries and wages', 'الرواتب والأجور'), 1444010, 0],
  ];
  const debit = rows.reduce((s, r) => s + r[2], 0);
  const credit = rows.reduce((s, r) => s + r[3], 0);
  return {
    ...productFrame('financial', 'general-ledger', l),
    breadcrumb: crumbs('financial', 'general-ledger', l, p('Reports', 'التقارير'), p('Trial balance', 'ميزان المراجعة')),
    title: p('Trial balance', 'ميزان المراجعة'),
    status: { label: p('Balanced', 'متوازن'), tone: 'ok' },
    actions: p(['Export', 'Print'], ['تصدير', 'طباعة']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Period', 'الفترة'), p('01/01/2026 – 31/10/2026', '01/01/2026 – 31/10/2026')],
          [p('Cost center', 'مركز التكلفة'), p('All', 'الكل')],
          [p('Currency', 'العملة'), p('Saudi riyal (SAR)', 'ريال سعودي (ر.س)')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Account', 'الحساب') },
          { label: p('Name', 'اسم الحساب') },
          { label: p(`Debit (${sar.en})`, `مدين (${sar.ar})`), num: true },
          { label: p(`Credit (${sar.en})`, `دائن (${sar.ar})`), num: true },
        ],
        rows: rows.map(([code, name, d, c]) => [code, name, d ? money(d) : '—', c ? money(c) : '—']),
        total: ['', p('Total', 'الإجمالي'), money(debit), money(credit)],
        selected: 3,
        phone: [1, 2, 3],
      },
    ],
  };
}
