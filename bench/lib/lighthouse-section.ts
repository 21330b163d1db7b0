/** `npm run bench`, section 2: Lighthouse medians per page and preset, checked against the budgets, misses explained. */
import { relative } from 'node:path';
import { floorPage, tbtLimit, type Budgets, type Limit } from '../../support/budgets.ts';
import { describeLimit, withMark, type Check, type CheckFigure } from './checks.ts';
import type { LhPageResult, Preset } from './lighthouse.ts';
import { heading, kB, ms, projectRoot, table, type Cell } from './util.ts';

export interface LighthouseSectionOptions {
  origin: string;
  paths: string[];
  unknownPaths: string[];
  presets: Preset[];
  runs: number;
  lhrDir: string;
  budgets: Budgets;
  checks: { check: CheckFigure; list: Check[] };
}

const score = (n: number) => String(Math.round(n));
const cls = (n: number) => n.toFixed(3);

function figuresRow(r: LhPageResult, budgets: Budgets, check: CheckFigure): Cell[] {
  const t = budgets.lighthouse[r.preset];
  const m = r.median;
  const c = (what: string, value: number | null, limit: Limit, fmt: (n: number) => string) => {
    const ok = check(`lighthouse ${r.preset}`, `${r.path} ${what}`, value, limit, fmt);
    return value === null ? '–' : withMark(fmt(value), ok);
  };
  return [
    r.path,
    r.preset,
    c('performance', m.performance, t.performance, score),
    c('accessibility', m.accessibility, t.accessibility, score),
    c('best practices', m.bestPractices, t.bestPractices, score),
    c('SEO', m.seo, t.seo, score),
    c('LCP (ms)', m.lcpMs, t.lcpMs, score),
    c('CLS', m.cls, t.cls, cls),
    c('TBT (ms)', m.tbtMs, tbtLimit(t, r.floor?.medianTbtMs), score),
    r.floor ? `${ms(r.floor.medianTbtMs)} (${r.floor.path})` : '–',
    ms(m.fcpMs),
    m.totalBytes === null ? '–' : kB(m.totalBytes),
    `${r.runs.filter((x) => !x.error).length}/${r.runs.length}`,
  ];
}

/** Why: the representative run of a page that misses something (decisions 0010, 0016, 0021 read these). */
function explain(r: LhPageResult, misses: Check[], origin: string): void {
  const d = r.diagnostics;
  if (!d) return;
  const foreign = [...new Set(r.runs.flatMap((x) => x.foreignHosts))];
  if (foreign.length) console.log(`  ! ${r.preset} ${r.path}: requests to other hosts: ${foreign.join(', ')}`);
  if (misses.length === 0 && d.failing.length === 0) return;
  const missed = misses.map((x) => x.what.slice(r.path.length + 1)).join(', ') || 'none';
  const lines = [`\n  ${r.preset} ${r.path} (run ${r.medianRun}; misses: ${missed})`];
  const line = (when: unknown, text: () => string) => {
    if (when) lines.push(`    ${text()}`);
  };
  const transfers = (t: Record<string, { count: number; transferSize: number }>, unit = ' kB') =>
    Object.entries(t)
      .map(([type, v]) => `${type} ${v.count}× ${kB(v.transferSize)}${unit}`)
      .join(', ');
  line(d.lcpElement, () => `LCP element: ${d.lcpElement}`);
  line(d.lcpBreakdown.length, () => `LCP breakdown (observed): ${d.lcpBreakdown.map((p) => `${p.part} ${p.ms} ms`).join(', ')}`);
  line(
    d.renderBlocking.length,
    () => `render-blocking: ${d.renderBlocking.map((x) => `${x.url.replace(origin, '')} (${x.bytes ?? '?'} B)`).join(', ')}`,
  );
  for (const s of d.savings) line(true, () => `${s.title}: ${s.displayValue ?? ''} ${JSON.stringify(s.metricSavings)}`);
  line(true, () => `transferred by type: ${transfers(d.byType)}`);
  line(d.observedLcpMs !== null, () => {
    const total = Object.values(d.beforeLcp).reduce((n, v) => n + v.transferSize, 0);
    return (
      `observed (unthrottled) FCP ${ms(d.observedFcpMs)} ms, LCP ${ms(d.observedLcpMs)} ms; requested before the observed LCP (what the simulated LCP must download): ` +
      `${kB(total)} kB — ${transfers(d.beforeLcp, '')}`
    );
  });
  line(d.fonts.length, () => `fonts: ${d.fonts.map((f) => `${f.url.replace('/_astro/', '')} ${kB(f.transferSize)} kB`).join(', ')}`);
  line(d.longTasks.length, () => `long tasks: ${d.longTasks.map((x) => `${x.url.replace(origin, '')} ${x.durationMs} ms`).join(', ')}`);
  line(d.clsCulprits.length, () => `layout shift: ${d.clsCulprits.join(' | ')}`);
  for (const f of d.failing) line(true, () => `✗ ${f.category}: ${f.title} (${f.id})${f.example ? ` — ${f.example}` : ''}`);
  line(d.runWarnings.length, () => `warnings: ${d.runWarnings.join(' | ')}`);
  console.log(lines.join('\n'));
}

export async function lighthouseSection(o: LighthouseSectionOptions): Promise<LhPageResult[]> {
  const { runLighthouse } = await import('./lighthouse.ts');
  const { budgets, checks } = o;
  console.log(
    heading(`Lighthouse (${o.presets.join(' + ')}, ${o.runs} run${o.runs > 1 ? 's' : ''} per page, medians; ${o.paths.length} pages)`),
  );
  if (o.unknownPaths.length) console.log(`  note: not among the 42 pages: ${o.unknownPaths.join(', ')}`);
  const results = await runLighthouse({
    origin: o.origin,
    paths: o.paths,
    presets: o.presets,
    runs: o.runs,
    lhrDir: o.lhrDir,
    floorFor: (path, preset) => floorPage(budgets.lighthouse[preset], path),
    onProgress: (m) => console.log('  ' + m),
  });
  const header: Cell[] = [
    'page',
    'preset',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'floor TBT',
    'FCP ms',
    'total kB',
    'runs ok',
  ];
  console.log('\n' + table([header, ...results.map((r) => figuresRow(r, budgets, checks.check))]));
  const t = budgets.lighthouse.mobile;
  console.log(
    `Targets: performance ${describeLimit(t.performance)}, a11y/bp/seo ${describeLimit(t.accessibility)}, LCP ${describeLimit(t.lcpMs)} ms, CLS ${describeLimit(t.cls, cls)}, mobile TBT ≤ the floor page's + ${t.tbtMsOverFloor?.max ?? '?'} ms (measured alternately in this run), desktop TBT ${describeLimit(budgets.lighthouse.desktop.tbtMs)} ms; medians.`,
  );
  for (const r of results) {
    const misses = checks.list.filter((c) => c.section === `lighthouse ${r.preset}` && c.what.startsWith(`${r.path} `) && c.ok === false);
    explain(r, misses, o.origin);
  }
  const errors = results.flatMap((r) => r.runs.filter((x) => x.error).map((x) => `${r.preset} ${r.path} run ${x.run}: ${x.error}`));
  if (errors.length) console.log(`\n  ! failed runs:\n    ${errors.join('\n    ')}`);
  console.log(`\n  representative LHR of each page: ${relative(projectRoot, o.lhrDir)}/`);
  return results;
}
