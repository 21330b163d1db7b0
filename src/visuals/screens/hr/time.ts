/** Human Resources: a day's attendance from the devices, and a leave request made through self-service. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, pick } from '../../sample.ts';

export function attendanceDay(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const rows: Array<[string, string, string, string, string]> = [
    ['E-1024', p('Accountant', 'محاسب'), '07:56', '16:02', p('ok:On time', 'ok:في الموعد')],
    ['E-1031', p('Sales supervisor', 'مشرف مبيعات'), '08:21', '17:40', p('warn:Late 21 min', 'warn:تأخير 21 دقيقةً')],
    ['E-1046', p('Storekeeper', 'أمين مستودع'), '06:58', '15:05', p('ok:On time', 'ok:في الموعد')],
    ['E-1052', p('Driver', 'سائق'), '06:45', '18:30', p('info:Overtime 2.5 h', 'info:عمل إضافي 2.5 ساعة')],
    ['E-1067', p('HR officer', 'أخصائي موارد بشرية'), '07:59', '13:00', p('info:Short leave (hourly)', 'info:استئذان بالساعة')],
    ['E-1073', p('Salesperson', 'مندوب مبيعات'), '—', '—', p('bad:Absent', 'bad:غائب')],
    ['E-1081', p('Cashier', 'أمين صندوق'), '13:54', '22:03', p('ok:Evening shift', 'ok:الوردية المسائية')],
    ['E-1088', p('Warehouse worker', 'عامل مستودع'), '07:02', '—', p('warn:No check-out', 'warn:لا بصمة انصراف')],
  ];
  return {
    ...productFrame('hr', 'attendance-system', l),
    breadcrumb: crumbs('hr', 'attendance-system', l, p('Daily log', 'السجل اليومي'), gregorian('2026-11-23')),
    title: p('Attendance – 23/11/2026', 'الحضور والانصراف – 23/11/2026'),
    status: { label: p('Imported from 6 devices', 'مستورد من 6 أجهزة'), tone: 'ok' },
    actions: p(['Exceptions', 'Send to payroll'], ['الاستثناءات', 'إرسال إلى الرواتب']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Present', 'الحاضرون'), value: '141 / 148' },
          { label: p('Late arrivals', 'حالات التأخير'), value: '4', tone: 'warn', note: p('deducted per policy', 'تُخصم حسب اللائحة') },
          {
            label: p('Overtime today', 'العمل الإضافي اليوم'),
            value: p('19.5 h', '19.5 ساعة'),
            tone: 'info',
            note: p('approved by managers', 'باعتماد المديرين'),
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Employee', 'الموظف') },
          { label: p('Job', 'الوظيفة') },
          { label: p('In', 'الحضور'), num: true },
          { label: p('Out', 'الانصراف'), num: true },
          { label: p('Result', 'النتيجة') },
        ],
        rows,
        selected: 1,
        phone: [1, 2, 4],
      },
    ],
  };
}

export function leaveRequest(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return {
    ...productFrame('hr', 'self-service', l),
    breadcrumb: crumbs('hr', 'self-service', l, p('My requests', 'طلباتي'), 'LR-2026-0932'),
    title: p('Leave request LR-2026-0932', 'طلب إجازة LR-2026-0932'),
    status: { label: p('Step 2 of 3', 'المرحلة 2 من 3'), tone: 'info' },
    actions: p(['Reject', 'Approve'], ['رفض', 'اعتماد']),
    blocks: [
      {
        kind: 'fields',
        items: [
          [p('Employee', 'الموظف'), p('E-1073 · Salesperson', 'E-1073 · مندوب مبيعات')],
          [p('Leave type', 'نوع الإجازة'), p('Annual leave', 'إجازة سنوية')],
          [p('Days', 'المدة'), p('6 working days', '6 أيام عمل')],
          [p('From', 'من'), gregorian('2026-12-14')],
          [p('To', 'إلى'), gregorian('2026-12-21')],
          [p('Balance after', 'الرصيد بعد الإجازة'), p('12 days', '12 يومًا')],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Approval workflow', 'مسار الاعتماد') },
          { label: p('By', 'بواسطة') },
          { label: p('When', 'الوقت') },
          { label: p('Result', 'النتيجة') },
        ],
        rows: [
          [p('Sent from the phone', 'أُرسل الطلب من الجوال'), 'E-1073', `${gregorian('2026-11-22')} 09:14`, p('ok:Sent', 'ok:أُرسل')],
          [p('Direct manager', 'المدير المباشر'), 'E-1031', `${gregorian('2026-11-22')} 11:40`, p('ok:Approved', 'ok:اعتُمد')],
          [p('Human resources', 'الموارد البشرية'), 'E-1067', '—', p('warn:Waiting', 'warn:بانتظار الاعتماد')],
          [p('Replacement on duty', 'البديل أثناء الإجازة'), 'E-1079', '—', p('info:Notified', 'info:أُرسل الإشعار')],
          [p('Payroll', 'الأجور والرواتب'), p('Automatic', 'تلقائي'), '—', p('info:Leave pay in December', 'info:أجر الإجازة في ديسمبر')],
          [
            p('Exit and re-entry visa', 'تأشيرة الخروج والعودة'),
            p('Government relations', 'العلاقات الحكومية'),
            '—',
            p('info:Not needed', 'info:غير مطلوبة'),
          ],
          [p('Calendar and attendance', 'التقويم والحضور'), p('Automatic', 'تلقائي'), '—', p('info:Blocked out', 'info:محجوزة')],
        ],
        selected: 2,
        phone: [0, 3],
      },
    ],
  };
}
