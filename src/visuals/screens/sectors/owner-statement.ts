/**
 * /RealEstate's second screen (decision 0060): the month's statement a property manager sends a
 * third-party owner, unit by unit. VAT only on the commercial units' rent and service charges:
 * Saudi residential rent is exempt (docs/content/claims.md, "VAT on commercial rents").
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { money, pick, sample, sar } from '../../sample.ts';
import { realEstateApp } from './real-estate-app.ts';

/** Unit, lease, rent, service charge, commercial (VAT at 15 %) or residential (exempt). */
const units: Array<[en: string, ar: string, lease: string, rent: number, service: number, commercial: boolean]> = [
  ['Shop G-01', 'محل G-01', 'TC-2026-0211', 15000, 1200, true],
  ['Shop G-02', 'محل G-02', 'TC-2026-0244', 12500, 1000, true],
  ['Apartment 101', 'شقة 101', 'TC-2026-0302', 5500, 400, false],
  ['Apartment 102', 'شقة 102', 'TC-2026-0305', 5500, 400, false],
  ['Apartment 201', 'شقة 201', 'TC-2026-0331', 6000, 450, false],
];

export function ownerStatement(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const vat = (rent: number, service: number, commercial: boolean) => (commercial ? (rent + service) * 0.15 : 0);
  const sum = (f: (u: (typeof units)[number]) => number) => units.reduce((total, u) => total + f(u), 0);
  const collected = sum(([, , , rent, service]) => rent + service);
  const fee = collected * 0.05;
  return {
    ...realEstateApp(l),
    active: 5,
    breadcrumb: p('Real estate › Owners › OW-014', 'العقارات › الملاك › OW-014'),
    title: p('Owner statement · November 2026', 'كشف حساب المالك · نوفمبر 2026'),
    status: { label: p('Approved', 'معتمد'), tone: 'ok' },
    actions: p(['Print', 'Send to owner'], ['طباعة', 'إرسال إلى المالك']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Owner', 'المالك'), sample.owner[l]],
          [p('Property', 'العقار'), p('Building A, Riyadh', 'العمارة أ، الرياض')],
          [p('Management fee', 'أتعاب الإدارة'), p('5% of collections', '5% من المحصَّل')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Unit', 'الوحدة') },
          { label: p('Lease', 'العقد') },
          { label: p(`Rent (${sar.en})`, `الإيجار (${sar.ar})`), num: true },
          { label: p(`Service charge (${sar.en})`, `رسوم الخدمات (${sar.ar})`), num: true },
          { label: p(`VAT (${sar.en})`, `الضريبة (${sar.ar})`), num: true },
        ],
        rows: units.map(([en, ar, lease, rent, service, commercial]) => [
          p(en, ar),
          lease,
          money(rent),
          money(service),
          commercial ? money(vat(rent, service, commercial)) : p('Exempt', 'معفاة'),
        ]),
        total: [
          p('Total', 'الإجمالي'),
          '',
          money(sum(([, , , rent]) => rent)),
          money(sum(([, , , , service]) => service)),
          money(sum(([, , , rent, service, commercial]) => vat(rent, service, commercial))),
        ],
        phone: [0, 2, 4],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p(`Collected (${sar.en})`, `المحصَّل (${sar.ar})`),
            value: money(collected),
            note: p('rent and service charges', 'الإيجار ورسوم الخدمات'),
          },
          { label: p(`Management fee (${sar.en})`, `أتعاب الإدارة (${sar.ar})`), value: money(fee) },
          { label: p(`Net to owner (${sar.en})`, `الصافي للمالك (${sar.ar})`), value: money(collected - fee), tone: 'ok' },
        ],
      },
    ],
  };
}
