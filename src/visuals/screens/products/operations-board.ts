import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, hijri, pick } from '../../sample.ts';

export function operationsBoard(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...productFrame('featured', 'equipment-management', l),
    breadcrumb: crumbs(
      'featured',
      'equipment-management',
      l,
      p('Utilization', 'نسب التشغيل'),
      p(`week of ${gregorian('2026-11-15')}`, `أسبوع ${gregorian('2026-11-15')}`),
    ),
    title: p('Equipment utilization', 'نسب تشغيل المعدات'),
    actions: p(['Schedule', 'New assignment'], ['الجدولة', 'تكليف جديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Units in service', 'المعدات العاملة'), value: p('86 / 94', '86 من 94') },
          {
            label: p('Average utilization', 'متوسط نسبة التشغيل'),
            value: '78%',
            note: p('+5 pt on last week', 'بزيادة 5 نقاط عن الأسبوع الماضي'),
            tone: 'ok',
          },
          { label: p('Due for maintenance', 'مستحقة الصيانة'), value: '6', note: p('by hour meter', 'حسب عداد الساعات'), tone: 'warn' },
        ],
      },
      {
        kind: 'columns',
        blocks: [
          {
            kind: 'progress',
            title: p('Utilization by unit', 'نسبة التشغيل حسب المعدة'),
            items: [
              { label: p('Excavator EX-07', 'حفارة EX-07'), pct: 92, value: '92%' },
              { label: p('Crane CR-02', 'رافعة CR-02'), pct: 81, value: '81%' },
              { label: p('Loader LD-11', 'جرافة تحميل LD-11'), pct: 74, value: '74%' },
              { label: p('Truck TR-23', 'شاحنة TR-23'), pct: 66, value: '66%' },
              { label: p('Generator GN-04', 'مولد GN-04'), pct: 38, value: '38%' },
              { label: p('Compactor CP-05', 'مدحلة CP-05'), pct: 57, value: '57%' },
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Unit', 'المعدة') }, { label: p('Site', 'الموقع') }, { label: p('Status', 'الحالة') }],
            rows: [
              ['EX-07', p('Project 14', 'مشروع 14'), p('ok:Working', 'ok:تعمل')],
              ['CR-02', p('Project 9', 'مشروع 9'), p('ok:Working', 'ok:تعمل')],
              ['LD-11', p('Workshop', 'الورشة'), p('warn:Under maintenance', 'warn:في الصيانة')],
              ['TR-23', p('Yard', 'الساحة'), p('info:Available', 'info:متاحة')],
              ['GN-04', p('Project 14', 'مشروع 14'), p('bad:Inspection overdue', 'bad:فحص متأخر')],
              ['CP-05', p('Project 9', 'مشروع 9'), p('ok:Working', 'ok:تعمل')],
            ],
          },
        ],
      },
      {
        kind: 'fields',
        items: [
          [p('Hijri date', 'التاريخ الهجري'), hijri('2026-11-15', l)],
          [p('Hour meters read', 'قراءة العدادات'), p('94 / 94', '94 من 94')],
          [p('Open work orders', 'أوامر العمل المفتوحة'), '11'],
        ],
      },
    ],
  };
}
