/**
 * Financial Systems, tax system: the month's VAT return prepared from posted transactions
 * (decision 0065: the section's own screen; the simplified tax invoice is a home slide's).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar, vatNumber } from '../../sample.ts';

/**
 * The filing deadline is a field, not the toolbar's chip: beside the return's full name
 * («إقرار ضريبة القيمة المضافة – أكتوبر 2026», as its alt text names it) a chip left the Arabic
 * title too little room and cut it.
 */
export function vatReturn(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const boxes: Array<[string, number, number]> = [
    [p('Standard-rated sales', 'المبيعات الخاضعة للنسبة الأساسية'), 1343000, 201450],
    [p('Zero-rated sales (exports)', 'المبيعات الخاضعة للنسبة الصفرية (صادرات)'), 86400, 0],
    [p('Exempt sales', 'المبيعات المعفاة'), 12000, 0],
    [p('Standard-rated purchases', 'المشتريات الخاضعة للنسبة الأساسية'), 858200, 128730],
    [p('Imports, VAT paid at customs', 'الواردات المسدَّدة ضريبتها في الجمارك'), 142000, 21300],
  ];
  const output = boxes[0]![2];
  const input = boxes[3]![2] + boxes[4]![2];
  return {
    ...productFrame('financial', 'tax-system', l),
    breadcrumb: crumbs('financial', 'tax-system', l, p('VAT returns', 'إقرارات ضريبة القيمة المضافة'), p('October 2026', 'أكتوبر 2026')),
    title: p('VAT return – October 2026', 'إقرار ضريبة القيمة المضافة – أكتوبر 2026'),
    actions: p(['Source invoices', 'Mark as filed'], ['فواتير الإقرار', 'تسجيل التقديم']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Output VAT (${sar.en})`, `ضريبة المخرجات (${sar.ar})`), value: money(output) },
          { label: p(`Input VAT (${sar.en})`, `ضريبة المدخلات (${sar.ar})`), value: money(input) },
          { label: p(`Net VAT due (${sar.en})`, `صافي الضريبة المستحقة (${sar.ar})`), value: money(output - input), tone: 'warn' },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('VAT number', 'الرقم الضريبي'), vatNumber],
          [p('Period', 'الفترة'), `${gregorian('2026-10-01')} – ${gregorian('2026-10-31')}`],
          [p('Filing deadline', 'آخر موعد للتقديم'), gregorian('2026-11-30')],
          [p('Invoices reported', 'الفواتير المبلَّغ عنها'), p('4,812 of 4,812', '4,812 من 4,812')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Box', 'البند') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p(`VAT (${sar.en})`, `الضريبة (${sar.ar})`), num: true },
        ],
        rows: boxes.map(([box, amount, vat]) => [box, money(amount), money(vat)]),
        total: [p('Net VAT due', 'صافي الضريبة المستحقة'), '', money(output - input)],
      },
    ],
  };
}
