import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';
import { maintenanceApp } from './maintenance-app.ts';

export function jobCard(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...maintenanceApp(l),
    active: 1,
    breadcrumb: p('Maintenance › Work orders › WO-2026-11204', 'الصيانة › أوامر العمل › WO-2026-11204'),
    title: p('Work order WO-2026-11204', 'أمر عمل WO-2026-11204'),
    status: { label: p('Technician on site', 'الفني في الموقع'), tone: 'info' },
    actions: p(['Add spare part', 'Complete'], ['إضافة قطعة غيار', 'إنهاء العمل']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Asset', 'الأصل'), p('Chiller CH-02 · Tower B', 'مبرد CH-02 · البرج ب')],
          [p('Contract', 'العقد'), p('MC-118 · annual, 4 visits', 'MC-118 · سنوي، 4 زيارات')],
          [p('Type', 'النوع'), p('Preventive, quarterly', 'وقائية، ربع سنوية')],
          [p('Technician', 'الفني'), p('Technician T-07', 'الفني T-07')],
          [p('Arrived', 'الوصول'), `${gregorian('2026-11-23')} 08:40`],
          [p('Response time', 'زمن الاستجابة'), p('1 h 10 min', 'ساعة و10 دقائق')],
        ],
      },
      {
        kind: 'columns',
        phone: 0,
        blocks: [
          {
            kind: 'table',
            columns: [{ label: p('Checklist', 'قائمة الفحص') }, { label: p('Result', 'النتيجة') }],
            rows: [
              [p('Refrigerant pressure', 'ضغط غاز التبريد'), p('ok:Normal', 'ok:طبيعي')],
              [p('Condenser coils', 'ملفات المكثف'), p('warn:Cleaned', 'warn:نُظِّفت')],
              [p('Compressor current', 'تيار الضاغط'), p('ok:Normal', 'ok:طبيعي')],
              [p('Filter replacement', 'تغيير المرشحات'), p('ok:Done', 'ok:أُنجز')],
            ],
          },
          {
            kind: 'table',
            columns: [{ label: p('Spare part', 'قطعة الغيار') }, { label: p('Qty', 'الكمية'), num: true }, { label: sar[l], num: true }],
            rows: [
              [p('Air filter 24"', 'مرشح هواء 24 بوصةً'), '4', money(340)],
              [p('Contactor 40 A', 'كونتاكتور 40 أمبير'), '1', money(185)],
              [p('Labor, 3 h', 'أجور العمل، 3 ساعات'), '', p('In contract', 'ضمن العقد')],
            ],
            total: [p('Billable', 'المستحق للفوترة'), '', money(525)],
          },
        ],
      },
      {
        kind: 'kpis',
        items: [
          {
            label: p('Contract response time', 'زمن الاستجابة في العقد'),
            value: p('4 h', '4 ساعات'),
            note: p('met: 1 h 10 min', 'محقَّق: ساعة و10 دقائق'),
            tone: 'ok',
          },
          { label: p('Next visit', 'الزيارة التالية'), value: gregorian('2027-02-23') },
          {
            label: p('Chiller CH-02 history', 'سجل المبرد CH-02'),
            value: p('11 work orders', '11 أمر عمل'),
            note: p('since 2024', 'منذ 2024'),
          },
        ],
      },
    ],
  };
}
