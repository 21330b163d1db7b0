/** `npm run bench`, section 3: throughput of our server and of nginx on the same dist/, and the server's RSS. */
import { cpus, loadavg } from 'node:os';
import { describeLimit, withMark, type Budgets } from './budgets.ts';
import type { CheckFigure } from './bytes-section.ts';
import { heading, median, table, type Cell } from './util.ts';
import type { LoadResult } from './throughput.ts';
import type { ServerProcess as RunningServer } from '../../scripts/lib/server-process.ts';

/** What the section needs from bench/run.ts: its options, budgets, the figure log and cleanups. */
export interface ThroughputContext {
  loadOptions: { connections: number; durationS: number; warmupS: number };
  rounds: string | undefined;
  nginxWorkers: string | undefined;
  budgets: Budgets;
  check: CheckFigure;
  cleanups: Array<() => Promise<void> | void>;
  forget(fn: () => Promise<void> | void): void;
}

export interface ThroughputSection {
  /** Median over the rounds of each measurement. */
  results: LoadResult[];
  rounds: LoadResult[][];
  nginx: { version: string; brotli: boolean; workerProcesses: string; config: string } | null;
  nginxError: string | null;
  ratios: Array<{ path: string; acceptEncoding: string; ours: number; nginx: number; ratio: number }>;
}

