/**
 * /transportation's second screen (decision 0060): what one completed trip cost and earned
 * ("calculate the cost of every trip, including fuel, road tolls, driver allowances and vehicle
 * depreciation"). The trip is one of the trips screen's (T-8812, waybill WB-30417).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { money, pick, sar } from '../../sample.ts';
import { transportApp } from './transport-app.ts';

export function tripCost(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  /** Cost line, basis, amount (SAR). */
  const km = 412;
  const costs: Array<[string, string, number]> = [
    [p('Fuel', 'الوقود'), p('152 L by fuel card', '152 لترًا ببطاقة الوقود'), 354.16],
    [p('Driver allowance', 'بدل السائق'), p('Driver D-0217 · 1 day', 'السائق D-0217 · يوم واحد'), 150],
    [p('Vehicle depreciation', 'إهلاك المركبة'), p(`${km} km × 0.42`, `${km} كم × 0.42`), km * 0.42],
    [p('Tires and maintenance', 'الإطارات والصيانة'), p(`${km} km × 0.18`, `${km} كم × 0.18`), km * 0.18],
    [p('Insurance', 'التأمين'), p('1 day of the annual policy', 'يوم واحد من الوثيقة السنوية'), 38.5],
  ];
  const cost = costs.reduce((sum, [, , amount]) => sum + amount, 0);
  const freight = 1150;
  return {
    ...transportApp(l),
    active: 0,
    breadcrumb: p('Transportation › Trips › T-8812', 'النقل › الرحلات › T-8812'),
    title: p('Trip cost T-8812', 'تكلفة الرحلة T-8812'),
    status: { label: p('Delivered', 'سُلِّمت'), tone: 'ok' },
    actions: p(['Waybill', 'Post to ledger'], ['بوليصة الشحن', 'ترحيل إلى الأستاذ العام']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Route', 'المسار'), p(`Dammam → Riyadh · ${km} km`, `الدمام ← الرياض · ${km} كم`)],
          [p('Truck', 'الشاحنة'), p('TR-23 · load 24.0 t', 'TR-23 · حمولة 24.0 طن')],
          [p('Waybill', 'بوليصة الشحن'), 'WB-30417'],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Cost', 'بند التكلفة') },
          { label: p('Basis', 'الأساس') },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
        ],
        rows: costs.map(([line, basis, amount]) => [line, basis, money(amount)]),
        total: [p('Trip cost', 'تكلفة الرحلة'), '', money(cost)],
        phone: [0, 2],
      },
      {
        kind: 'kpis',
        items: [
          { label: p(`Freight invoiced (${sar.en})`, `أجرة الشحن المفوترة (${sar.ar})`), value: money(freight) },
          { label: p(`Cost per km (${sar.en})`, `التكلفة لكل كيلومتر (${sar.ar})`), value: money(cost / km) },
          {
            label: p(`Trip margin (${sar.en})`, `هامش الرحلة (${sar.ar})`),
            value: money(freight - cost),
            note: `${Math.round(((freight - cost) / freight) * 1000) / 10}%`,
            tone: 'ok',
          },
        ],
      },
    ],
  };
}
