import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';
import { transportApp } from './transport-app.ts';

export function trips(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...transportApp(l),
    active: 0,
    breadcrumb: p(`Transportation › Trips › ${gregorian('2026-11-23')}`, `النقل › الرحلات › ${gregorian('2026-11-23')}`),
    title: p("Today's trips", 'رحلات اليوم'),
    actions: p(['Map', 'New trip'], ['الخريطة', 'رحلة جديدة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Trips today', 'رحلات اليوم'), value: '42' },
          { label: p('On time', 'في الموعد'), value: '95%', tone: 'ok', note: p('40 of 42', '40 من 42') },
          { label: p('Trucks available', 'الشاحنات المتاحة'), value: p('9 / 58', '9 من 58') },
          { label: p(`Freight billed (${sar.en})`, `أجور الشحن المفوترة (${sar.ar})`), value: money(126480) },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Trip', 'الرحلة') },
          { label: p('Route', 'المسار') },
          { label: p('Truck', 'الشاحنة') },
          { label: p('Waybill', 'بوليصة الشحن') },
          { label: p('Load (t)', 'الحمولة (طن)'), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: [
          ['T-8812', p('Dammam → Riyadh', 'الدمام ← الرياض'), 'TR-23', 'WB-30417', '24.0', p('ok:Delivered', 'ok:سُلِّمت')],
          ['T-8815', p('Riyadh → Jeddah', 'الرياض ← جدة'), 'TR-08', 'WB-30421', '18.5', p('info:On the road', 'info:في الطريق')],
          ['T-8817', p('Jeddah → Madinah', 'جدة ← المدينة المنورة'), 'TR-31', 'WB-30426', '12.0', p('info:Loading', 'info:قيد التحميل')],
          [
            'T-8820',
            p('Riyadh → Qassim', 'الرياض ← القصيم'),
            'TR-14',
            'WB-30430',
            '21.5',
            p('warn:Delayed 40 min', 'warn:متأخرة 40 دقيقةً'),
          ],
          ['T-8823', p('Dammam → Jubail', 'الدمام ← الجبيل'), 'TR-02', 'WB-30433', '9.0', p('ok:Delivered', 'ok:سُلِّمت')],
          ['T-8826', p('Jeddah → Makkah', 'جدة ← مكة المكرمة'), 'TR-17', 'WB-30437', '16.0', p('info:On the road', 'info:في الطريق')],
          ['T-8829', p('Riyadh → Hail', 'الرياض ← حائل'), 'TR-05', 'WB-30440', '22.5', p('info:Loading', 'info:قيد التحميل')],
          ['T-8831', p('Dammam → Hofuf', 'الدمام ← الهفوف'), 'TR-26', 'WB-30444', '11.0', p('ok:Delivered', 'ok:سُلِّمت')],
        ],
        selected: 1,
      },
    ],
  };
}
