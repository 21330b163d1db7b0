/**
 * `npm run bench`: the measured figures of docs/performance.md, printed beside their targets
 * (bench/budgets.json) with ✓/✗, and written as JSON to bench/results/ (git-ignored).
 *
 *   1. bytes per page from the built output, all 42 pages (HTML, CSS, JS graph, inline script,
 *      fonts, images, first-screen requests), and each page's first response as the production
 *      server writes it (bench/lib/first-window.ts);
 *   2. Lighthouse 13 (mobile and desktop presets, N runs, medians) against the real server;
 *   3. throughput of our server and of nginx on the same dist/, and the server's RSS.
 *
 *   npm run bench -- [--pages /,/ar,/FinancialSystems] [--runs 5] [--presets mobile,desktop]
 *                    [--skip-lighthouse] [--skip-throughput] [--skip-bytes]
 *                    [--connections 20] [--duration 10] [--warmup 3] [--rounds 1] [--nginx-workers 1]
 *                    [--dist dist]
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
import { loadBudgets } from '../support/budgets.ts';
import { Dist } from './lib/dist.ts';
import { bytesSection } from './lib/bytes-section.ts';
import { firstWindowSection } from './lib/first-window.ts';
import { Checks } from './lib/checks.ts';
import { Cleanups } from './lib/cleanups.ts';
import { lighthouseSection } from './lib/lighthouse-section.ts';
import { checkMemory, sampleStart } from './lib/memory.ts';
import { throughputSection } from './lib/throughput-section.ts';
import { selectPages } from './lib/pages.ts';
import { heading, projectRoot, readRss } from './lib/util.ts';
import type { Preset } from './lib/lighthouse.ts';
import { startServer } from '../scripts/lib/server-process.ts';

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
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(
    'npm run bench -- [--pages /,/ar,...] [--runs 5] [--presets mobile,desktop] [--skip-lighthouse] [--skip-throughput] [--skip-bytes] [--connections 20] [--duration 10] [--warmup 3] [--rounds 1] [--nginx-workers 1] [--dist dist]',
  );
  process.exit(0);
}

const budgets = loadBudgets();
const presets = (args.presets ?? 'mobile')
  .split(',')
  .map((p) => p.trim())
  .filter((p): p is Preset => p === 'mobile' || p === 'desktop');
if (presets.length === 0) throw new Error('--presets: mobile and/or desktop');
const sourceDist = resolve(projectRoot, args.dist ?? 'dist');
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const resultsDir = join(projectRoot, 'bench/results');
const checks = new Checks();
const cleanups = new Cleanups();
cleanups.onSignals();

function git(...gitArgs: string[]): string | null {
  try {
    return execFileSync('git', gitArgs, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** What was measured: commit, build, machine; printed first and kept with the results. */
function describeRun() {
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
  return meta;
}

/** Sections 2 and 3 against the real server on the snapshot, with its memory throughout. */
async function serverSections(snapshot: string, output: Record<string, unknown>): Promise<void> {
  const server = await startServer({ DIST_DIR: snapshot });
  cleanups.push(server.stop);
  console.log(heading('Server'));
  const memory = await sampleStart(server.pid, server.startMs, server.url);
  if (!args['skip-throughput']) {
    output['throughput'] = await throughputSection(server, snapshot, {
      loadOptions: {
        connections: Number(args.connections ?? budgets.throughput.connections),
        durationS: Number(args.duration ?? budgets.throughput.durationS),
        warmupS: Number(args.warmup ?? budgets.throughput.warmupS),
      },
      rounds: args.rounds,
      nginxWorkers: args['nginx-workers'],
      cleanups,
    });
    memory.afterThroughput = await readRss(server.pid);
    const rss = memory.afterThroughput;
    console.log(`\n  server RSS after the throughput run: ${rss?.rssMB.toFixed(0)} MB (peak ${rss?.peakMB.toFixed(0)} MB)`);
  }
  if (!args['skip-lighthouse']) {
    const { pages, unknown } = selectPages(args.pages);
    output['lighthouse'] = await lighthouseSection({
      origin: server.url,
      paths: pages.map((p) => p.path),
      unknownPaths: unknown,
      presets,
      runs: Math.max(1, Math.min(20, Number(args.runs) || 3)),
      lhrDir: join(resultsDir, `lhr-${stamp}`),
      budgets,
      checks,
    });
    memory.afterLighthouse = await readRss(server.pid);
    const rss = memory.afterLighthouse;
    console.log(`  server RSS after Lighthouse: ${rss?.rssMB.toFixed(0)} MB (peak ${rss?.peakMB.toFixed(0)} MB)`);
  }
  checkMemory(memory, budgets, checks.check);
  output['memory'] = memory;
  await server.stop();
  cleanups.forget(server.stop);
  const code = server.child.exitCode;
  if (code !== null && code !== 0) console.log(`  ! server exited with ${code} after SIGTERM`);
}

async function main() {
  if (!existsSync(join(sourceDist, 'index.html'))) throw new Error(`no build in ${sourceDist}: run npm run build first`);
  const meta = describeRun();
  // Snapshot of the build: what is measured cannot change under the bench.
  const snapshot = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  cleanups.push(() => rmSync(snapshot, { recursive: true, force: true }));
  cpSync(sourceDist, snapshot, { recursive: true });
  chmodSync(snapshot, 0o755); // nginx workers (nobody) read it

  const output: Record<string, unknown> = { meta, budgets };
  if (!args['skip-bytes']) {
    output['bytes'] = bytesSection(new Dist(snapshot), budgets, checks.check);
    output['firstResponse'] = await firstWindowSection(snapshot, budgets, checks.check, cleanups);
  }
  if (!args['skip-lighthouse'] || !args['skip-throughput']) await serverSections(snapshot, output);

  checks.printSummary();
  output['checks'] = checks.list;
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `bench-${stamp}.json`);
  writeFileSync(file, JSON.stringify(output, null, 2) + '\n');
  writeFileSync(join(resultsDir, 'latest.json'), JSON.stringify(output, null, 2) + '\n');
  console.log(`\nResults: ${relative(projectRoot, file)} (also bench/results/latest.json). Misses are reported, not fatal: exit 0.`);
}

try {
  await main();
} catch (error) {
  if (!cleanups.interrupted) {
    console.error('\nbench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
} finally {
  await cleanups.run();
}
