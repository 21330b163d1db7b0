/**
 * /commercial's second screen (decision 0060): a sales van settled at the end of its route
 * ("load and settle sales vans daily, reconciling goods, cash and checks against the route").
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { appWindow, company, gregorian, money, pick, sar } from '../../sample.ts';

export function vanSettlement(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  /** Item, loaded, sold, returned to the warehouse (cartons). */
  const items: Array<[string, number, number, number]> = [
    [p('Mineral water 330 ml × 40', 'مياه معدنية 330 مل × 40'), 120, 104, 16],
    [p('Basmati rice 5 kg', 'أرز بسمتي 5 كجم'), 60, 52, 8],
    [p('Olive oil 1 l', 'زيت زيتون 1 لتر'), 40, 33, 7],
    [p('Tea 100 bags', 'شاي 100 كيس'), 50, 50, 0],
    [p('Dates 1 kg box', 'تمر، علبة 1 كجم'), 45, 38, 7],
    [p('Tomato paste × 12', 'معجون طماطم × 12'), 30, 26, 4],
    [p('Sugar 2 kg', 'سكر 2 كجم'), 35, 31, 4],
  ];
  const sum = (i: 1 | 2 | 3) => items.reduce((total, item) => total + item[i], 0);
  return {
    ...appWindow(l, ['Van sales', 'مبيعات المندوبين'], company, [
      ['Routes', 'Van loading', 'Settlements', 'Collections', 'Returns', 'Salespeople'],
      ['خطوط البيع', 'تحميل السيارات', 'التسويات', 'التحصيل', 'المرتجعات', 'مندوبو المبيعات'],
    ]),
    active: 2,
    breadcrumb: p(`Van sales › Settlements › ${gregorian('2026-11-26')}`, `مبيعات المندوبين › التسويات › ${gregorian('2026-11-26')}`),
    title: p('Van V-03 settlement · route 7', 'تسوية السيارة V-03 · خط البيع 7'),
    status: { label: p('Balanced', 'متطابقة'), tone: 'ok' },
    actions: p(['Print', 'Close day'], ['طباعة', 'إقفال اليوم']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Cash (${sar.en})`, `النقد (${sar.ar})`), value: money(18420) },
          { label: p(`Checks (${sar.en})`, `الشيكات (${sar.ar})`), value: money(9650), note: p('2 checks', 'شيكان') },
          {
            label: p(`On credit (${sar.en})`, `الآجل (${sar.ar})`),
            value: money(6210),
            note: p('within credit limits', 'ضمن حدود الائتمان'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Item', 'الصنف') },
          { label: p('Loaded', 'المحمَّل'), num: true },
          { label: p('Sold', 'المبيع'), num: true },
          { label: p('Returned', 'المرتجع'), num: true },
        ],
        rows: items.map(([item, loaded, sold, back]) => [item, String(loaded), String(sold), String(back)]),
        total: [p('Cartons', 'الكراتين'), String(sum(1)), String(sum(2)), String(sum(3))],
        phone: [0, 2, 3],
      },
    ],
  };
}
