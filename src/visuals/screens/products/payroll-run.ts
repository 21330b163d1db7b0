import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { money, pick, sar } from '../../sample.ts';

export function payrollRun(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const staff: Array<[string, string, number, number, number, number]> = [
    ['E-1024', p('Accountant', 'محاسب'), 9500, 2850, 0, 855],
    ['E-1031', p('Sales supervisor', 'مشرف مبيعات'), 11000, 3300, 1250, 990],
    ['E-1046', p('Storekeeper', 'أمين مستودع'), 6200, 1860, 420, 558],
    ['E-1052', p('Driver', 'سائق'), 4800, 1440, 610, 0],
    ['E-1067', p('HR officer', 'أخصائي موارد بشرية'), 8700, 2610, 0, 783],
    ['E-1073', p('Salesperson', 'مندوب مبيعات'), 5600, 1680, 1980, 504],
    ['E-1081', p('Cashier', 'أمين صندوق'), 5200, 1560, 0, 468],
    ['E-1088', p('Warehouse worker', 'عامل مستودع'), 4200, 1260, 880, 0],
    ['E-1094', p('IT support', 'دعم تقني'), 7800, 2340, 300, 702],
  ];
  const net = (r: (typeof staff)[number]) => r[2] + r[3] + r[4] - r[5];
  return {
    ...productFrame('hr', 'wages-and-salaries', l),
    breadcrumb: crumbs('hr', 'wages-and-salaries', l, p('Runs', 'مسيّرات الرواتب'), p('November 2026', 'نوفمبر 2026')),
    title: p('Payroll run – November 2026', 'مسيّر رواتب نوفمبر 2026'),
    status: { label: p('Ready to post', 'جاهز للترحيل'), tone: 'info' },
    actions: p(['Bank file (WPS)', 'Post to ledger'], ['ملف البنك (حماية الأجور)', 'ترحيل إلى الحسابات']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Employees', 'الموظفون'), value: '148' },
          { label: p(`Gross pay (${sar.en})`, `إجمالي الاستحقاقات (${sar.ar})`), value: '1,284,300' },
          { label: p(`GOSI (${sar.en})`, `التأمينات الاجتماعية (${sar.ar})`), value: '92,610' },
          {
            label: p('Attendance imported', 'استُورد الحضور'),
            value: '100%',
            note: p('3 absences deducted', 'خُصمت 3 أيام غياب'),
            tone: 'ok',
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Employee', 'الموظف') },
          { label: p('Job', 'الوظيفة') },
          { label: p('Basic', 'الأساسي'), num: true },
          { label: p('Housing', 'بدل السكن'), num: true },
          { label: p('Overtime', 'العمل الإضافي'), num: true },
          { label: p('GOSI', 'التأمينات'), num: true },
          { label: p('Net pay', 'صافي الراتب'), num: true },
        ],
        rows: staff.map((r) => [r[0], r[1], money(r[2]), money(r[3]), r[4] ? money(r[4]) : '—', r[5] ? money(r[5]) : '—', money(net(r))]),
        selected: 1,
        phone: [0, 1, 6],
      },
    ],
  };
}
