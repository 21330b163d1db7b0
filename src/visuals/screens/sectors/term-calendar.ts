/**
 * /school's second screen (review 19 EN #3: a module only this sector has): the academic year's
 * term calendar, August 2026 to June 2027, a month a column (right to left in Arabic): the three
 * terms, each term's tuition installment due on every student's account, the tax invoices issued
 * as it begins, exams and holidays, today (26 November, the break after term 1) marked. The
 * installments and their dates are student-fees' (the page's hero): 30/08 and 06/12.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { LaneBar, LanesBlock, ScreenSpec, Tone } from '../../kit/types.ts';
import { count, pick, sar } from '../../sample.ts';
import { schoolApp } from './school-app.ts';

/** Months from 1 August 2026 (the scale's 0), a day a fraction of its month. */
function at(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = (y - 2026) * 12 + (m - 8);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return month + (d - 1) / days;
}

const span = (from: string, to: string, tone: Tone | 'plain', text?: string): LaneBar => ({
  from: at(from),
  to: at(to) + 0.03,
  tone,
  text,
});
const point = (day: string, tone: Tone | 'plain', text?: string): LaneBar => ({ from: at(day), tone, text });

/** The rows: the terms, the installments, the invoices, the reminders, exams, holidays and report cards. */
function termRows(l: Locale): LanesBlock['rows'] {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  return [
    {
      label: p('Terms', 'الفصول'),
      bars: [
        span('2026-08-23', '2026-11-19', 'info', p('Term 1', 'الفصل الأول')),
        span('2026-11-29', '2027-03-04', 'info', p('Term 2', 'الفصل الثاني')),
        span('2027-03-14', '2027-06-10', 'info', p('Term 3', 'الفصل الثالث')),
      ],
    },
    {
      label: p('Installments', 'أقساط الرسوم'),
      sub: p(`${sar.en} 9,000 each`, `9,000 ${sar.ar} للفصل`),
      bars: [point('2026-08-30', 'ok', '30/08'), point('2026-12-06', 'warn', '06/12'), point('2027-03-21', 'plain', '21/03')],
    },
    {
      label: p('Tax invoices', 'الفواتير الضريبية'),
      sub: p('one per student', 'فاتورة لكل طالب'),
      bars: [point('2026-08-23', 'info', count(1186)), point('2026-11-29', 'plain', count(1179)), point('2027-03-14', 'plain')],
    },
    {
      label: p('SMS reminders', 'تذكير بالرسائل'),
      sub: p('a week before', 'قبلها بأسبوع'),
      bars: [point('2026-08-23', 'info'), point('2026-11-29', 'plain'), point('2027-03-14', 'plain')],
    },
    {
      label: p('Exams', 'الاختبارات'),
      bars: [span('2026-11-08', '2026-11-18', 'warn'), span('2027-02-21', '2027-03-03', 'warn'), span('2027-05-27', '2027-06-08', 'warn')],
    },
    {
      label: p('Holidays', 'الإجازات'),
      bars: [
        span('2026-09-23', '2026-09-23', 'ok'),
        span('2026-11-20', '2026-11-28', 'ok'),
        span('2027-02-22', '2027-02-22', 'ok'),
        span('2027-03-05', '2027-03-13', 'ok'),
        span('2027-05-13', '2027-05-20', 'ok'),
      ],
    },
    {
      label: p('Report cards', 'الشهادات'),
      sub: p('to parents', 'إلى أولياء الأمور'),
      bars: [point('2026-11-26', 'info'), point('2027-03-11', 'plain'), point('2027-06-17', 'plain')],
    },
  ];
}

export function termCalendar(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  const months = p(
    ['Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    ['أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر', 'يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو'],
  );
  return {
    ...schoolApp(l),
    active: 4,
    breadcrumb: p('Timetables › Academic calendar › 2026–2027', 'الجداول › التقويم الدراسي › 2026–2027'),
    title: p('Academic year 2026–2027', 'العام الدراسي 2026–2027'),
    actions: p(['Print', 'Publish to parents'], ['طباعة', 'نشر لأولياء الأمور']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p('Term 1', 'الفصل الأول'), value: '23/08 – 19/11', note: p('Fees collected 97%', 'حُصِّل 97% من الرسوم'), tone: 'ok' },
          {
            label: p('Term 2', 'الفصل الثاني'),
            value: '29/11 – 04/03',
            note: p('Installment due 06/12', 'القسط مستحق في 06/12'),
            tone: 'warn',
          },
          { label: p('Term 3', 'الفصل الثالث'), value: '14/03 – 10/06', note: p('Invoices issued 14/03', 'تصدر الفواتير في 14/03') },
        ],
      },
      {
        kind: 'lanes',
        head: p('2026–2027', '2026–2027'),
        labelWidth: p(112, 88),
        ticks: months.map((label) => ({ label })),
        line: at('2026-11-26') + 0.5 / 30,
        phoneTicks: [0, 5],
        legend: [
          ['info', p('Term', 'فصل دراسي')],
          ['warn', p('Exams', 'اختبارات')],
          ['ok', p('Holiday', 'إجازة')],
        ],
        rows: termRows(l),
      },
    ],
  };
}
