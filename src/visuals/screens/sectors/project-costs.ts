/**
 * /construction's second screen (decision 0060): one project's budget against commitments and
 * actual cost by cost type ("project reports show budget, commitments, actual cost and expected
 * margin side by side"), in whole riyals as a project report rounds them. The project and contract
 * value are progress-billing's (P-014).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { count, gregorian, pick, sar } from '../../sample.ts';
import { projectsApp } from './projects-app.ts';

export function projectCosts(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  /** Cost type, budget, committed, actual (SAR). */
  const lines: Array<[string, number, number, number]> = [
    [p('Materials', 'المواد'), 6120000, 1840000, 2905400],
    [p('Subcontractors', 'مقاولو الباطن'), 3480000, 1210000, 1496300],
    [p('Site labor', 'عمالة المواقع'), 2260000, 0, 1088750],
    [p('Equipment hours', 'ساعات المعدات'), 1150000, 96000, 612900],
    [p('Fuel', 'الوقود'), 310000, 0, 171600],
    [p('Site overheads', 'مصروفات الموقع'), 880000, 42000, 398200],
    [p('Design and permits', 'التصاميم والتراخيص'), 240000, 0, 214000],
  ];
  const used = (budget: number, committed: number, actual: number) => Math.round(((committed + actual) / budget) * 100);
  const total = (i: 1 | 2 | 3) => lines.reduce((sum, line) => sum + line[i], 0);
  return {
    ...projectsApp(l),
    active: 1,
    breadcrumb: p(
      `Projects › P-014 Office building › ${gregorian('2026-11-26')}`,
      `المشاريع › P-014 مبنى إداري › ${gregorian('2026-11-26')}`,
    ),
    title: p('Budget and actual cost · P-014', 'الموازنة والتكلفة الفعلية · P-014'),
    actions: p(['Cost detail', 'Export'], ['تفاصيل التكلفة', 'تصدير']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Contract value (${sar.en})`, `قيمة العقد (${sar.ar})`), value: '18,400,000' },
          { label: p('Work completed', 'نسبة الإنجاز'), value: '46%' },
          {
            label: p('Expected margin', 'الهامش المتوقع'),
            value: '17.4%',
            note: p('tender estimate 18.0%', 'تقدير المناقصة 18.0%'),
            tone: 'ok',
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: p('Cost type', 'بند التكلفة') },
          { label: p(`Budget (${sar.en})`, `الموازنة (${sar.ar})`), num: true },
          { label: p('Committed', 'الملتزم به'), num: true },
          { label: p('Actual', 'الفعلي'), num: true },
          { label: p('Used', 'المستهلك'), num: true },
        ],
        rows: lines.map(([type, budget, committed, actual]) => {
          const pct = used(budget, committed, actual);
          return [type, count(budget), count(committed), count(actual), pct > 75 ? `warn:${pct}%` : `${pct}%`];
        }),
        total: [p('Total', 'الإجمالي'), count(total(1)), count(total(2)), count(total(3)), `${used(total(1), total(2), total(3))}%`],
        phone: [0, 3, 4],
      },
    ],
  };
}
