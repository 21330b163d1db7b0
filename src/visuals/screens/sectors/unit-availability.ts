/**
 * The home showcase's Sectors tab (decision 0060): one property's units by status ("see vacant,
 * reserved, leased and sold units on one availability screen per property"), Tower B of the
 * tenancy contract screen (31 of 33 units let).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';
import { realEstateApp } from './real-estate-app.ts';

export function unitAvailability(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const leased = p('ok:Leased', 'ok:مؤجرة');
  const office = (n: number) => p(`Office ${n}`, `مكتب ${n}`);
  /** Unit, floor, area (m²), annual rent (SAR), status, lease end. */
  const units: Array<[string, number, number, number, string, string]> = [
    [office(201), 2, 96, 78000, leased, gregorian('2027-03-31')],
    [office(202), 2, 84, 68000, p('bad:Vacant', 'bad:شاغرة'), '—'],
    [office(203), 2, 110, 89000, leased, gregorian('2027-06-30')],
    [office(204), 2, 118, 96000, leased, gregorian('2026-12-31')],
    [office(301), 3, 96, 79000, p('warn:Reserved', 'warn:محجوزة'), '—'],
    [office(302), 3, 84, 69000, leased, gregorian('2027-01-31')],
    [office(303), 3, 110, 90000, p('info:Renewal due', 'info:مستحقة التجديد'), gregorian('2026-12-31')],
    [p('Shop G-03', 'محل G-03'), 0, 142, 168000, leased, gregorian('2028-08-31')],
  ];
  return {
    ...realEstateApp(l),
    active: 1,
    breadcrumb: p('Real estate › Units › Tower B', 'العقارات › الوحدات › البرج ب'),
    title: p('Unit availability · Tower B', 'توفر الوحدات · البرج ب'),
    actions: p(['Floor plan', 'Reserve unit'], ['مخطط الطوابق', 'حجز وحدة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Leased', 'مؤجرة'), value: '31', note: p('of 33 units', 'من 33 وحدةً'), tone: 'ok' },
          { label: p('Reserved', 'محجوزة'), value: '1', tone: 'warn' },
          { label: p('Vacant', 'شاغرة'), value: '1', tone: 'bad' },
          { label: p('Renewals in 60 days', 'تجديدات خلال 60 يومًا'), value: '4' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Unit', 'الوحدة') },
          { label: p('Area (m²)', 'المساحة (م²)'), num: true },
          { label: p(`Annual rent (${sar.en})`, `الإيجار السنوي (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
          { label: p('Lease ends', 'نهاية العقد') },
        ],
        rows: units.map(([unit, , area, rent, status, end]) => [unit, String(area), money(rent), status, end]),
        selected: 3,
        phone: [0, 3, 4],
      },
    ],
  };
}