export async function throughputSection(server: RunningServer, distDir: string, ctx: ThroughputContext): Promise<ThroughputSection> {
  const { measureLoad, startNginx } = await import('./throughput.ts');
  const o = ctx.loadOptions;
  const rounds = Math.max(1, Math.min(10, Number(ctx.rounds) || 1));
  console.log(
    heading(
      `Throughput (autocannon, ${o.connections} connections, ${o.durationS} s after a ${o.warmupS} s warm-up, ${rounds} round${rounds > 1 ? 's' : ''} (median); ` +
        `${cpus().length} CPUs shared with the load generator)`,
    ),
  );
  const say = (r: LoadResult) =>
    console.log(
      `  ${r.server.padEnd(5)} ${r.name.padEnd(15)} ${r.path.padEnd(18)} ${r.acceptEncoding.padEnd(4)} → ${r.status} ${r.contentEncoding ?? 'identity'} ${r.bodyBytes} B: ` +
        `${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${r.errors + r.timeouts ? `, ${r.errors} errors ${r.timeouts} timeouts` : ''}` +
        `${Object.keys(r.statusCodes).length > 1 ? ` ${JSON.stringify(r.statusCodes)}` : ''}`,
    );

  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  let nginxError: string | null = null;
  try {
    nginx = await startNginx(distDir, { workerProcesses: ctx.nginxWorkers ?? '1' });
    ctx.cleanups.push(nginx.stop);
  } catch (error) {
    nginxError = error instanceof Error ? error.message : String(error);
    console.log(`  nginx: not measured — ${nginxError}`);
  }

  const staticTargets = [
    ['static page', '/aboutus'],
    ['Arabic page', '/ar/aboutus'],
  ] as const;
  // With Accept-Encoding: br (ours sends the .br file; Debian's nginx has no brotli module and
  // sends the uncompressed file) and gzip (both send the .gz file: like for like).
  const all: LoadResult[][] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const results: LoadResult[] = [];
      if (rounds > 1)
        console.log(
          `  round ${round}/${rounds}, load average ${loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')}`,
        );
      for (const [name, path] of staticTargets) {
        for (const enc of ['br', 'gzip']) {
          // Alternate who goes first, so warming of the machine does not favour one side.
          const order: Array<'ours' | 'nginx'> = round % 2 === 1 ? ['ours', 'nginx'] : ['nginx', 'ours'];
          for (const who of order) {
            if (who === 'nginx' && !nginx) continue;
            const r = await measureLoad(who, name, who === 'ours' ? server.url : nginx!.origin, path, enc, o);
            results.push(r);
            say(r);
          }
        }
      }
      for (const [name, path] of [
        ['redirect (301)', '/financialsystems'],
        ['health', '/healthz'],
      ] as const) {
        const r = await measureLoad('ours', name, server.url, path, 'br', o);
        results.push(r);
        say(r);
      }
      all.push(results);
    }
  } finally {
    if (nginx) {
      await nginx.stop();
      ctx.forget(nginx.stop);
    }
  }

  // Medians over the rounds.
  const results: LoadResult[] = all[0]!.map((first) => {
    // Rounds alternate the order: match by server, path and encoding, not by position.
    const same = all.map((round) =>
      round.find((r) => r.server === first.server && r.path === first.path && r.acceptEncoding === first.acceptEncoding)!,
    );
    return {
      ...first,
      rps: Math.round(median(same.map((r) => r.rps)) ?? 0),
      p50Ms: median(same.map((r) => r.p50Ms)) ?? 0,
      p99Ms: median(same.map((r) => r.p99Ms)) ?? 0,
      maxMs: Math.max(...same.map((r) => r.maxMs)),
      requests: same.reduce((n, r) => n + r.requests, 0),
      errors: same.reduce((n, r) => n + r.errors, 0),
      timeouts: same.reduce((n, r) => n + r.timeouts, 0),
      statusCodes: same.reduce<Record<string, number>>((acc, r) => {
        for (const [code, n] of Object.entries(r.statusCodes)) acc[code] = (acc[code] ?? 0) + n;
        return acc;
      }, {}),
    };
  });

  // Ratios are paired within a round (measured back to back, so the machine's load is about
  // the same for both), then the median over the rounds is taken.
  const comparisons = [
    { label: 'gzip vs gzip (same bytes)', oursEnc: 'gzip', nginxEnc: 'gzip', checked: true },
    { label: 'ours br vs nginx gzip (what a browser gets)', oursEnc: 'br', nginxEnc: 'gzip', checked: true },
    { label: 'br vs br (nginx: uncompressed)', oursEnc: 'br', nginxEnc: 'br', checked: false },
  ];
  const ratios: ThroughputSection['ratios'] = [];
  const rows: Cell[][] = [
    ['request', 'comparison', 'ours req/s', 'ours p50/p99 ms', 'nginx req/s', 'nginx p50/p99 ms', 'ours/nginx (paired, median)'],
  ];
  const find = (list: LoadResult[], server: string, path: string, enc: string) =>
    list.find((r) => r.server === server && r.path === path && r.acceptEncoding === enc);
  for (const [, path] of staticTargets) {
    for (const c of comparisons) {
      const ours = find(results, 'ours', path, c.oursEnc)!;
      const ng = find(results, 'nginx', path, c.nginxEnc);
      let ratioCell = '–';
      if (ng) {
        const perRound = all.map((round) => {
          const a = find(round, 'ours', path, c.oursEnc);
          const b = find(round, 'nginx', path, c.nginxEnc);
          return a && b && b.rps > 0 ? a.rps / b.rps : null;
        });
        const ratio = median(perRound);
        if (ratio !== null) {
          ratios.push({ path, acceptEncoding: `${c.oursEnc}/${c.nginxEnc}`, ours: ours.rps, nginx: ng.rps, ratio });
          const ok = c.checked
            ? ctx.check(
                'throughput',
                `${path} ${c.label}: ours/nginx req/s`,
                ratio,
                ctx.budgets.throughput.ratioToNginx,
                (n) => `${Math.round(n * 100)}%`,
              )
            : null;
          const rounds = perRound.length > 1 ? ` (${perRound.map((x) => (x === null ? '–' : `${Math.round(x * 100)}`)).join('/')})` : '';
          ratioCell = c.checked ? withMark(`${Math.round(ratio * 100)}%`, ok) + rounds : `${Math.round(ratio * 100)}% (info)${rounds}`;
        }
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
  for (const ours of results.filter((r) => r.server === 'ours' && !staticTargets.some(([, p]) => p === r.path))) {
    rows.push([
      `${ours.name} ${ours.path} → ${Object.keys(ours.statusCodes).join('/')}`,
      `Accept-Encoding ${ours.acceptEncoding}`,
      ours.rps,
      `${ours.p50Ms}/${ours.p99Ms}`,
      null,
      null,
      null,
    ]);
  }
  console.log('\n' + table(rows));
  console.log(
    'req/s and latencies: medians over the rounds; ratio: ours/nginx within each round (back to back), median over the rounds (per-round ratios in %).',
  );
  console.log(
    `Target: ours ${describeLimit(ctx.budgets.throughput.ratioToNginx, (n) => `${n * 100}%`)} of nginx's req/s for the static pages.`,
  );
  const nginxInfo = nginx
    ? { version: nginx.version, brotli: nginx.brotli, workerProcesses: nginx.workerProcesses, config: nginx.confFile }
    : null;
  if (nginxInfo) {
    console.log(
      `${nginxInfo.version}, worker_processes ${nginxInfo.workerProcesses}, access_log off, gzip_static on` +
        (nginxInfo.brotli
          ? ', brotli_static on.'
          : '; no brotli module in the Debian package: asked for br alone it sends the uncompressed file (more bytes per response).'),
    );
  }
  const bad = results.filter((r) => r.errors + r.timeouts > 0 || Object.keys(r.statusCodes).some((c) => c !== String(r.status)));
  if (bad.length)
    console.log(
      `  ! errors or unexpected statuses: ${bad.map((r) => `${r.server} ${r.path} ${JSON.stringify(r.statusCodes)} errors ${r.errors} timeouts ${r.timeouts}`).join('; ')}`,
    );
  return { results, rounds: all, nginx: nginxInfo, nginxError, ratios };
}
