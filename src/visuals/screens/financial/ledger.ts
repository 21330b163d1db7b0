/** Financial Systems: the chart of accounts behind every module, and a journal entry in the general ledger. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

export function chartOfAccounts(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const accounts: Array<[string, string, string, number]> = [
    ['1', p('Assets', 'الأصول'), p('Main', 'رئيسي'), 7501480],
    ['11', p('Current assets', 'الأصول المتداولة'), p('Main', 'رئيسي'), 7501480],
    ['1102', p('Cash and banks', 'النقدية والبنوك'), p('Detail', 'فرعي'), 2232850],
    ['1201', p('Accounts receivable', 'المدينون'), p('Detail', 'فرعي'), 1362480],
    ['1301', p('Inventory', 'المخزون'), p('Detail', 'فرعي'), 3906150],
    ['2', p('Liabilities', 'الخصوم'), p('Main', 'رئيسي'), -1225255],
    ['2101', p('Accounts payable', 'الدائنون'), p('Detail', 'فرعي'), -1128940],
    ['2201', p('VAT payable', 'ضريبة القيمة المضافة المستحقة'), p('Detail', 'فرعي'), -96315],
  ];
  return {
    ...productFrame('financial', 'general-ledger', l),
    breadcrumb: crumbs('financial', 'general-ledger', l, p('Setup', 'الإعداد'), p('Chart of accounts', 'دليل الحسابات')),
    title: p('Chart of accounts', 'دليل الحسابات'),
    status: { label: p('Shared by 11 modules', 'مشترك بين 11 وحدةً'), tone: 'info' },
    actions: p(['Cost centers', 'New account'], ['مراكز التكلفة', 'حساب جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Accounts', 'الحسابات'), value: '412' },
          { label: p('Cost centers', 'مراكز التكلفة'), value: '38' },
          { label: p('Postings this month', 'قيود هذا الشهر'), value: '6,914', note: p('from 9 modules', 'من 9 وحدات'), tone: 'ok' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Account', 'الحساب') },
          { label: p('Name', 'اسم الحساب') },
          { label: p('Level', 'المستوى') },
          { label: p(`Balance (${sar.en})`, `الرصيد (${sar.ar})`), num: true },
        ],
        rows: accounts.map(([code, name, level, balance]) => [code, name, level, money(balance).replace('-', '−')]),
        selected: 2,
        phone: [0, 1, 3],
      },
    ],
  };
}

export function journalEntry(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, string, string, number, number]> = [
    ['5101', p('Cost of sales', 'تكلفة المبيعات'), p('Riyadh branch', 'فرع الرياض'), 48250, 0],
    ['1301', p('Inventory', 'المخزون'), p('Main warehouse', 'المستودع الرئيسي'), 0, 48250],
    ['6201', p('Rent', 'الإيجارات'), p('Jeddah branch', 'فرع جدة'), 15000, 0],
    ['2201', p('VAT receivable', 'ضريبة القيمة المضافة على المشتريات'), '—', 2250, 0],
    ['2101', p('Accounts payable', 'الدائنون'), '—', 0, 17250],
    ['6301', p('Vehicle fuel', 'وقود المركبات'), p('Van sales', 'مبيعات المندوبين'), 3870, 0],
    ['1102', p('Cash and banks', 'النقدية والبنوك'), '—', 0, 3870],
    ['6401', p('Bank charges', 'العمولات البنكية'), p('Head office', 'المقر الرئيسي'), 115, 0],
    ['1102', p('Cash and banks', 'النقدية والبنوك'), '—', 0, 115],
  ];
  const debit = lines.reduce((s, r) => s + r[3], 0);
  const credit = lines.reduce((s, r) => s + r[4], 0);
  return {
    ...productFrame('financial', 'general-ledger', l),
    breadcrumb: crumbs('financial', 'general-ledger', l, p('Journal entries', 'القيود اليومية'), 'JV-2026-04518'),
    title: p('Journal entry JV-2026-04518', 'قيد يومية JV-2026-04518'),
    status: { label: p('Balanced', 'متوازن'), tone: 'ok' },
    actions: p(['Attach', 'Post'], ['إرفاق مستند', 'ترحيل']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Date', 'التاريخ'), gregorian('2026-11-23')],
          [p('Source', 'المصدر'), p('Stock, payables, petty cash', 'المخزون والدائنون والعُهد النقدية')],
          [p('Approved by', 'اعتمده'), p('Chief accountant', 'رئيس الحسابات')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Account', 'الحساب') },
          { label: p('Name', 'اسم الحساب') },
          { label: p('Cost center', 'مركز التكلفة') },
          { label: p(`Debit (${sar.en})`, `مدين (${sar.ar})`), num: true },
          { label: p(`Credit (${sar.en})`, `دائن (${sar.ar})`), num: true },
        ],
        rows: lines.map(([code, name, center, d, c]) => [code, name, center, d ? money(d) : '—', c ? money(c) : '—']),
        total: ['', p('Total', 'الإجمالي'), '', money(debit), money(credit)],
        selected: 2,
        phone: [1, 3, 4],
      },
    ],
  };
}
