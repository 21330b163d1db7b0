import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { count, pick, sar } from '../../sample.ts';
import { farmApp } from './farm-app.ts';

/**
 * The farms page's second screen (decision 0045): the season's cost and margin of each field,
 * greenhouse and herd, what its inputs, labour, water and depreciation came to, as the page's
 * "Inputs, costs and yield" block says; not the general ledger's trial balance.
 */
export function farmCosting(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const units: Array<[en: string, ar: string, cost: number, revenue: number]> = [
    ['Field 4 · wheat', 'الحقل 4 · قمح', 412600, 538900],
    ['Field 7 · alfalfa', 'الحقل 7 · برسيم', 268300, 331200],
    ['Greenhouse 2 · tomatoes', 'البيت المحمي 2 · طماطم', 186450, 259800],
    ['Greenhouse 5 · cucumbers', 'البيت المحمي 5 · خيار', 142900, 171600],
    ['Herd 3 · dairy', 'القطيع 3 · حليب', 1284700, 1496300],
    ['Herd 6 · fattening', 'القطيع 6 · تسمين', 598200, 571400],
  ];
  const pct = (cost: number, revenue: number) => ((revenue - cost) / revenue) * 100;
  const percent = (value: number) => `${value.toFixed(1).replace('-', '\u2212')}%`;
  const margin = (cost: number, revenue: number) => {
    const value = pct(cost, revenue);
    return `${value < 0 ? 'bad' : value < 15 ? 'warn' : 'ok'}:${percent(value)}`;
  };
  const cost = units.reduce((s, u) => s + u[2], 0);
  const revenue = units.reduce((s, u) => s + u[3], 0);
  return {
    ...farmApp(l),
    active: 5,
    breadcrumb: p('Farms › Farm costing › Season 2025/26', 'المزارع › تكاليف المزرعة › موسم 2025/26'),
    title: p('Cost and margin by field and herd', 'تكلفة وهامش كل حقل وقطيع'),
    status: { label: p('1 herd below cost', 'قطيع واحد دون التكلفة'), tone: 'warn' },
    actions: p(['Export', 'Post to ledger'], ['تصدير', 'ترحيل إلى الأستاذ']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Season cost (${sar.en})`, `تكلفة الموسم (${sar.ar})`), value: count(cost) },
          { label: p(`Sales (${sar.en})`, `المبيعات (${sar.ar})`), value: count(revenue) },
          {
            label: p('Margin', 'الهامش'),
            value: percent(pct(cost, revenue)),
            note: p('+2.4 pt on last season', 'بزيادة 2.4 نقطة عن الموسم الماضي'),
            tone: 'ok',
          },
          { label: p('Feed per liter of milk', 'العلف لكل لتر حليب'), value: p('0.58 kg', '0.58 كجم') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Cost center', 'مركز التكلفة') },
          { label: p(`Cost (${sar.en})`, `التكلفة (${sar.ar})`), num: true },
          { label: p(`Sales (${sar.en})`, `المبيعات (${sar.ar})`), num: true },
          { label: p('Margin', 'الهامش'), num: true },
        ],
        rows: units.map(([en, ar, c, r]) => [p(en, ar), count(c), count(r), margin(c, r)]),
        total: [p('Total', 'الإجمالي'), count(cost), count(revenue), percent(pct(cost, revenue))],
        selected: 5,
        phone: [0, 1, 3],
      },
    ],
  };
}
