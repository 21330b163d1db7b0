/** Human Resources: the training plan, its courses, seats and cost against budget. */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { crumbs, productFrame } from '../../modules.ts';
import { gregorian, money, pick, sar } from '../../sample.ts';

export function trainingPlan(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const courses: Array<[string, string, string, number, number, string]> = [
    ['TR-26-14', p('Forklift safety', 'السلامة في تشغيل الرافعات'), '2026-11-30', 12, 4800, p('ok:Confirmed', 'ok:مؤكد')],
    ['TR-26-15', p('E-invoicing for accountants', 'الفوترة الإلكترونية للمحاسبين'), '2026-12-03', 6, 7200, p('ok:Confirmed', 'ok:مؤكد')],
    ['TR-26-16', p('Customer service basics', 'أساسيات خدمة العملاء'), '2026-12-08', 18, 9000, p('warn:3 seats left', 'warn:بقي 3 مقاعد')],
    ['TR-26-17', p('First aid', 'الإسعافات الأولية'), '2026-12-10', 15, 3750, p('ok:Confirmed', 'ok:مؤكد')],
    ['TR-26-18', p('Negotiation skills', 'مهارات التفاوض'), '2026-12-15', 8, 12400, p('info:Awaiting trainer', 'info:بانتظار المدرب')],
    ['TR-26-19', p('Excel for supervisors', 'Excel للمشرفين'), '2026-12-17', 10, 5500, p('ok:Confirmed', 'ok:مؤكد')],
  ];
  const cost = courses.reduce((s, c) => s + c[4], 0);
  return {
    ...productFrame('hr', 'employees-training', l),
    breadcrumb: crumbs('hr', 'employees-training', l, p('Plan 2026', 'خطة 2026'), p('Q4', 'الربع الرابع')),
    title: p('Training plan – fourth quarter', 'خطة التدريب – الربع الرابع'),
    actions: p(['Evaluations', 'Add course'], ['التقييمات', 'إضافة دورة']),
    blocks: [
      {
        kind: 'columns',
        phone: 0,
        blocks: [
          {
            kind: 'progress',
            title: p('Training hours by department', 'ساعات التدريب حسب الإدارة'),
            items: [
              { label: p('Sales', 'المبيعات'), pct: 86, value: '86%' },
              { label: p('Warehouses', 'المستودعات'), pct: 72, value: '72%' },
              { label: p('Finance', 'المالية'), pct: 64, value: '64%' },
            ],
          },
          {
            kind: 'kpis',
            items: [
              {
                label: p(`Spent in 2026 (${sar.en})`, `المنصرف في 2026 (${sar.ar})`),
                value: money(142650),
                note: p('of 180,000.00 budget', 'من موازنة 180,000.00'),
                tone: 'ok',
              },
            ],
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Course', 'الدورة') },
          { label: p('Title', 'العنوان') },
          { label: p('Starts', 'البداية') },
          { label: p('Seats', 'المقاعد'), num: true },
          { label: p(`Cost (${sar.en})`, `التكلفة (${sar.ar})`), num: true },
          { label: p('Status', 'الحالة') },
        ],
        rows: courses.map(([code, title, start, seats, amount, status]) => [
          code,
          title,
          gregorian(start),
          String(seats),
          money(amount),
          status,
        ]),
        total: ['', p('Quarter total', 'إجمالي الربع'), '', String(courses.reduce((s, c) => s + c[3], 0)), money(cost), ''],
        selected: 2,
        phone: [1, 4, 5],
      },
    ],
  };
}
