/** Equipment management: one unit's file, its meter readings and maintenance plan (the page's hero shows the fleet). */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, pick, sarAmount } from '../../sample.ts';

export function equipmentFile(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...productFrame('featured', 'equipment-management', l),
    breadcrumb: crumbs('featured', 'equipment-management', l, p('Units', 'المعدات'), 'EX-07'),
    title: p('Excavator EX-07', 'حفارة EX-07'),
    status: { label: p('Working', 'تعمل'), tone: 'ok' },
    actions: p(['Meter reading', 'Assign'], ['قراءة العداد', 'تكليف']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Site', 'الموقع'), p('Project 14', 'مشروع 14')],
          [p('Operator', 'المشغل'), 'E-1052'],
          [p('Hour meter', 'عداد الساعات'), p('6,412 h', '6,412 ساعة')],
          [p('Cost this year', 'التكلفة هذا العام'), sarAmount(48300, l)],
        ],
      },
      {
        kind: 'kpis',
        items: [
          { label: p('Utilization this month', 'نسبة التشغيل هذا الشهر'), value: '92%', tone: 'ok' },
          { label: p('Idle hours', 'ساعات التوقف'), value: '14' },
          { label: p('Fuel per hour', 'الوقود لكل ساعة'), value: p('18.4 L', '18.4 لتر') },
        ],
      },
      {
        kind: 'table',
        columns: [{ label: p('Maintenance', 'الصيانة') }, { label: p('Due', 'الاستحقاق') }, { label: p('Status', 'الحالة') }],
        rows: [
          [p('Oil and filters', 'الزيت والفلاتر'), p('at 6,500 h', 'عند 6,500 ساعة'), p('warn:88 h left', 'warn:بقي 88 ساعةً')],
          [p('Track inspection', 'فحص الجنازير'), gregorian('2026-12-05'), p('info:Planned', 'info:مجدولة')],
          [p('Hydraulic hoses', 'خراطيم الهيدروليك'), gregorian('2026-11-12'), p('ok:Done', 'ok:منجزة')],
          [p('Annual inspection', 'الفحص السنوي'), gregorian('2027-02-20'), p('info:Planned', 'info:مجدولة')],
          [p('Bucket teeth', 'أسنان الكباشة'), gregorian('2026-10-28'), p('ok:Done', 'ok:منجزة')],
        ],
      },
    ],
  };
}
