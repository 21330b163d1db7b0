/**
 * /carRental's second screen (review 19 EN #3: a module only this sector has): the branch's fleet
 * calendar, two weeks from Sunday 22 November 2026, a car a row (plate and model), each agreement or
 * reservation a bar from pick-up to return with its number, workshop days and overdue returns
 * told apart, today (Thursday 26th, early afternoon) marked. The days run right to left in Arabic.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { LaneBar, ScreenSpec } from '../../kit/types.ts';
import { pick } from '../../sample.ts';
import { carRentalApp } from './car-rental-app.ts';

export function fleetCalendar(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  // Sunday 22/11 to Saturday 05/12; Friday and Saturday, the weekend, shaded.
  const days = [22, 23, 24, 25, 26, 27, 28, 29, 30, 1, 2, 3, 4, 5];
  const weekday = p(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س']);
  const rent = (from: number, to: number, text?: string): LaneBar => ({ from, to, tone: 'info', text });
  const booked = (from: number, to: number, text?: string): LaneBar => ({ from, to, tone: 'plain', text });
  const workshop = (from: number, to: number): LaneBar => ({ from, to, tone: 'warn', text: p('Service', 'صيانة') });
  const overdue = (from: number, to: number, text?: string): LaneBar => ({ from, to, tone: 'bad', text });
  const today = 4.55;
  const cars: Array<[plate: string, model: string, bars: LaneBar[]]> = [
    ['RKA 4821', p('Sedan 2025', 'سيدان 2025'), [rent(0.4, 5.4, 'RA-24817'), booked(7.5, 11.5, 'RS-3106')]],
    ['NJD 5127', p('Economy 2025', 'اقتصادية 2025'), [rent(1.4, 8.5, 'RA-24829'), booked(10.5, 14)]],
    ['TSK 2764', p('Family 2023', 'عائلية 2023'), [workshop(3.2, 6.6), booked(9.5, 13.5, 'RS-3117')]],
    ['BRA 6012', p('Sedan 2024', 'سيدان 2024'), [overdue(0, today, 'RA-24744'), booked(6.5, 10.5, 'RS-3088')]],
    ['KHD 1458', p('Economy 2024', 'اقتصادية 2024'), [booked(4.7, 7.6, 'RS-3121'), booked(10.4, 14, 'RS-3130')]],
    ['ZMR 7735', p('SUV 2025', 'دفع رباعي 2025'), [rent(0, 12.5, p('RA-24611 · monthly', 'RA-24611 · شهري'))]],
    ['DSA 3083', p('Sedan 2022', 'سيدان 2022'), [workshop(0, 2.6), rent(4.3, 9.4, 'RA-24851')]],
  ];
  return {
    ...carRentalApp(l),
    active: 0,
    breadcrumb: p('Reservations › Fleet calendar › 22/11 – 05/12/2026', 'الحجوزات › تقويم الأسطول › 22/11 – 05/12/2026'),
    title: p('Fleet calendar · Riyadh branch', 'تقويم الأسطول · فرع الرياض'),
    actions: p(['Two weeks', 'New reservation'], ['أسبوعان', 'حجز جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('On rent today', 'مؤجرة اليوم'), value: '104', note: p('of 142 cars', 'من 142 سيارةً') },
          { label: p('Reserved, next 7 days', 'محجوزة خلال 7 أيام'), value: '38', tone: 'info' },
          {
            label: p('Overdue returns', 'إرجاع متأخر'),
            value: '2',
            note: p('RA-24744 since 25/11', 'RA-24744 منذ 25/11'),
            tone: 'bad',
          },
          { label: p('In the workshop', 'في الورشة'), value: '9', note: workshopNote(l, 9), tone: 'warn' },
        ],
      },
      {
        kind: 'lanes',
        head: p('Car', 'السيارة'),
        labelWidth: 96,
        ticks: days.map((day, i) => ({ label: String(day), sub: weekday[i % 7]!, mark: i % 7 >= 5 })),
        line: today,
        phoneTicks: [2, 9],
        legend: [
          ['info', p('On rent', 'مؤجرة')],
          ['plain', p('Reserved', 'محجوزة')],
          ['warn', p('In maintenance', 'في الصيانة')],
          ['bad', p('Overdue return', 'إرجاع متأخر')],
        ],
        rows: cars.map(([plate, model, bars]) => ({ label: plate, sub: model, bars })),
      },
    ],
  };
}

/** The workshop figure's note: how many of its cars are ready again this week. */
function workshopNote(l: Locale, n: number): string {
  const back = n - 4;
  return l === 'en' ? `${back} ready this week` : `${back} جاهزة هذا الأسبوع`;
}
