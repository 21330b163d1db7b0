import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { pick } from '../../sample.ts';
import { manufacturingApp } from './manufacturing-app.ts';

/**
 * The industry page's second screen (decision 0036): a finished batch of the hero's production
 * order at its final quality check, with the bill of materials' consumption against standard and
 * the raw-material batches it traces back to, as the page's "Quality and traceability" describes.
 */
export function batchInspection(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...manufacturingApp(l),
    active: 4,
    breadcrumb: p('Manufacturing › Quality control › MO-2026-0761', 'التصنيع › مراقبة الجودة › MO-2026-0761'),
    title: p('Batch FG-2611-07 · final check', 'التشغيلة FG-2611-07 · الفحص النهائي'),
    status: { label: p('Passed', 'ناجحة'), tone: 'ok' },
    actions: p(['Hold batch', 'Release'], ['إيقاف التشغيلة', 'إفراج']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Units inspected', 'الوحدات المفحوصة'), value: p('9 / 90', '9 من 90'), note: p('1 in 10', 'وحدة من كل 10') },
          {
            label: p('Materials used', 'المواد المستهلكة'),
            value: '+1.9%',
            note: p('against the BOM', 'مقابل قائمة المواد'),
            tone: 'warn',
          },
          { label: p('Scrap', 'الهالك'), value: '2.4%', note: p('standard 2.0%', 'المعياري 2.0%'), tone: 'warn' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Material (BOM-SC200 v3)', 'المادة (BOM-SC200 v3)') },
          { label: p('Batch', 'التشغيلة') },
          { label: p('Standard', 'المعياري'), num: true },
          { label: p('Issued', 'المصروف'), num: true },
          { label: p('Variance', 'الفرق'), num: true },
        ],
        rows: [
          [p('Steel sheet 1.2 mm (kg)', 'صاج فولاذي 1.2 مم (كجم)'), 'RM-2610-33', '1,458', '1,497', 'warn:+2.7%'],
          [p('Powder paint (kg)', 'دهان بودرة (كجم)'), 'RM-2609-12', '16.2', '16.9', 'warn:+4.3%'],
          [p('Hinges', 'مفصلات'), 'RM-2611-02', '180', '180', 'ok:0.0%'],
          [p('Screws M6', 'براغي M6'), 'RM-2610-41', '1,440', '1,446', 'ok:+0.4%'],
        ],
        phone: [0, 3, 4],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Check point', 'نقطة الفحص') },
          { label: p('Limit', 'الحد'), num: true },
          { label: p('Measured', 'القياس'), num: true },
          { label: p('Result', 'النتيجة') },
        ],
        rows: [
          [p('Paint thickness (µm)', 'سماكة الدهان (ميكرون)'), '60–80', '68', p('ok:Pass', 'ok:ناجح')],
          [p('Door alignment (mm)', 'استواء الباب (مم)'), '≤ 1.5', '1.1', p('ok:Pass', 'ok:ناجح')],
          [p('Weld load (kg)', 'تحمّل اللحام (كجم)'), '≥ 120', '134', p('ok:Pass', 'ok:ناجح')],
        ],
        phone: [0, 2, 3],
      },
    ],
  };
}
