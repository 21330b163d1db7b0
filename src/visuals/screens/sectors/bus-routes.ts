/**
 * /school's second screen (decision 0060): the transport office's morning routes, each bus with
 * its stops, its students against its seats and its departure ("plan bus routes, stops and
 * pickup times, and assign students … to each bus").
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick } from '../../sample.ts';
import { schoolApp } from './school-app.ts';

export function busRoutes(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const areas = p(['north', 'east', 'south', 'west', 'center'], ['الشمال', 'الشرق', 'الجنوب', 'الغرب', 'الوسط']);
  const ready = p('ok:Ready', 'ok:جاهزة');
  /** Route, area, bus, stops, students, seats, departure, status. */
  const routes: Array<[number, number, string, number, number, number, string, string]> = [
    [1, 0, 'BUS-01', 9, 42, 48, '06:10', ready],
    [2, 1, 'BUS-02', 8, 39, 48, '06:15', ready],
    [3, 2, 'BUS-03', 11, 47, 48, '06:05', p('warn:Nearly full', 'warn:شبه ممتلئة')],
    [4, 0, 'BUS-04', 7, 31, 36, '06:20', ready],
    [5, 3, 'BUS-05', 10, 44, 48, '06:10', ready],
    [6, 4, 'BUS-06', 6, 28, 36, '06:30', p('info:Driver replaced', 'info:سائق بديل')],
    [7, 1, 'BUS-07', 9, 40, 48, '06:15', ready],
    [8, 2, 'BUS-08', 8, 35, 36, '06:10', ready],
  ];
  return {
    ...schoolApp(l),
    active: 3,
    breadcrumb: p('Buses › Routes › 2026–2027', 'الحافلات › المسارات › 2026–2027'),
    title: p('Bus routes · morning run', 'مسارات الحافلات · رحلة الصباح'),
    actions: p(['Print lists', 'Edit route'], ['طباعة الكشوف', 'تعديل المسار']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Students carried', 'الطلاب المنقولون'), value: '412' },
          { label: p('Buses', 'الحافلات'), value: '11' },
          { label: p('Seats filled', 'المقاعد المشغولة'), value: '86%', tone: 'ok' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Route', 'المسار') },
          { label: p('Bus', 'الحافلة') },
          { label: p('Stops', 'نقاط التوقف'), num: true },
          { label: p('Students', 'الطلاب'), num: true },
          { label: p('Departs', 'الانطلاق'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: routes.map(([n, area, bus, stops, students, seats, time, status]) => [
          p(`Route ${n} – ${areas[area]}`, `الخط ${n} – ${areas[area]}`),
          bus,
          String(stops),
          p(`${students} / ${seats}`, `${students} من ${seats}`),
          time,
          status,
        ]),
        selected: 2,
        phone: [0, 3, 5],
      },
    ],
  };
}
