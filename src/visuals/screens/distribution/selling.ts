/**
 * Distribution Systems, selling: the sales team's targets for the month, and a checkout's shift
 * closed against its cash count (decision 0065: screens of their own, not the home slides'
 * invoice or the /commercial hero's sale).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { arabicCount, gregorian, money, pick, sar } from '../../sample.ts';
import { posApp } from '../sectors/pos-app.ts';

/** The month's targets of the sales team, by value, against what each salesperson has invoiced. */
export function salesTargets(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const team: Array<[string, string, number, number]> = [
    ['E-1042', p('Riyadh', 'الرياض'), 450000, 414000],
    ['E-1047', p('Jeddah', 'جدة'), 400000, 324000],
    ['E-1051', p('Dammam', 'الدمام'), 380000, 281200],
    ['E-1058', p('Madinah', 'المدينة المنورة'), 320000, 211200],
    ['E-1073', p('Khobar', 'الخبر'), 300000, 144000],
    ['E-1063', p('Abha', 'أبها'), 200000, 118000],
    ['E-1069', p('Tabuk', 'تبوك'), 150000, 126000],
  ];
  const target = team.reduce((s, t) => s + t[2], 0);
  const achieved = team.reduce((s, t) => s + t[3], 0);
  const share = (a: number, t: number) => Math.round((a / t) * 100);
  const tone = (pct: number) => (pct >= 80 ? 'ok' : pct >= 60 ? 'warn' : 'bad');
  return {
    ...productFrame('distribution', 'sales-control', l),
    breadcrumb: crumbs('distribution', 'sales-control', l, p('Targets', 'الأهداف'), p('November 2026', 'نوفمبر 2026')),
    title: p('Sales targets – November', 'أهداف المبيعات – نوفمبر'),
    status: { label: p('5 working days left', 'بقيت 5 أيام عمل'), tone: 'info' },
    actions: p(['Commissions', 'Set targets'], ['العمولات', 'تحديد الأهداف']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Team target (${sar.en})`, `هدف الفريق (${sar.ar})`), value: money(target) },
          {
            label: p('Invoiced', 'المفوتر'),
            value: money(achieved),
            note: p(`${share(achieved, target)}% of target`, `${share(achieved, target)}% من الهدف`),
            tone: 'warn',
          },
          {
            label: p('Orders', 'الطلبات'),
            value: '612',
            note: p('from 958 quotations', `من ${arabicCount(958, { few: 'عروض أسعار', many: 'عرضَ سعر', other: 'عرض سعر' })}`),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Salesperson', 'المندوب') },
          { label: p('Region', 'المنطقة') },
          { label: p('Target', 'الهدف'), num: true },
          { label: p('Invoiced', 'المفوتر'), num: true },
          { label: p('% of target', 'نسبة تحقيق الهدف'), num: true },
        ],
        rows: team.map(([code, region, t, a]) => [code, region, money(t), money(a), `${tone(share(a, t))}:${share(a, t)}%`]),
        total: [p(`Total (${sar.en})`, `الإجمالي (${sar.ar})`), '', money(target), money(achieved), `${share(achieved, target)}%`],
        selected: 4,
        phone: [1, 3, 4],
      },
    ],
  };
}

/** POS 3's shift of 23/11/2026 (the /commercial hero's sale is one of its 214 receipts), counted and closed. */
export function shiftClosing(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const tenders: Array<[string, number, number]> = [
    [p('Cash', 'نقد'), 4812.5, 4797.5],
    [p('Card (mada)', 'بطاقة (مدى)'), 12318, 12318],
    [p('Credit card', 'بطاقة ائتمان'), 1145, 1145],
    [p('Vouchers', 'قسائم الشراء'), 187, 187],
    [p('Loyalty points', 'نقاط الولاء'), 95, 95],
  ];
  const sum = (i: 1 | 2) => tenders.reduce((s, t) => s + t[i], 0);
  const variance = (d: number) => (d === 0 ? 'ok:0.00' : `warn:${d < 0 ? '−' : '+'}${money(Math.abs(d))}`);
  return {
    ...posApp(l),
    active: 2,
    breadcrumb: p('Branch 2 › POS 3 › Shift of 23/11/2026', 'الفرع 2 › نقطة البيع 3 › وردية 23/11/2026'),
    title: p('Shift closing', 'إقفال الوردية'),
    status: { label: p('Cash short by 15.00', 'عجز نقدي 15.00'), tone: 'warn' },
    actions: p(['Print report', 'Close shift'], ['طباعة التقرير', 'إقفال الوردية']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Shift sales (${sar.en})`, `مبيعات الوردية (${sar.ar})`), value: money(sum(1)) },
          { label: p('Receipts', 'الإيصالات'), value: '214', note: p('2 returns', 'مرتجعان') },
          { label: p('Opened', 'بداية الوردية'), value: '07:00', note: p('opening float 500.00', 'رصيد افتتاحي 500.00') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Payment', 'طريقة الدفع') },
          { label: p('Expected', 'المتوقع'), num: true },
          { label: p('Counted', 'المعدود'), num: true },
          { label: p('Variance', 'الفرق'), num: true },
        ],
        rows: tenders.map(([name, expected, counted]) => [name, money(expected), money(counted), variance(counted - expected)]),
        total: [p(`Total (${sar.en})`, `الإجمالي (${sar.ar})`), money(sum(1)), money(sum(2)), `−${money(sum(1) - sum(2))}`],
        selected: 0,
      },
      {
        kind: 'fields',
        items: [
          [p('Cashier', 'أمين الصندوق'), 'E-1066'],
          [p('Handed over to', 'التسليم إلى'), p('Supervisor E-1009', 'المشرف E-1009')],
          [p('Closed', 'وقت الإقفال'), `${gregorian('2026-11-23')} 15:02`],
        ],
      },
    ],
  };
}
