import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar, sarAmount } from '../../sample.ts';

export function salesOrder(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const lines: Array<[string, number, number, number, string]> = [
    [p('Mineral water 330 ml × 40', 'مياه معدنية 330 مل × 40'), 120, 18.5, 5, p('ok:In stock', 'ok:متوفر')],
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 48, 32, 0, p('ok:In stock', 'ok:متوفر')],
    [p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'), 60, 41.75, 3, p('warn:Partly in stock', 'warn:متوفر جزئيًا')],
    [p('Tea 100 bags', 'شاي 100 كيس'), 36, 14.25, 0, p('ok:In stock', 'ok:متوفر')],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 24, 27, 0, p('bad:Out of stock', 'bad:غير متوفر')],
    [p('Sugar 2 kg', 'سكر 2 كجم'), 40, 11, 2, p('ok:In stock', 'ok:متوفر')],
    [p('Coffee 250 g', 'قهوة 250 جم'), 30, 24.5, 0, p('ok:In stock', 'ok:متوفر')],
  ];
  const net = lines.reduce((s, [, q, price, disc]) => s + q * price * (1 - disc / 100), 0);
  return {
    ...productFrame('distribution', 'sales-control', l),
    breadcrumb: crumbs('distribution', 'sales-control', l, p('Sales orders', 'أوامر البيع'), 'SO-2026-01932'),
    title: p('Sales order SO-2026-01932', 'أمر بيع SO-2026-01932'),
    status: { label: p('Within credit limit', 'ضمن حد الائتمان'), tone: 'ok' },
    actions: p(['Reserve stock', 'Approve'], ['حجز المخزون', 'اعتماد']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Customer', 'العميل'), p('Branch 4 – wholesale', 'الفرع 4 – جملة')],
          [p('Price list', 'قائمة الأسعار'), p('Wholesale 2026', 'الجملة 2026')],
          [p('Delivery date', 'تاريخ التسليم'), gregorian('2026-11-24')],
          [p('Credit limit', 'حد الائتمان'), sarAmount(150000, l)],
          [p('Balance due', 'الرصيد المستحق'), sarAmount(62410, l)],
          [p('Warehouse', 'المستودع'), p('Main warehouse', 'المستودع الرئيسي')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Qty', 'الكمية'), num: true },
          { label: p('Price', 'السعر'), num: true },
          { label: p('Disc.', 'الخصم'), num: true },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
          { label: p('Availability', 'التوفر') },
        ],
        rows: lines.map(([name, q, price, disc, stock]) => [
          name,
          String(q),
          money(price),
          disc ? `${disc}%` : '—',
          money(q * price * (1 - disc / 100)),
          stock,
        ]),
        total: [p('Total excl. VAT', 'الإجمالي قبل الضريبة'), '', '', '', money(net), ''],
      },
    ],
  };
}
