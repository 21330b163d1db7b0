import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';
import { manufacturingApp } from './manufacturing-app.ts';

export function workOrder(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...manufacturingApp(l),
    active: 1,
    breadcrumb: p('Manufacturing › Production orders › MO-2026-0761', 'التصنيع › أوامر الإنتاج › MO-2026-0761'),
    title: p('Production order MO-2026-0761', 'أمر إنتاج MO-2026-0761'),
    status: { label: p('Running', 'قيد الإنتاج'), tone: 'info' },
    actions: p(['Issue materials', 'Report output'], ['صرف المواد', 'تسجيل الإنتاج']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Product', 'المنتج'), p('Steel cabinet SC-200', 'خزانة فولاذية SC-200')],
          [p('Quantity', 'الكمية'), p('500 units', '500 وحدة')],
          [p('Due', 'موعد التسليم'), gregorian('2026-11-30')],
          [p('Bill of materials', 'قائمة المواد'), 'BOM-SC200 · v3'],
          [p('Production line', 'خط الإنتاج'), p('Line 2 · 2 shifts', 'الخط 2 · ورديتان')],
          [p('Warehouse', 'المستودع'), p('Finished goods', 'المنتجات التامة')],
        ],
      },
      {
        kind: 'columns',
        phone: 1,
        blocks: [
          {
            kind: 'progress',
            title: p('Routing', 'مسارات التصنيع'),
            items: [
              { label: p('Cutting', 'القص'), pct: 100, value: '500' },
              { label: p('Bending', 'الثني'), pct: 100, value: '500' },
              { label: p('Welding', 'اللحام'), pct: 72, value: '360' },
              { label: p('Painting', 'الدهان'), pct: 41, value: '205' },
              { label: p('Assembly', 'التجميع'), pct: 18, value: '90' },
            ],
          },
          {
            kind: 'table',
            columns: [
              { label: p('Cost', 'التكلفة') },
              { label: p('Standard', 'المعيارية'), num: true },
              { label: p('Actual', 'الفعلية'), num: true },
            ],
            rows: [
              [p('Materials', 'المواد'), money(61250), money(62980)],
              [p('Labor', 'العمالة'), money(14500), money(13920)],
              [p('Overheads', 'التكاليف غير المباشرة'), money(9800), money(9800)],
              [p('Scrap', 'الهالك'), '2.0%', 'warn:2.6%'],
            ],
            total: [p(`Unit cost (${sar.en})`, `تكلفة الوحدة (${sar.ar})`), money(171.1), money(173.4)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p('Finished so far', 'المنتَج حتى الآن'),
            value: p('90 / 500', '90 من 500'),
            note: p('due in 7 days', 'التسليم بعد 7 أيام'),
          },
          { label: p('Materials issued', 'المواد المصروفة'), value: '96%', note: p('of the bill of materials', 'من قائمة المواد') },
          { label: p('Scrap', 'الهالك'), value: '2.6%', note: p('standard 2.0%', 'المعياري 2.0%'), tone: 'warn' },
          { label: p('Quality checks', 'فحوص الجودة'), value: p('18 / 18', '18 من 18'), note: p('passed', 'ناجحة'), tone: 'ok' },
        ],
      },
    ],
  };
}
