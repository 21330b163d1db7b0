/**
 * The home slider's screens: management dashboard, ZATCA e-invoice, stock by warehouse. A product
 * slide's screen is framed as the product and module its eyebrow names (modules.ts).
 */
import type { Locale } from '../../i18n/locales.ts';
import type { ScreenSpec } from '../kit/types.ts';
import { crumbs, productFrame } from '../modules.ts';
import { appWindow, company, gregorian, hijri, money, pick, sar, vatNumber } from '../sample.ts';
import { zatcaQrPayload } from '../zatca.ts';

export function biDashboard(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const months = p(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'], ['يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر']);
  const sales = [612, 655, 590, 702, 748, 731];
  const cost = [441, 470, 436, 498, 521, 509];
  return {
    ...appWindow(l, ['Management reports', 'تقارير الإدارة'], company, [
      ['Dashboard', 'Sales', 'Cash and banks', 'Inventory', 'Payroll', 'Budgets'],
      ['لوحة المؤشرات', 'المبيعات', 'النقدية والبنوك', 'المخزون', 'الرواتب', 'الموازنات'],
    ]),
    active: 0,
    breadcrumb: p('Reports › Dashboard › November 2026', 'التقارير › لوحة المؤشرات › نوفمبر 2026'),
    title: p('Company dashboard', 'لوحة مؤشرات الشركة'),
    status: { label: p('All branches', 'كل الفروع'), tone: 'info' },
    actions: p(['Export', 'Refresh'], ['تصدير', 'تحديث']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          {
            label: p(`Sales this month (${sar.en})`, `مبيعات الشهر (${sar.ar})`),
            value: '731,240',
            note: p('4.1% above plan', 'أعلى من الخطة بنسبة 4.1%'),
            tone: 'ok',
          },
          { label: p('Gross margin', 'هامش الربح الإجمالي'), value: '30.4%', note: p('+0.6 pt', 'بزيادة 0.6 نقطة'), tone: 'ok' },
          { label: p(`Cash in banks (${sar.en})`, `النقدية في البنوك (${sar.ar})`), value: '2,184,600', note: p('4 accounts', '4 حسابات') },
          {
            label: p('Stock cover', 'تغطية المخزون'),
            value: p('38 days', '38 يومًا'),
            note: p('12 items below minimum', '12 صنفًا دون الحد الأدنى'),
            tone: 'warn',
          },
        ],
      },
      {
        kind: 'columns',
        phone: 0,
        blocks: [
          {
            kind: 'chart',
            title: p(`Sales and cost of sales (${sar.en} thousand)`, `المبيعات وتكلفتها (ألف ${sar.ar})`),
            bars: months.map((label, i) => ({ label, a: sales[i]!, b: cost[i]! })),
            legend: p(['Sales', 'Cost'], ['المبيعات', 'التكلفة']),
          },
          {
            kind: 'table',
            columns: [
              { label: p('Branch', 'الفرع') },
              { label: p('Sales', 'المبيعات'), num: true },
              { label: p('vs plan', 'مقابل الخطة'), num: true },
            ],
            rows: [
              [p('Riyadh', 'الرياض'), '236,130', 'ok:+6%'],
              [p('Jeddah', 'جدة'), '168,410', 'ok:+3%'],
              [p('Dammam', 'الدمام'), '121,300', 'warn:−2%'],
              [p('Madinah', 'المدينة المنورة'), '64,350', 'ok:+5%'],
              [p('Khobar', 'الخبر'), '50,640', 'ok:+2%'],
              [p('Abha', 'أبها'), '19,860', 'warn:−4%'],
              [p('Cairo', 'القاهرة'), '70,550', 'ok:+1%'],
            ],
            total: [p('Total', 'الإجمالي'), '731,240', '+4.1%'],
          },
        ],
      },
    ],
  };
}

const invoiceDate = '2026-11-18';

