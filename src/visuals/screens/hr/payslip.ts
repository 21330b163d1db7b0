/** Human Resources: one employee's payslip, what the payroll run (the page's hero) adds up. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

export function payslip(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, number, number]> = [
    [p('Basic salary', 'الراتب الأساسي'), 11000, 0],
    [p('Housing allowance', 'بدل السكن'), 2750, 0],
    [p('Overtime', 'العمل الإضافي'), 1250, 0],
    [p('GOSI, employee share', 'التأمينات الاجتماعية، حصة الموظف'), 0, 990],
    [p('Advance, installment 2 of 4', 'السلفة، القسط 2 من 4'), 0, 1000],
  ];
  const earned = lines.reduce((s, r) => s + r[1], 0);
  const deducted = lines.reduce((s, r) => s + r[2], 0);
  return {
    ...productFrame('hr', 'wages-and-salaries', l),
    breadcrumb: crumbs('hr', 'wages-and-salaries', l, p('Payslips', 'قسائم الرواتب'), 'E-1031'),
    title: p('Payslip – November 2026', 'قسيمة راتب نوفمبر 2026'),
    status: { label: p('Paid', 'صُرف'), tone: 'ok' },
    actions: p(['Print', 'Send to employee'], ['طباعة', 'إرسال للموظف']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Employee', 'الموظف'), p('E-1031 · Sales supervisor', 'E-1031 · مشرف مبيعات')],
          [p('Paid on', 'تاريخ الصرف'), gregorian('2026-11-27')],
          [p('Bank transfer', 'التحويل البنكي'), p('WPS file accepted', 'قُبل ملف حماية الأجور')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'البند') },
          { label: p(`Earnings (${sar.en})`, `الاستحقاقات (${sar.ar})`), num: true },
          { label: p(`Deductions (${sar.en})`, `الاستقطاعات (${sar.ar})`), num: true },
        ],
        rows: lines.map(([item, plus, minus]) => [item, plus ? money(plus) : '', minus ? money(minus) : '']),
        total: [p('Total', 'الإجمالي'), money(earned), money(deducted)],
      },
      {
        kind: 'kpis',
        items: [{ label: p(`Net pay (${sar.en})`, `صافي الراتب (${sar.ar})`), value: money(earned - deducted), tone: 'ok' }],
      },
    ],
  };
}
