import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { money, pick, sar } from '../../sample.ts';
import { posApp } from './pos-app.ts';

export function pos(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const basket: Array<[string, number, number]> = [
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 2, 32],
    [p('Tea 100 bags', 'شاي 100 كيس'), 1, 14.25],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 3, 27],
    [p('Mineral water × 12', 'مياه معدنية × 12'), 2, 9.5],
    [p('Milk 1 l', 'حليب 1 لتر'), 4, 6.25],
  ];
  const net = basket.reduce((s, [, q, pr]) => s + q * pr, 0);
  return {
    ...posApp(l),
    active: 0,
    breadcrumb: p('Branch 2 › POS 3 › Shift of 23/11/2026', 'الفرع 2 › نقطة البيع 3 › وردية 23/11/2026'),
    title: p('Sale R-3-00418', 'عملية بيع R-3-00418'),
    status: { label: p('Offer applied: 3 for 2 on dates', 'عرض مطبَّق: 3 بسعر 2 على التمر'), tone: 'info' },
    actions: p(['Hold', 'Pay'], ['تعليق', 'الدفع']),
    blocks: [
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'tiles',
            items: [
              { label: p('Olive oil', 'زيت زيتون'), price: '32.00' },
              { label: p('Tea', 'شاي'), price: '14.25' },
              { label: p('Dates', 'تمر'), price: '27.00' },
              { label: p('Water', 'مياه'), price: '9.50' },
              { label: p('Rice', 'أرز'), price: '41.75' },
              { label: p('Sugar', 'سكر'), price: '11.00' },
              { label: p('Coffee', 'قهوة'), price: '24.50' },
              { label: p('Milk', 'حليب'), price: '6.25' },
              { label: p('Bread', 'خبز'), price: '3.00' },
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Item', 'الصنف') }, { label: p('Qty', 'الكمية'), num: true }, { label: p('Amount', 'المبلغ'), num: true }],
            rows: [
              ...basket.map(([n, q, pr]) => [n, String(q), money(q * pr)]),
              [p('Offer: dates 3 for 2', 'عرض التمر 3 بسعر 2'), '', `−${money(27)}`],
            ],
            total: [p(`Total incl. VAT (${sar.en})`, `الإجمالي مع الضريبة (${sar.ar})`), '', money(net - 27)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          { label: p('Payment', 'الدفع'), value: p('Card (mada)', 'بطاقة (مدى)') },
          { label: p('Loyalty points', 'نقاط الولاء'), value: '+142' },
          { label: p('Shift sales', 'مبيعات الوردية'), value: `${money(18462.5)}` },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Loyalty card', 'بطاقة الولاء'), p('Member L-55120 · Gold', 'العضو L-55120 · ذهبي')],
          [p('Points balance', 'رصيد النقاط'), '2,310'],
          [p('Receipt', 'الإيصال'), p('Printed, with ZATCA QR', 'مطبوع برمز QR الضريبي')],
        ],
      },
    ],
  };
}
