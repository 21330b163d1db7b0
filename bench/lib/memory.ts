/** The server's memory for the RSS budget (bench/budgets.json `memory`): after start, after each section, and its peak. */
import type { Budgets } from '../../support/budgets.ts';
import type { CheckFigure } from './checks.ts';
import { readRss, sleep } from './util.ts';

type Rss = { rssMB: number; peakMB: number };

export interface MemoryFigures {
  startMs: number;
  afterStart?: Rss | null;
  startSamples?: Array<{ t: number; rssMB: number }>;
  afterThroughput?: Rss | null;
  afterLighthouse?: Rss | null;
}

/** RSS right after /readyz answers, then every 250 ms for 10 s: the start has a transient peak. */
export async function sampleStart(pid: number, startMs: number, url: string): Promise<MemoryFigures> {
  const samples: Array<{ t: number; rssMB: number }> = [];
  for (let i = 0; i <= 40; i++) {
    const r = await readRss(pid);
    if (r) samples.push({ t: i * 0.25, rssMB: Math.round(r.rssMB) });
    await sleep(250);
  }
  const afterStart = await readRss(pid);
  const sampledMax = Math.max(...samples.map((x) => x.rssMB));
  console.log(
    `  node server/main.ts on ${url} (temp DATA_DIR, embedded PGlite), ready in ${(startMs / 1000).toFixed(1)} s\n` +
      `  RSS at ready ${samples[0]?.rssMB} MB, max sampled in the next 10 s ${sampledMax} MB, after 10 s ${afterStart?.rssMB.toFixed(0)} MB; peak (VmHWM) so far ${afterStart?.peakMB.toFixed(0)} MB`,
  );
  return { startMs, afterStart, startSamples: samples };
}

export function checkMemory(memory: MemoryFigures, budgets: Budgets, check: CheckFigure): void {
  const m = budgets.memory.rssMB;
  const fmt = (n: number) => `${Math.round(n)} MB`;
  check('memory', 'server RSS 10 s after start', memory.afterStart?.rssMB ?? null, m, fmt);
  if (memory.afterThroughput) check('memory', 'server RSS after the throughput run', memory.afterThroughput.rssMB, m, fmt);
  const last = memory.afterLighthouse ?? memory.afterThroughput ?? memory.afterStart;
  check('memory', 'server peak RSS (VmHWM) over the whole bench', last?.peakMB ?? null, m, fmt);
}
