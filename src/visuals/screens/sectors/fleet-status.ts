/**
 * /carRental's second screen (decision 0060): the branch's fleet today, each car's status, its
 * utilization and revenue this month ("measure utilization, revenue and cost per vehicle").
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';
import { carRentalApp } from './car-rental-app.ts';

export function fleetStatus(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const out = p('info:Rented', 'info:مؤجرة');
  const free = p('ok:Available', 'ok:متاحة');
  const cars: Array<[string, string, string, number, number]> = [
    ['4821', p('Sedan 2025', 'سيدان 2025'), out, 86, 4680],
    ['3390', p('SUV 2024', 'دفع رباعي 2024'), free, 71, 5250],
    ['5127', p('Economy 2025', 'اقتصادية 2025'), out, 92, 3310],
    ['2764', p('Family 2023', 'عائلية 2023'), p('warn:In maintenance', 'warn:في الصيانة'), 48, 2160],
    ['6012', p('Sedan 2024', 'سيدان 2024'), out, 81, 4370],
    ['1458', p('Economy 2024', 'اقتصادية 2024'), free, 64, 2300],
    ['7735', p('SUV 2025', 'دفع رباعي 2025'), out, 89, 6610],
    ['3083', p('Sedan 2022', 'سيدان 2022'), p('bad:Service overdue', 'bad:صيانة متأخرة'), 37, 1660],
  ];
  return {
    ...carRentalApp(l),
    active: 2,
    breadcrumb: p(`Car rental › Fleet › ${gregorian('2026-11-26')}`, `تأجير السيارات › الأسطول › ${gregorian('2026-11-26')}`),
    title: p('Fleet status · Riyadh branch', 'حالة الأسطول · فرع الرياض'),
    actions: p(['Transfer', 'New reservation'], ['نقل سيارة', 'حجز جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Rented', 'مؤجرة'), value: '104', note: p('of 142 cars', 'من 142 سيارةً') },
          { label: p('Available', 'متاحة'), value: '29', tone: 'ok' },
          { label: p('In maintenance', 'في الصيانة'), value: '9', tone: 'warn' },
          { label: p('Utilization', 'نسبة التشغيل'), value: '73%', note: p('this month', 'هذا الشهر') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Plate', 'اللوحة') },
          { label: p('Category', 'الفئة') },
          { label: p('Status', 'الحالة') },
          { label: p('Utilization', 'نسبة التشغيل'), num: true },
          { label: p(`Revenue (${sar.en})`, `الإيراد (${sar.ar})`), num: true },
        ],
        rows: cars.map(([plate, category, status, pct, revenue]) => [plate, category, status, `${pct}%`, money(revenue)]),
        selected: 7,
        phone: [0, 2, 3],
      },
    ],
  };
}
