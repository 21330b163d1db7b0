/**
 * Distribution Systems, stock: one item's file from purchase to sale (the page's introduction,
 * "one item file, one set of accounts") and a cycle count with its variances (decision 0065:
 * screens of their own, not the home slides' dashboard and stock levels).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

/** Basmati rice on purchase order PO-2026-00744 (400 ordered, 250 received), through to its sales and their entries. */
export function itemFile(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const path: Array<[string, string, string, string, string]> = [
    ['PO-2026-00744', p('Purchase order', 'أمر شراء'), '2026-11-12', '400', p('warn:150 to receive', 'warn:بقي 150')],
    ['GRN-2026-01873', p('Goods receipt', 'سند استلام البضاعة'), '2026-11-19', '+250', p('ok:Posted', 'ok:مرحَّل')],
    ['TR-2026-00562', p('Transfer to branch 2', 'تحويل إلى الفرع 2'), '2026-11-20', '−60', p('ok:Received', 'ok:مستلم')],
    ['INV-2026-11004', p('Sales invoice', 'فاتورة مبيعات'), '2026-11-21', '−120', p('ok:Posted', 'ok:مرحَّلة')],
    ['R-3-00377', p('Sale at POS 3', 'بيع في نقطة البيع 3'), '2026-11-22', '−2', p('ok:Posted', 'ok:مرحَّل')],
    ['JV-2026-04522', p('Cost-of-sales entry', 'قيد تكلفة المبيعات'), '2026-11-22', '—', p('ok:Posted', 'ok:مرحَّل')],
  ];
  return {
    ...productFrame('distribution', null, l),
    breadcrumb: crumbs('distribution', 'stock-control', l, p('Items', 'الأصناف'), 'ITM-20417'),
    title: p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'),
    status: { label: p('Sold in 6 branches', 'يُباع في 6 فروع'), tone: 'info' },
    actions: p(['Price lists', 'Item history'], ['قوائم الأسعار', 'حركة الصنف']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('On hand', 'الرصيد'), value: '323', note: p('in 3 warehouses', 'في 3 مستودعات') },
          { label: p('On order', 'قيد التوريد'), value: '150', note: 'PO-2026-00744' },
          { label: p(`Average cost (${sar.en})`, `متوسط التكلفة (${sar.ar})`), value: money(34.5) },
          { label: p('Gross margin', 'هامش الربح الإجمالي'), value: '17.4%', note: p('this month', 'هذا الشهر'), tone: 'ok' },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Supplier', 'المورد'), p('S-0112 · Food supplier', 'S-0112 · مورد أغذية')],
          [p(`Selling price (${sar.en})`, `سعر البيع (${sar.ar})`), money(41.75)],
          [p('VAT', 'ضريبة القيمة المضافة'), '15%'],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Document', 'المستند') },
          { label: p('Type', 'النوع') },
          { label: p('Date', 'التاريخ') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: path.map(([doc, kind, date, qty, status]) => [doc, kind, gregorian(date), qty, status]),
        selected: 1,
        phone: [1, 3, 4],
      },
    ],
  };
}

/** Aisle B of the main warehouse counted: the items of purchase order PO-2026-00744, at its costs. */
export function stockCount(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, string, number, number, number]> = [
    [p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'), 'B-01-2', 210, 210, 34.5],
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 'B-01-4', 240, 238, 26.75],
    [p('Tea 100 bags', 'شاي 100 كيس'), 'B-02-1', 300, 300, 11.4],
    [p('Sugar 2 kg', 'سكر 2 كجم'), 'B-02-3', 350, 351, 8.6],
    [p('Coffee 250 g', 'قهوة 250 جم'), 'B-03-1', 180, 176, 19.9],
    [p('Tomato paste × 12', 'معجون طماطم × 12'), 'B-03-2', 150, 150, 22.8],
    [p('Mineral water 330 ml × 40', 'مياه معدنية 330 مل × 40'), 'B-04-1', 600, 600, 15.2],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 'B-04-2', 75, 75, 21],
  ];
  const signed = (n: number, text: string) => (n === 0 ? text : `${n < 0 ? '−' : '+'}${text}`);
  const chip = (d: number) => (d === 0 ? 'ok:0' : `${d < 0 ? 'bad' : 'info'}:${signed(d, String(Math.abs(d)))}`);
  const net = lines.reduce((s, [, , system, counted, cost]) => s + (counted - system) * cost, 0);
  return {
    ...productFrame('distribution', 'stock-control', l),
    breadcrumb: crumbs('distribution', 'stock-control', l, p('Stock counts', 'الجرد'), 'SC-2026-0118'),
    title: p('Cycle count – aisle B', 'جرد دوري – الممر B'),
    status: { label: p('Awaiting approval', 'بانتظار الاعتماد'), tone: 'info' },
    actions: p(['Recount', 'Post adjustment'], ['إعادة العد', 'ترحيل التسوية']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Warehouse', 'المستودع'), p('Main warehouse', 'المستودع الرئيسي')],
          [p('Count date', 'تاريخ العد'), gregorian('2026-11-22')],
          [p('Counted by', 'القائمون بالعد'), 'E-1088, E-1091'],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Bin', 'الموقع') },
          { label: p('System', 'الدفتري'), num: true },
          { label: p('Counted', 'الفعلي'), num: true },
          { label: p('Variance', 'الفرق'), num: true },
          { label: p(`Value (${sar.en})`, `القيمة (${sar.ar})`), num: true },
        ],
        rows: lines.map(([item, bin, system, counted, cost]) => [
          item,
          bin,
          String(system),
          String(counted),
          chip(counted - system),
          signed(counted - system, money(Math.abs((counted - system) * cost))),
        ]),
        total: [p('Net variance', 'صافي الفرق'), '', '', '', '', signed(net, money(Math.abs(net)))],
        selected: 4,
        phone: [0, 4, 5],
      },
    ],
  };
}