export function eInvoice(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, string, number, number]> = [
    [p('Office chair, ergonomic', 'كرسي مكتب مريح'), 'PCS-1042', 6, 420],
    [p('Desk, 160 × 80 cm', 'مكتب 160 × 80 سم'), 'PCS-2210', 3, 1150],
    [p('A4 paper, box of 5 reams', 'ورق A4، كرتونة 5 رزم'), 'BOX-0315', 20, 96],
    [p('Installation service', 'خدمة التركيب'), 'SRV-0007', 1, 350],
  ];
  const net = lines.reduce((sum, [, , q, price]) => sum + q * price, 0);
  const vat = net * 0.15;
  const qr = zatcaQrPayload({
    seller: company[l],
    vatNumber,
    timestamp: `${invoiceDate}T10:42:00Z`,
    total: (net + vat).toFixed(2),
    vat: vat.toFixed(2),
  });
  return {
    // Financial Systems' tax system, as the slide's eyebrow and its words (VAT, e-invoicing) say.
    ...productFrame('financial', 'tax-system', l),
    breadcrumb: crumbs('financial', 'tax-system', l, p('Tax invoices', 'الفواتير الضريبية'), 'INV-2026-004817'),
    title: p('Simplified tax invoice', 'فاتورة ضريبية مبسطة'),
    status: { label: p('Reported to ZATCA', 'أُبلغت الهيئة'), tone: 'ok' },
    actions: p(['Print', 'Send'], ['طباعة', 'إرسال']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Invoice number', 'رقم الفاتورة'), 'INV-2026-004817'],
          [p('Issue date', 'تاريخ الإصدار'), `${gregorian(invoiceDate)} 10:42`],
          [p('Hijri date', 'التاريخ الهجري'), hijri(invoiceDate, l)],
          [p('Seller', 'البائع'), company[l]],
          [p('VAT number', 'الرقم الضريبي'), vatNumber],
          [p('Customer', 'العميل'), p('Cash customer', 'عميل نقدي')],
        ],
        qr,
        qrLabel: p('ZATCA QR', 'رمز QR الضريبي'),
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Code', 'الرمز') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Unit price', 'سعر الوحدة'), num: true },
          { label: p('Amount', 'المبلغ'), num: true },
        ],
        rows: lines.map(([name, code, q, price]) => [name, code, String(q), money(price), money(q * price)]),
      },
      {
        kind: 'kpis',
        items: [
          { label: p(`Total excl. VAT (${sar.en})`, `الإجمالي قبل الضريبة (${sar.ar})`), value: money(net) },
          { label: p(`VAT 15% (${sar.en})`, `ضريبة القيمة المضافة 15% (${sar.ar})`), value: money(vat) },
          { label: p(`Total incl. VAT (${sar.en})`, `الإجمالي شامل الضريبة (${sar.ar})`), value: money(net + vat) },
        ],
      },
    ],
  };
}

export function stockLevels(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    // Distribution Systems' stock control, as the slide's eyebrow says.
    ...productFrame('distribution', 'stock-control', l),
    breadcrumb: crumbs('distribution', 'stock-control', l, p('Stock balances', 'أرصدة المخزون'), p('All warehouses', 'كل المستودعات')),
    title: p('Stock by warehouse', 'المخزون حسب المستودع'),
    status: { label: p('Live', 'محدَّث لحظيًا'), tone: 'ok' },
    actions: p(['Filter', 'New transfer'], ['تصفية', 'تحويل جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Items in stock', 'الأصناف المتوفرة'), value: '4,218' },
          { label: p(`Stock value (${sar.en})`, `قيمة المخزون (${sar.ar})`), value: '3,906,150' },
          {
            label: p('Below reorder level', 'دون حد إعادة الطلب'),
            value: '12',
            note: p('3 purchase orders drafted', 'أُعدّت 3 أوامر شراء'),
            tone: 'warn',
          },
          { label: p('Expiring in 90 days', 'تنتهي خلال 90 يومًا'), value: '7', note: p('batches', 'تشغيلات'), tone: 'bad' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Main warehouse', 'المستودع الرئيسي'), num: true },
          { label: p('Jeddah branch', 'فرع جدة'), num: true },
          { label: p('Van 3', 'سيارة التوزيع 3'), num: true },
          { label: p('Reorder level', 'حد إعادة الطلب'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: [
          [p('Mineral water 330 ml × 40', 'مياه معدنية 330 مل × 40'), '1,240', '380', '64', '600', p('ok:Available', 'ok:متوفر')],
          [p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'), '210', '95', '18', '400', p('warn:Reorder', 'warn:إعادة طلب')],
          [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), '530', '140', '22', '250', p('ok:Available', 'ok:متوفر')],
          [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), '75', '40', '0', '150', p('bad:Short', 'bad:نقص')],
          [p('Tea 100 bags', 'شاي 100 كيس'), '860', '310', '48', '300', p('ok:Available', 'ok:متوفر')],
          [p('Sugar 2 kg', 'سكر 2 كجم'), '415', '205', '36', '350', p('ok:Available', 'ok:متوفر')],
          [p('Coffee 250 g', 'قهوة 250 جم'), '290', '120', '12', '200', p('ok:Available', 'ok:متوفر')],
          [p('Flour 10 kg', 'دقيق 10 كجم'), '180', '60', '0', '220', p('warn:Reorder', 'warn:إعادة طلب')],
        ],
        selected: 1,
      },
    ],
  };
}
