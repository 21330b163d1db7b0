/**
 * `npm run bench`: the measured figures of docs/performance.md, printed beside their targets
 * (bench/budgets.json) with ✓/✗, and written as JSON to bench/results/ (git-ignored).
 *
 *   1. bytes per page from the built output, all 42 pages (HTML, CSS, JS graph, inline script,
 *      fonts, images, first-screen requests);
 *   2. Lighthouse 13 (mobile and desktop presets, N runs, medians) against the real server;
 *   3. throughput of our server and of nginx on the same dist/, and the server's RSS.
 *
 *   npm run bench -- [--pages /,/ar,/FinancialSystems] [--runs 5] [--presets mobile,desktop]
 *                    [--skip-lighthouse] [--skip-throughput] [--skip-bytes]
 *                    [--connections 20] [--duration 10] [--warmup 3] [--rounds 1] [--nginx-workers 1]
 *                    [--dist dist] [--block '*.woff2']   (diagnostic: Chromium blocks these URLs)
 *                    [--cpu-slowdown 8]   (diagnostic: mobile runs with this CPU slowdown instead of 4×)
 *
 * The bench measures, it does not gate: misses are flagged and the exit code is 0; only a
 * crash (server does not start, no build, …) exits non-zero. Everything runs on 127.0.0.1.
 * The build is copied to a temporary snapshot first, so a concurrent `npm run build` cannot
 * change what is measured half-way.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeLimit, loadBudgets, mark, meets, floorPage, tbtLimit, withMark, type Check, type Limit } from './lib/budgets.ts';
import { Dist } from './lib/bytes.ts';
import { bytesSection } from './lib/bytes-section.ts';
import { throughputSection } from './lib/throughput-section.ts';
import { selectPages } from './lib/pages.ts';
import { heading, kB, ms, projectRoot, readRss, sleep, table, type Cell } from './lib/util.ts';
import type { LhPageResult, Preset } from './lib/lighthouse.ts';
import { startServer, type ServerProcess as RunningServer } from '../scripts/lib/server-process.ts';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    presets: { type: 'string', default: 'mobile,desktop' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
    'skip-bytes': { type: 'boolean', default: false },
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    'nginx-workers': { type: 'string', default: '1' },
    dist: { type: 'string', default: 'dist' },
    block: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(
    'npm run bench -- [--pages /,/ar,...] [--runs 5] [--presets mobile,desktop] [--skip-lighthouse] [--skip-throughput] [--skip-bytes] [--connections 20] [--duration 10] [--warmup 3] [--rounds 1] [--nginx-workers 1] [--dist dist] [--block *.woff2,...] [--cpu-slowdown 8]',
  );
  process.exit(0);
}

const budgets = loadBudgets();
const runs = Math.max(1, Math.min(20, Number(args.runs) || 3));
const presets = (args.presets ?? 'mobile')
  .split(',')
  .map((p) => p.trim())
  .filter((p): p is Preset => p === 'mobile' || p === 'desktop');
if (presets.length === 0) throw new Error('--presets: mobile and/or desktop');
const { pages: lhPages, unknown: unknownPages } = selectPages(args.pages);
const loadOptions = {
  connections: Number(args.connections ?? budgets.throughput.connections),
  durationS: Number(args.duration ?? budgets.throughput.durationS),
  warmupS: Number(args.warmup ?? budgets.throughput.warmupS),
};
const sourceDist = resolve(projectRoot, args.dist ?? 'dist');
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const resultsDir = join(projectRoot, 'bench/results');
const checks: Check[] = [];

function check(section: string, what: string, value: number | null, limit: Limit, format: (n: number) => string = String): boolean | null {
  const ok = meets(value, limit);
  checks.push({ section, what, value: value === null ? '–' : format(value), target: describeLimit(limit, format), ok });
  return ok;
}

function git(...gitArgs: string[]): string | null {
  try {
    return execFileSync('git', gitArgs, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Cleanup of what this process started, also on Ctrl-C.

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}
function forget(fn: () => Promise<void> | void) {
  const i = cleanups.indexOf(fn);
  if (i >= 0) cleanups.splice(i, 1);
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping what the bench started…`);
    void cleanup().then(() => process.exit(130));
  });
}

// 3. Throughput: bench/lib/throughput-section.ts

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

const lhFormat = {
  performance: (n: number) => String(Math.round(n)),
  score: (n: number) => String(Math.round(n)),
  ms: (n: number) => String(Math.round(n)),
  cls: (n: number) => n.toFixed(3),
};

async function lighthouseSection(server: RunningServer): Promise<LhPageResult[]> {
  const { runLighthouse } = await import('./lib/lighthouse.ts');
  const paths = lhPages.map((p) => p.path);
  console.log(heading(`Lighthouse (${presets.join(' + ')}, ${runs} run${runs > 1 ? 's' : ''} per page, medians; ${paths.length} pages)`));
  if (unknownPages.length) console.log(`  note: not among the 42 pages: ${unknownPages.join(', ')}`);
  const lhrDir = join(resultsDir, `lhr-${stamp}`);
  const blockedUrlPatterns = (args.block ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (blockedUrlPatterns.length)
    console.log(`  diagnostic run: Chromium blocks ${blockedUrlPatterns.join(', ')} (figures are a what-if, not the site as served)`);
  const cpuSlowdown = args['cpu-slowdown'] ? Number(args['cpu-slowdown']) : undefined;
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown must be a number ≥ 1, got ${args['cpu-slowdown']}`);
  if (cpuSlowdown !== undefined)
    console.log(`  diagnostic run: mobile with ${cpuSlowdown}× CPU slowdown instead of 4× (a slower phone; figures are a what-if)`);
  const floorFor = (path: string, preset: Preset) => floorPage(budgets.lighthouse[preset], path);
  const results = await runLighthouse({
    origin: server.url,
    paths,
    presets,
    runs,
    lhrDir,
    blockedUrlPatterns,
    cpuSlowdown,
    floorFor,
    onProgress: (m) => console.log('  ' + m),
  });

  const rows: Cell[][] = [
    ['page', 'preset', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'floor TBT', 'FCP ms', 'total kB', 'runs ok'],
  ];
  for (const r of results) {
    const t = budgets.lighthouse[r.preset];
    const m = r.median;
    const c = (what: string, value: number | null, limit: Limit, fmt: (n: number) => string) => {
      const ok = check(`lighthouse ${r.preset}`, `${r.path} ${what}`, value, limit, fmt);
      return value === null ? '–' : withMark(fmt(value), ok);
    };
    rows.push([
      r.path,
      r.preset,
      c('performance', m.performance, t.performance, lhFormat.score),
      c('accessibility', m.accessibility, t.accessibility, lhFormat.score),
      c('best practices', m.bestPractices, t.bestPractices, lhFormat.score),
      c('SEO', m.seo, t.seo, lhFormat.score),
      c('LCP (ms)', m.lcpMs, t.lcpMs, lhFormat.ms),
      c('CLS', m.cls, t.cls, lhFormat.cls),
      c('TBT (ms)', m.tbtMs, tbtLimit(t, r.floor?.medianTbtMs), lhFormat.ms),
      r.floor ? `${ms(r.floor.medianTbtMs)} (${r.floor.path})` : '–',
      ms(m.fcpMs),
      m.totalBytes === null ? '–' : kB(m.totalBytes),
      `${r.runs.filter((x) => !x.error).length}/${r.runs.length}`,
    ]);
  }
  console.log('\n' + table(rows));
  const t = budgets.lighthouse.mobile;
  console.log(
    `Targets: performance ${describeLimit(t.performance)}, a11y/bp/seo ${describeLimit(t.accessibility)}, LCP ${describeLimit(t.lcpMs)} ms, CLS ${describeLimit(t.cls, lhFormat.cls)}, mobile TBT ≤ the floor page's + ${t.tbtMsOverFloor?.max ?? '?'} ms (measured alternately in this run), desktop TBT ${describeLimit(budgets.lighthouse.desktop.tbtMs)} ms; medians.`,
  );

  // Why: the representative run of every page that misses something.
  for (const r of results) {
    const d = r.diagnostics;
    const misses = checks.filter((c) => c.section === `lighthouse ${r.preset}` && c.what.startsWith(`${r.path} `) && c.ok === false);
    if (!d) continue;
    const foreign = [...new Set(r.runs.flatMap((x) => x.foreignHosts))];
    if (foreign.length) console.log(`  ! ${r.preset} ${r.path}: requests to other hosts: ${foreign.join(', ')}`);
    if (misses.length === 0 && d.failing.length === 0) continue;
    console.log(
      `\n  ${r.preset} ${r.path} (run ${r.medianRun}; misses: ${misses.map((x) => x.what.slice(r.path.length + 1)).join(', ') || 'none'})`,
    );
    if (d.lcpElement) console.log(`    LCP element: ${d.lcpElement}`);
    if (d.lcpBreakdown.length) console.log(`    LCP breakdown (observed): ${d.lcpBreakdown.map((p) => `${p.part} ${p.ms} ms`).join(', ')}`);
    if (d.renderBlocking.length)
      console.log(
        `    render-blocking: ${d.renderBlocking.map((x) => `${x.url.replace(server.url, '')} (${x.bytes ?? '?'} B)`).join(', ')}`,
      );
    for (const s of d.savings) console.log(`    ${s.title}: ${s.displayValue ?? ''} ${JSON.stringify(s.metricSavings)}`);
    console.log(
      `    transferred by type: ${Object.entries(d.byType)
        .map(([type, v]) => `${type} ${v.count}× ${kB(v.transferSize)} kB`)
        .join(', ')}`,
    );
    if (d.observedLcpMs !== null) {
      const before = Object.entries(d.beforeLcp);
      const total = before.reduce((n, [, v]) => n + v.transferSize, 0);
      console.log(
        `    observed (unthrottled) FCP ${ms(d.observedFcpMs)} ms, LCP ${ms(d.observedLcpMs)} ms; requested before the observed LCP (what the simulated LCP must download): ` +
          `${kB(total)} kB — ${before.map(([type, v]) => `${type} ${v.count}× ${kB(v.transferSize)}`).join(', ')}`,
      );
    }
    if (d.fonts.length)
      console.log(`    fonts: ${d.fonts.map((f) => `${f.url.replace('/_astro/', '')} ${kB(f.transferSize)} kB`).join(', ')}`);
    if (d.longTasks.length)
      console.log(`    long tasks: ${d.longTasks.map((x) => `${x.url.replace(server.url, '')} ${x.durationMs} ms`).join(', ')}`);
    if (d.clsCulprits.length) console.log(`    layout shift: ${d.clsCulprits.join(' | ')}`);
    for (const f of d.failing) console.log(`    ✗ ${f.category}: ${f.title} (${f.id})${f.example ? ` — ${f.example}` : ''}`);
    if (d.runWarnings.length) console.log(`    warnings: ${d.runWarnings.join(' | ')}`);
  }
  const errors = results.flatMap((r) => r.runs.filter((x) => x.error).map((x) => `${r.preset} ${r.path} run ${x.run}: ${x.error}`));
  if (errors.length) console.log(`\n  ! failed runs:\n    ${errors.join('\n    ')}`);
  console.log(`\n  representative LHR of each page: ${relative(projectRoot, lhrDir)}/`);
  return results;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(join(sourceDist, 'index.html'))) throw new Error(`no build in ${sourceDist}: run npm run build first`);
  const buildTime = statSync(join(sourceDist, existsSync(join(sourceDist, '_csp.json')) ? '_csp.json' : 'index.html')).mtime;
  const meta = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    commit: git('rev-parse', '--short', 'HEAD'),
    dirtyFiles: (git('status', '--porcelain') ?? '').split('\n').filter(Boolean).length,
    buildTime: buildTime.toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    loadavg: loadavg(),
  };
  console.log(
    `bench ${meta.startedAt} · commit ${meta.commit}${meta.dirtyFiles ? ` (+${meta.dirtyFiles} uncommitted files)` : ''} · build ${meta.buildTime} · node ${meta.node} · ${meta.cpus} CPUs, load ${meta.loadavg.map((l) => l.toFixed(1)).join(' ')}`,
  );

  // Snapshot of the build: what is measured cannot change under the bench.
  const snapshot = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  cleanups.push(() => rmSync(snapshot, { recursive: true, force: true }));
  cpSync(sourceDist, snapshot, { recursive: true });
  chmodSync(snapshot, 0o755); // nginx workers (nobody) read it

  const output: Record<string, unknown> = { meta, budgets };
  if (!args['skip-bytes']) output['bytes'] = bytesSection(new Dist(snapshot), budgets, check);

  const needServer = !args['skip-lighthouse'] || !args['skip-throughput'];
  if (needServer) {
    const server = await startServer({ DIST_DIR: snapshot });
    cleanups.push(server.stop);
    const memory: Record<string, unknown> = { startMs: server.startMs };
    // RSS right after /readyz answers, then every 250 ms for 10 s: the start has a transient peak.
    const samples: Array<{ t: number; rssMB: number }> = [];
    for (let i = 0; i <= 40; i++) {
      const r = await readRss(server.pid);
      if (r) samples.push({ t: i * 0.25, rssMB: Math.round(r.rssMB) });
      await sleep(250);
    }
    const rssStart = await readRss(server.pid);
    memory['afterStart'] = rssStart;
    memory['startSamples'] = samples;
    const sampledMax = Math.max(...samples.map((x) => x.rssMB));
    console.log(heading('Server'));
    console.log(
      `  node server/main.ts on ${server.url} (temp DATA_DIR, embedded PGlite), ready in ${(server.startMs / 1000).toFixed(1)} s\n` +
        `  RSS at ready ${samples[0]?.rssMB} MB, max sampled in the next 10 s ${sampledMax} MB, after 10 s ${rssStart?.rssMB.toFixed(0)} MB; peak (VmHWM) so far ${rssStart?.peakMB.toFixed(0)} MB`,
    );
    if (!args['skip-throughput']) {
      output['throughput'] = await throughputSection(server, snapshot, {
        loadOptions,
        rounds: args.rounds,
        nginxWorkers: args['nginx-workers'],
        budgets,
        check,
        cleanups,
        forget,
      });
      const rss = await readRss(server.pid);
      memory['afterThroughput'] = rss;
      console.log(`\n  server RSS after the throughput run: ${rss?.rssMB.toFixed(0)} MB (peak ${rss?.peakMB.toFixed(0)} MB)`);
    }
    if (!args['skip-lighthouse']) {
      output['lighthouse'] = await lighthouseSection(server);
      const rss = await readRss(server.pid);
      memory['afterLighthouse'] = rss;
      console.log(`  server RSS after Lighthouse: ${rss?.rssMB.toFixed(0)} MB (peak ${rss?.peakMB.toFixed(0)} MB)`);
    }
    const m = budgets.memory.rssMB;
    const fmt = (n: number) => `${Math.round(n)} MB`;
    check('memory', 'server RSS 10 s after start', rssStart?.rssMB ?? null, m, fmt);
    const after = memory['afterThroughput'] as { rssMB: number; peakMB: number } | undefined;
    if (after) check('memory', 'server RSS after the throughput run', after.rssMB, m, fmt);
    const last = (memory['afterLighthouse'] ?? after ?? rssStart) as { rssMB: number; peakMB: number } | null;
    check('memory', 'server peak RSS (VmHWM) over the whole bench', last?.peakMB ?? null, m, fmt);
    output['memory'] = memory;
    await server.stop();
    forget(server.stop);
    const code = server.child.exitCode;
    if (code !== null && code !== 0) console.log(`  ! server exited with ${code} after SIGTERM`);
  }

  // Summary.
  console.log(heading('Budgets'));
  const sections = [...new Set(checks.map((c) => c.section))];
  const rows: Cell[][] = [['section', 'checked', 'met', 'missed', 'no figure']];
  for (const s of sections) {
    const list = checks.filter((c) => c.section === s);
    rows.push([
      s,
      list.length,
      list.filter((c) => c.ok === true).length,
      list.filter((c) => c.ok === false).length,
      list.filter((c) => c.ok === null).length,
    ]);
  }
  console.log(table(rows));
  const misses = checks.filter((c) => c.ok === false);
  if (misses.length) {
    console.log(`\nMisses (${misses.length}):`);
    for (const c of misses) console.log(`  ${mark(false)} [${c.section}] ${c.what}: ${c.value} (target ${c.target})`);
  } else console.log('\nAll checked figures meet their targets.');
  output['checks'] = checks;

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `bench-${stamp}.json`);
  writeFileSync(file, JSON.stringify(output, null, 2) + '\n');
  writeFileSync(join(resultsDir, 'latest.json'), JSON.stringify(output, null, 2) + '\n');
  console.log(`\nResults: ${relative(projectRoot, file)} (also bench/results/latest.json). Misses are reported, not fatal: exit 0.`);
}

try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error('\nbench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
