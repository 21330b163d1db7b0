/**
 * /construction's second screen (review 19 EN #3: a module only this sector has): the company's
 * sites against their budgets, so a finance director sees which one eats its budget. Each site a
 * row: its actual cost and its commitments as one bar on its own budget (the shaded track, 100 %),
 * the work completed as a marker on it, the share used at the end. P-014 is progress-billing's
 * office building (the hero's screen on the same page).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { ScreenSpec } from '../../kit/types.ts';
import { count, pick, sar } from '../../sample.ts';
import { projectsApp } from './projects-app.ts';

export function siteBudgets(l: Locale): ScreenSpec {
  const p = <T>(en: T, ar: T) => pick(l, en, ar);
  /** Project, site, phase, budget, actual, committed (SAR), work completed (%). */
  const sites: Array<[string, string, string, number, number, number, number]> = [
    ['P-014', p('Office building, Jeddah', 'مبنى إداري، جدة'), p('Structure', 'الهيكل الإنشائي'), 14440000, 6887150, 3188000, 46],
    ['P-017', p('Villa compound, Riyadh', 'مجمع فلل، الرياض'), p('Phase 2', 'المرحلة الثانية'), 22600000, 13100000, 5200000, 58],
    ['P-011', p('Warehouse, Dammam', 'مستودع، الدمام'), p('Finishing', 'التشطيبات'), 7200000, 6600000, 1300000, 88],
    ['P-019', p('School building, Qassim', 'مبنى مدرسي، القصيم'), p('Foundations', 'الأساسات'), 9800000, 2300000, 1900000, 31],
    ['P-021', p('Access road, Riyadh', 'طريق خدمة، الرياض'), p('Earthworks', 'الأعمال الترابية'), 12500000, 1100000, 1900000, 12],
  ];
  const used = (budget: number, actual: number, committed: number) => Math.round(((actual + committed) / budget) * 100);
  // A site is marked where its cost runs ahead of its work by more than 20 points, red past its budget.
  const tone = (pct: number, done: number) => (pct > 100 ? 'bad:' : pct - done > 20 ? 'warn:' : '');
  const unit = 25;
  const total = (i: 3 | 4 | 5) => sites.reduce((sum, site) => sum + site[i], 0);
  const spent = total(4) + total(5);
  return {
    ...projectsApp(l),
    active: 1,
    breadcrumb: p('Projects › All sites › 26/11/2026', 'المشاريع › كل المواقع › 26/11/2026'),
    title: p('Sites against budget', 'المواقع مقابل الموازنة'),
    actions: p(['By cost type', 'Export'], ['حسب بند التكلفة', 'تصدير']),
    blocks: [
      {
        kind: 'kpis',
        items: [
          { label: p(`Budget, 5 sites (${sar.en})`, `موازنة 5 مواقع (${sar.ar})`), value: count(total(3)) },
          {
            label: p('Actual and committed', 'الفعلي والملتزم به'),
            value: count(spent),
            note: p(`${Math.round((spent / total(3)) * 100)}% of budget`, `${Math.round((spent / total(3)) * 100)}% من الموازنة`),
          },
          {
            label: p('Cost ahead of work', 'تكلفة تسبق الإنجاز'),
            value: p('3 sites', '3 مواقع'),
            note: p('P-011 over budget', 'P-011 تجاوز الموازنة'),
            tone: 'bad',
          },
        ],
      },
      {
        kind: 'lanes',
        head: p('Site', 'الموقع'),
        labelWidth: p(150, 136),
        phoneLabelWidth: 100,
        edges: true,
        ticks: ['0', '25%', '50%', '75%', '100%', '125%'].map((label) => ({ label, mark: label === '100%' })),
        tall: true,
        line: 100 / unit,
        valueHead: p('Used', 'المستهلك'),
        legend: [
          ['info', p('Actual cost', 'التكلفة الفعلية')],
          ['plain', p('Committed', 'الملتزم به')],
          ['point', p('Work completed', 'نسبة الإنجاز')],
          ['line', p('Budget', 'الموازنة')],
        ],
        rows: sites.map(([code, site, phase, budget, actual, committed, done]) => {
          const a = (actual / budget) * 100;
          const c = (committed / budget) * 100;
          const pct = used(budget, actual, committed);
          return {
            label: site,
            sub: `${code} · ${phase}`,
            track: 100 / unit,
            bars: [
              { from: 0, to: a / unit, tone: a > 100 ? 'bad' : 'info' },
              { from: a / unit, to: (a + c) / unit, tone: a + c > 100 ? 'bad' : 'plain' },
              { from: done / unit, tone: 'warn' },
            ],
            value: `${tone(pct, done)}${pct}%`,
          };
        }),
      },
    ],
  };
}
