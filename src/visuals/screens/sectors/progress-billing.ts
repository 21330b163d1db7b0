import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { gregorian, money, pick, sar, sarAmount } from '../../sample.ts';
import { projectsApp } from './projects-app.ts';

export function progressBilling(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...projectsApp(l),
    active: 2,
    breadcrumb: p('Projects › P-014 Office building › Progress billing', 'المشاريع › P-014 مبنى إداري › المستخلصات'),
    title: p('Progress certificate no. 7', 'المستخلص رقم 7'),
    status: { label: p('Awaiting consultant', 'بانتظار الاستشاري'), tone: 'warn' },
    actions: p(['Measurements', 'Issue invoice'], ['إرفاق الحصر', 'إصدار فاتورة']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Contract value (${sar.en})`, `قيمة العقد (${sar.ar})`), value: '18,400,000' },
          { label: p('Work completed', 'نسبة الإنجاز'), value: '46%' },
          {
            label: p(`Cost to date (${sar.en})`, `التكلفة حتى الآن (${sar.ar})`),
            value: '7,215,480',
            note: p('3.2% under budget', 'أقل من الموازنة بنسبة 3.2%'),
            tone: 'ok',
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('BOQ item', 'بند الكميات') },
          { label: p('Unit', 'الوحدة') },
          { label: p('Contract qty', 'كمية العقد'), num: true },
          { label: p('Done to date', 'المنفذ'), num: true },
          { label: p('This certificate', 'هذا المستخلص'), num: true },
          { label: p(`Amount (${sar.en})`, `المبلغ (${sar.ar})`), num: true },
        ],
        rows: [
          [p('Excavation', 'الحفر'), p('m³', 'م³'), '12,500', '12,500', '0', '0.00'],
          [p('Reinforced concrete', 'الخرسانة المسلحة'), p('m³', 'م³'), '4,800', '3,120', '410', money(492000)],
          [p('Blockwork', 'أعمال البلوك'), p('m²', 'م²'), '9,600', '2,880', '1,150', money(103500)],
          [p('Waterproofing', 'العزل المائي'), p('m²', 'م²'), '3,200', '640', '640', money(57600)],
          [p('Retention 10%', 'المحتجزات 10%'), '', '', '', '', `−${money(65310)}`],
        ],
        total: [p('Net due', 'الصافي المستحق'), '', '', '', '', money(587790)],
      },
      {
        kind: 'fields',
        items: [
          [p('Period', 'الفترة'), `${gregorian('2026-10-01')} – ${gregorian('2026-10-31')}`],
          [p('Consultant review due', 'موعد رد الاستشاري'), gregorian('2026-11-19')],
          [p('Retention to date', 'المحتجزات حتى الآن'), sarAmount(418900, l)],
        ],
      },
    ],
  };
}
