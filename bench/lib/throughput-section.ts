/** `npm run bench`, section 3: throughput of our server next to nginx on the same dist/ (reported, no target: decision 0074). */
import { cpus } from 'node:os';
import type { Cleanups } from './cleanups.ts';
import type { Nginx } from './nginx.ts';
import type { LoadResult } from './throughput.ts';
import { findResult, measureRounds, medianOverRounds, staticTargets } from './throughput-rounds.ts';
import { heading, median, table, type Cell } from './util.ts';
import type { ServerProcess as RunningServer } from '../../scripts/lib/server-process.ts';

/** What the section needs from bench/run.ts: its options and cleanups. */
export interface ThroughputContext {
  loadOptions: { connections: number; durationS: number; warmupS: number };
  rounds: string | undefined;
  nginxWorkers: string | undefined;
  cleanups: Cleanups;
}

export interface ThroughputSection {
  /** Median over the rounds of each measurement. */
  results: LoadResult[];
  rounds: LoadResult[][];
  nginx: { version: string; workerProcesses: string; config: string } | null;
  nginxError: string | null;
  ratios: Array<{ path: string; acceptEncoding: string; ours: number; nginx: number; ratio: number }>;
}

// Ratios are paired within a round (measured back to back, so the machine's load is about the
// same for both), then the median over the rounds is taken.
const comparisons = [
  { label: 'gzip vs gzip (same bytes)', oursEnc: 'gzip' },
  { label: 'ours br vs nginx gzip (what a browser gets)', oursEnc: 'br' },
];
const percent = (n: number) => `${Math.round(n * 100)}%`;

function ratioRows(results: LoadResult[], all: LoadResult[][], ratios: ThroughputSection['ratios']): Cell[][] {
  const rows: Cell[][] = [];
  for (const [, path] of staticTargets) {
    for (const c of comparisons) {
      const ours = findResult(results, 'ours', path, c.oursEnc)!;
      const ng = findResult(results, 'nginx', path, 'gzip');
      let ratioCell = '–';
      const perRound = all.map((round) => {
        const a = findResult(round, 'ours', path, c.oursEnc);
        const b = findResult(round, 'nginx', path, 'gzip');
        return a && b && b.rps > 0 ? a.rps / b.rps : null;
      });
      const ratio = ng ? median(perRound) : null;
      if (ng && ratio !== null) {
        ratios.push({ path, acceptEncoding: `${c.oursEnc}/gzip`, ours: ours.rps, nginx: ng.rps, ratio });
        const rounds = perRound.length > 1 ? ` (${perRound.map((x) => (x === null ? '–' : `${Math.round(x * 100)}`)).join('/')})` : '';
        ratioCell = percent(ratio) + rounds;
      }
      rows.push([
        `${ours.name} ${path} → ${Object.keys(ours.statusCodes).join('/')}`,
        `${c.label}: ${ours.contentEncoding ?? 'identity'} ${ours.bodyBytes} B / ${ng ? `${ng.contentEncoding ?? 'identity'} ${ng.bodyBytes} B` : '–'}`,
        ours.rps,
        `${ours.p50Ms}/${ours.p99Ms}`,
        ng?.rps ?? null,
        ng ? `${ng.p50Ms}/${ng.p99Ms}` : null,
        ratioCell,
      ]);
    }
  }
  return rows;
}

async function startNginxOrSay(distDir: string, ctx: ThroughputContext): Promise<{ nginx: Nginx | null; nginxError: string | null }> {
  const { startNginx } = await import('./nginx.ts');
  try {
    const nginx = await startNginx(distDir, { workerProcesses: ctx.nginxWorkers ?? '1' });
    ctx.cleanups.push(nginx.stop);
    return { nginx, nginxError: null };
  } catch (error) {
    const nginxError = error instanceof Error ? error.message : String(error);
    console.log(`  nginx: not measured — ${nginxError}`);
    return { nginx: null, nginxError };
  }
}

export async function throughputSection(server: RunningServer, distDir: string, ctx: ThroughputContext): Promise<ThroughputSection> {
  const o = ctx.loadOptions;
  const rounds = Math.max(1, Math.min(10, Number(ctx.rounds) || 1));
  console.log(
    heading(
      `Throughput (autocannon, ${o.connections} connections, ${o.durationS} s after a ${o.warmupS} s warm-up, ${rounds} round${rounds > 1 ? 's' : ''} (median); ` +
        `${cpus().length} CPUs shared with the load generator)`,
    ),
  );
  const { nginx, nginxError } = await startNginxOrSay(distDir, ctx);
  let all: LoadResult[][];
  try {
    all = await measureRounds(rounds, server.url, nginx, o);
  } finally {
    if (nginx) {
      await nginx.stop();
      ctx.cleanups.forget(nginx.stop);
    }
  }
  const results = medianOverRounds(all);
  const ratios: ThroughputSection['ratios'] = [];
  const header: Cell[] = [
    'request',
    'comparison',
    'ours req/s',
    'ours p50/p99 ms',
    'nginx req/s',
    'nginx p50/p99 ms',
    'ours/nginx (paired, median)',
  ];
  console.log('\n' + table([header, ...ratioRows(results, all, ratios)]));
  console.log(
    'req/s and latencies: medians over the rounds; ratio: ours/nginx within each round (back to back), median over the rounds (per-round ratios in %).',
  );
  const nginxInfo = nginx ? { version: nginx.version, workerProcesses: nginx.workerProcesses, config: nginx.confFile } : null;
  if (nginxInfo) console.log(`${nginxInfo.version}, worker_processes ${nginxInfo.workerProcesses}, access_log off, gzip_static on.`);
  const bad = results.filter((r) => r.errors + r.timeouts > 0 || Object.keys(r.statusCodes).some((c) => c !== String(r.status)));
  if (bad.length)
    console.log(
      `  ! errors or unexpected statuses: ${bad.map((r) => `${r.server} ${r.path} ${JSON.stringify(r.statusCodes)} errors ${r.errors} timeouts ${r.timeouts}`).join('; ')}`,
    );
  return { results, rounds: all, nginx: nginxInfo, nginxError, ratios };
}
