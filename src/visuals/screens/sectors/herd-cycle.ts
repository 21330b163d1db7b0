import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, hijri, pick, sar } from '../../sample.ts';
import { farmApp } from './farm-app.ts';

export function herdCycle(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const days = p(
    ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'],
  );
  const milk = [31.2, 31.8, 32.4, 31.9, 32.7, 33.1, 32.8];
  const feed = [18.4, 18.6, 18.5, 18.9, 18.8, 19.0, 18.9];
  return {
    ...farmApp(l),
    active: 2,
    breadcrumb: p('Farms › Herd 3 › Milk production', 'المزارع › القطيع 3 › إنتاج الحليب'),
    title: p('Herd 3 · dairy cattle', 'القطيع 3 · أبقار الحليب'),
    status: { label: p('Feed cost per liter falling', 'تكلفة العلف لكل لتر في انخفاض'), tone: 'ok' },
    actions: p(['Record yield', 'Feed ration'], ['تسجيل الإنتاج', 'العليقة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Cows in milk', 'الأبقار الحلوب'), value: '312' },
          { label: p('Average yield', 'متوسط الإنتاج'), value: p('32.8 l / day', '32.8 لتر / يوم') },
          {
            label: p(`Feed cost per liter (${sar.en})`, `تكلفة العلف للتر (${sar.ar})`),
            value: '0.92',
            note: p('−3% on last month', 'بانخفاض 3% عن الشهر الماضي'),
            tone: 'ok',
          },
          { label: p('Due to calve', 'ولادات متوقعة'), value: '14', note: p('next 30 days', 'خلال 30 يومًا') },
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'chart',
            title: p('Milk and feed per cow (l, kg)', 'الإنتاج والعلف لكل بقرة (لتر، كجم)'),
            bars: days.map((label, i) => ({ label, a: milk[i]!, b: feed[i]! })),
            legend: p(['Milk', 'Feed'], ['الحليب', 'العلف']),
          },
          {
            kind: 'table',
            columns: [{ label: p('Event', 'الحدث') }, { label: p('Date', 'التاريخ') }],
            rows: [
              [p('Vaccination, herd 3', 'تحصين القطيع 3'), gregorian('2026-11-25')],
              [p('Pregnancy checks', 'فحوص الحمل'), gregorian('2026-11-27')],
              [p('Feed delivery 40 t', 'توريد أعلاف 40 طنًا'), gregorian('2026-11-28')],
              [p('Hoof trimming', 'تقليم الحوافر'), gregorian('2026-11-30')],
              [p('Milk samples to lab', 'عينات الحليب للمختبر'), gregorian('2026-12-01')],
              [p('Hijri month start', 'بداية الشهر الهجري'), hijri('2026-12-10', l)],
            ],
          },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Corn silage in stock', 'مخزون السيلاج'), p('24 days of use', 'يكفي 24 يومًا')],
          [p('Alfalfa hay in stock', 'مخزون دريس البرسيم'), p('12 days of use', 'يكفي 12 يومًا')],
          [p('Concentrate in stock', 'مخزون العلف المركّز'), p('9 days · order sent', '9 أيام · أُرسل طلب شراء')],
        ],
      },
    ],
  };
}
