/** Human Resources: one employee's record, and the personnel documents that expire. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, hijri, money, pick, sar, sarAmount } from '../../sample.ts';

export function employeeFile(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...productFrame('hr', 'personnel', l),
    breadcrumb: crumbs('hr', 'personnel', l, p('Employees', 'الموظفون'), 'E-1031'),
    title: p('Employee E-1031 · Sales supervisor', 'الموظف E-1031 · مشرف مبيعات'),
    status: { label: p('Active', 'على رأس العمل'), tone: 'ok' },
    actions: p(['Documents', 'Edit'], ['المستندات', 'تعديل']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Department', 'الإدارة'), p('Sales, Riyadh branch', 'المبيعات، فرع الرياض')],
          [p('Joined', 'تاريخ التعيين'), gregorian('2019-03-10')],
          [p('Contract', 'العقد'), p('Indefinite term', 'غير محدد المدة')],
          [p('Basic salary', 'الراتب الأساسي'), sarAmount(11000, l)],
          [p('Cost center', 'مركز التكلفة'), p('Riyadh branch', 'فرع الرياض')],
          [p('Manager', 'المدير المباشر'), 'E-1002'],
        ],
      },
      {
        kind: 'kpis',
        items: [
          { label: p('Annual leave balance', 'رصيد الإجازة السنوية'), value: p('18.5 days', '18.5 يومًا') },
          { label: p('Attendance this month', 'الحضور هذا الشهر'), value: '98%', note: p('1 late arrival', 'تأخير واحد'), tone: 'ok' },
          { label: p(`End of service to date (${sar.en})`, `مكافأة نهاية الخدمة حتى اليوم (${sar.ar})`), value: money(41250) },
        ],
      },
      {
        kind: 'table',
        columns: [{ label: p('Record', 'السجل') }, { label: p('Latest', 'آخر حركة') }, { label: p('Date', 'التاريخ') }],
        rows: [
          [p('Payroll', 'الأجور والرواتب'), p('ok:November paid', 'ok:صُرف راتب نوفمبر'), gregorian('2026-11-27')],
          [p('Attendance', 'الحضور والانصراف'), p('Short leave (hourly), 2 h', 'استئذان بالساعة، ساعتان'), gregorian('2026-11-18')],
          [p('Leave', 'الإجازات'), p('Annual leave, 5 days', 'إجازة سنوية، 5 أيام'), gregorian('2026-08-02')],
          [p('Training', 'التدريب'), p('Negotiation skills', 'مهارات التفاوض'), gregorian('2026-06-14')],
          [p('Residence permit', 'الإقامة'), p('warn:Renew by', 'warn:التجديد قبل'), hijri('2027-01-20', l)],
        ],
      },
    ],
  };
}

export function staffDocuments(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const documents: Array<[string, string, string, string, string]> = [
    ['E-1046', p('Storekeeper', 'أمين مستودع'), p('Residence permit', 'الإقامة'), '2026-12-04', p('bad:11 days', 'bad:11 يومًا')],
    ['E-1052', p('Driver', 'سائق'), p('Driving license', 'رخصة القيادة'), '2026-12-19', p('warn:26 days', 'warn:26 يومًا')],
    ['E-1031', p('Sales supervisor', 'مشرف مبيعات'), p('Residence permit', 'الإقامة'), '2027-01-20', p('warn:58 days', 'warn:58 يومًا')],
    ['E-1088', p('Warehouse worker', 'عامل مستودع'), p('Passport', 'جواز السفر'), '2027-02-11', p('info:80 days', 'info:80 يومًا')],
    ['E-1073', p('Salesperson', 'مندوب مبيعات'), p('Medical insurance', 'التأمين الطبي'), '2027-02-28', p('info:97 days', 'info:97 يومًا')],
    ['E-1094', p('IT support', 'دعم تقني'), p('Employment contract', 'عقد العمل'), '2027-03-31', p('info:128 days', 'info:128 يومًا')],
    ['E-1024', p('Accountant', 'محاسب'), p('Professional license', 'الترخيص المهني'), '2027-04-15', p('ok:143 days', 'ok:143 يومًا')],
    ['E-1081', p('Cashier', 'أمين صندوق'), p('Health certificate', 'الشهادة الصحية'), '2027-04-22', p('ok:150 days', 'ok:150 يومًا')],
  ];
  return {
    ...productFrame('hr', 'personnel', l),
    breadcrumb: crumbs('hr', 'personnel', l, p('Documents', 'المستندات'), p('Expiring in 150 days', 'تنتهي خلال 150 يومًا')),
    title: p('Documents due for renewal', 'مستندات مستحقة التجديد'),
    actions: p(['Notify employees', 'Start renewal'], ['إشعار الموظفين', 'بدء التجديد']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Employees', 'الموظفون'), value: '148', note: p('6 nationalities', '6 جنسيات') },
          { label: p('Expiring in 30 days', 'تنتهي خلال 30 يومًا'), value: '2', tone: 'bad', note: p('renewal started', 'بدأ التجديد') },
          {
            label: p('Expiring in 31–150 days', 'تنتهي خلال 31–150 يومًا'),
            value: '6',
            tone: 'warn',
            note: p('reminders scheduled', 'تذكيرات مجدولة'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Employee', 'الموظف') },
          { label: p('Job', 'الوظيفة') },
          { label: p('Document', 'المستند') },
          { label: p('Expires', 'ينتهي') },
          { label: p('Left', 'المتبقي') },
        ],
        rows: documents.map(([code, job, doc, date, left]) => [code, job, doc, gregorian(date), left]),
        selected: 0,
        phone: [1, 2, 4],
      },
    ],
  };
}
