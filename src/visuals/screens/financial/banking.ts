/** Financial Systems: a letter of credit's landed cost and an Islamic financing schedule. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar, sarAmount } from '../../sample.ts';

export function letterOfCredit(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const costs: Array<[string, string, number]> = [
    [p('Goods (USD 84,000.00 at 3.75)', 'البضاعة (84,000.00 دولار بسعر 3.75)'), p('Supplier invoice', 'فاتورة المورد'), 315000],
    [p('Bank opening commission', 'عمولة فتح الاعتماد'), p('Bank advice', 'إشعار البنك'), 1575],
    [p('Sea freight and insurance', 'الشحن البحري والتأمين'), p('Forwarder invoice', 'فاتورة وكيل الشحن'), 14200],
    [p('Customs duty 5%', 'الرسوم الجمركية 5%'), p('Customs declaration', 'البيان الجمركي'), 16460],
    [p('Port and clearing charges', 'رسوم الميناء والتخليص'), p('Clearing agent', 'المخلّص الجمركي'), 4380],
    [p('Inland transport', 'النقل الداخلي'), p('Transport contractor', 'مقاول نقل'), 2600],
    [p('Bank settlement charges', 'عمولة سداد الاعتماد'), p('Bank advice', 'إشعار البنك'), 785],
  ];
  const total = costs.reduce((s, c) => s + c[2], 0);
  return {
    ...productFrame('financial', 'letters-of-credit', l),
    breadcrumb: crumbs('financial', 'letters-of-credit', l, p('Import letters of credit', 'اعتمادات الاستيراد'), 'LC-2026-0093'),
    // The reference is the breadcrumb's last step, right above: in the title it was cut with "…".
    title: p('Letter of credit', 'الاعتماد المستندي'),
    status: { label: p('Documents received', 'وصلت المستندات'), tone: 'ok' },
    actions: p(['Settle', 'Load costs on items'], ['سداد', 'تحميل التكاليف على الأصناف']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Supplier', 'المورد'), p('S-0133 · Beverage importer', 'S-0133 · مستورد مشروبات')],
          [p('Opened', 'تاريخ الفتح'), gregorian('2026-09-14')],
          [p('Shipment', 'الشحنة'), p('2 containers, 40 ft', 'حاويتان 40 قدمًا')],
          [p('Terms', 'الشروط'), p('At sight, CFR Jeddah', 'بالاطلاع، CFR جدة')],
          [p('Latest shipment', 'آخر موعد للشحن'), gregorian('2026-11-30')],
          [p('Landed cost per carton', 'التكلفة الواصلة للكرتونة'), sarAmount(35.5, l)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Cost', 'التكلفة') },
          { label: p('Document', 'المستند') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Share', 'النسبة'), num: true },
        ],
        rows: costs.map(([name, doc, amount]) => [name, doc, money(amount), `${((amount / total) * 100).toFixed(1)}%`]),
        total: [p('Landed cost', 'التكلفة الواصلة'), '', money(total), '100%'],
        selected: 3,
        phone: [0, 2],
      },
    ],
  };
}

export function islamicFinancing(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const cost = 1200000;
  const profit = 96000;
  const months = ['2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28'];
  const paid = 4;
  return {
    ...productFrame('financial', 'islamic-loans', l),
    breadcrumb: crumbs('financial', 'islamic-loans', l, p('Murabaha', 'المرابحة'), 'MF-2026-004'),
    title: p('Murabaha MF-2026-004', 'مرابحة MF-2026-004'),
    status: { label: p('Active', 'ساري'), tone: 'ok' },
    actions: p(['Early settlement', 'Pay installment'], ['سداد مبكر', 'سداد قسط']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Cost of goods (${sar.en})`, `تكلفة البضاعة (${sar.ar})`), value: money(cost) },
          {
            label: p(`Deferred profit (${sar.en})`, `الأرباح المؤجلة (${sar.ar})`),
            value: money(profit),
            note: p('8% flat, 24 months', '8% ثابتة، 24 شهرًا'),
          },
          {
            label: p('Installments paid', 'الأقساط المسددة'),
            value: p('4 / 24', '4 من 24'),
            tone: 'ok',
            note: p('none late', 'لا متأخرات'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('No.', 'القسط') },
          { label: p('Due', 'الاستحقاق') },
          { label: p('Principal', 'أصل التمويل'), num: true },
          { label: p('Profit earned', 'الربح المحقق'), num: true },
          { label: p('Installment', 'القسط'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: months.map((due, i) => [
          String(i + 1),
          gregorian(due),
          money(cost / 24),
          money(profit / 24),
          money((cost + profit) / 24),
          i < paid ? p('ok:Paid', 'ok:مسدد') : i === paid ? p('info:Due', 'info:مستحق') : p('info:Scheduled', 'info:مجدول'),
        ]),
        selected: paid,
        phone: [1, 4, 5],
      },
    ],
  };
}
