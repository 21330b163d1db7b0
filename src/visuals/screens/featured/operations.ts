/**
 * Featured Systems' sections for maintenance and transportation: the month's preventive visits
 * and the fleet's documents, each its own screen, not the sector page's hero (decision 0065).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { arabicCount, gregorian, money, pick, sar } from '../../sample.ts';
import { maintenanceApp } from '../sectors/maintenance-app.ts';
import { transportApp } from '../sectors/transport-app.ts';

/** The contracts' preventive visits due in December, chiller CH-02's maintenance company. */
export function preventivePlan(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const assigned = p('info:Assigned', 'info:مُسنَدة');
  const reserved = p('ok:Parts reserved', 'ok:القطع محجوزة');
  const visits: Array<[string, string, string, string, string]> = [
    [p('Chiller CH-03 · Tower B', 'مبرد CH-03 · البرج ب'), 'MC-118', '2026-12-02', 'T-07', reserved],
    [p('Lift L-01 · Sample Mall', 'مصعد L-01 · مجمع المثال'), 'MC-124', '2026-12-03', 'T-11', reserved],
    [p('Generator G-05 · Warehouse 4', 'مولد G-05 · المستودع 4'), 'MC-131', '2026-12-07', 'T-04', assigned],
    [p('Fire pumps FP-1 · Tower A', 'مضخات الحريق FP-1 · البرج أ'), 'MC-118', '2026-12-09', 'T-07', assigned],
    [
      p('Air handler AHU-12 · Clinic 2', 'وحدة مناولة الهواء AHU-12 · العيادة 2'),
      'MC-140',
      '2026-12-14',
      '—',
      p('warn:No technician', 'warn:بلا فني'),
    ],
    [p('Cold room CR-2 · Branch 3', 'غرفة التبريد CR-2 · الفرع 3'), 'MC-152', '2026-12-16', 'T-09', assigned],
    [p('Truck TR-23 · 60,000 km service', 'شاحنة TR-23 · صيانة 60,000 كم'), 'MC-118', '2026-12-21', 'T-07', assigned],
    [p('Escalator E-02 · Sample Mall', 'سلم متحرك E-02 · مجمع المثال'), 'MC-124', '2026-12-23', 'T-11', assigned],
  ];
  return {
    ...maintenanceApp(l),
    active: 0,
    breadcrumb: p('Maintenance › Preventive plans › December 2026', 'الصيانة › خطط الصيانة الوقائية › ديسمبر 2026'),
    title: p('December visits', 'زيارات ديسمبر'),
    status: { label: p('18 visits planned', `${arabicCount(18, { few: 'زيارات', many: 'زيارةً', other: 'زيارة' })} مخطَّطة`), tone: 'info' },
    actions: p(['Assign technicians', 'Create work orders'], ['توزيع الفنيين', 'إنشاء أوامر العمل']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Contracts covered', 'العقود المشمولة'), value: '42' },
          {
            label: p('Visits this month', 'زيارات الشهر'),
            value: '18',
            note: p('1 without a technician', 'زيارة واحدة بلا فني'),
            tone: 'warn',
          },
          { label: p(`Parts reserved (${sar.en})`, `القطع المحجوزة (${sar.ar})`), value: money(6840) },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Asset', 'الأصل') },
          { label: p('Contract', 'العقد') },
          { label: p('Date', 'التاريخ') },
          { label: p('Technician', 'الفني') },
          { label: p('Status', 'الحالة') },
        ],
        rows: visits.map(([asset, contract, date, tech, status]) => [asset, contract, gregorian(date), tech, status]),
        selected: 4,
        phone: [0, 2, 4],
      },
    ],
  };
}

/** The carrier's trucks whose documents run out first, with the days left. */
export function fleetDocuments(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const card = p('Operating permit', 'تصريح التشغيل');
  const insurance = p('Insurance', 'التأمين');
  const days = (n: number) => `${n <= 30 ? 'warn' : 'ok'}:${p(`${n} days`, arabicCount(n, { few: 'أيام', many: 'يومًا', other: 'يوم' }))}`;
  const documents: Array<[string, string, string, number]> = [
    ['TR-23', card, '2026-12-04', 7],
    ['TR-31', insurance, '2026-12-11', 14],
    ['TR-08', p('Registration', 'رخصة السير'), '2026-12-19', 22],
    ['TR-14', p('Periodic inspection', 'الفحص الدوري'), '2027-01-15', 49],
    ['TR-40', insurance, '2027-02-01', 66],
    ['TR-17', card, '2027-03-10', 103],
    ['TR-05', insurance, '2027-03-22', 115],
    ['TR-29', p('Registration', 'رخصة السير'), '2027-04-02', 126],
  ];
  return {
    ...transportApp(l),
    active: 2,
    breadcrumb: p('Transportation › Fleet › Documents', 'النقل › الأسطول › الوثائق'),
    title: p('Fleet documents', 'وثائق الأسطول'),
    status: { label: p('3 expire within 30 days', '3 وثائق تنتهي خلال 30 يومًا'), tone: 'warn' },
    actions: p(['Export', 'Renew'], ['تصدير', 'تجديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Trucks', 'الشاحنات'), value: '48' },
          { label: p('In service', 'في الخدمة'), value: '45', note: p('3 in the workshop', '3 في الورشة') },
          { label: p('Expiring in 30 days', 'تنتهي خلال 30 يومًا'), value: '3', tone: 'warn', note: p('renewal requested', 'طُلب تجديدها') },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Truck', 'الشاحنة') },
          { label: p('Document', 'الوثيقة') },
          { label: p('Expires', 'تاريخ الانتهاء') },
          { label: p('Days left', 'المتبقي') },
        ],
        rows: documents.map(([truck, doc, date, left]) => [truck, doc, gregorian(date), days(left)]),
        selected: 0,
        phone: [0, 1, 3],
      },
    ],
  };
}
