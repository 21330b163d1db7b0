/**
 * Lighthouse against the running server: N runs per page and preset, medians per figure, the
 * representative run's LHR saved and explained (lighthouse-diagnose.ts). On mobile each run is
 * followed by a run of the page's floor page, so that both see the same machine (decision 0025).
 *
 * Every request a run made is checked against the loopback origin: a run that touched another
 * host is reported (the site's CSP forbids third-party hosts, so none is expected).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagnose, type LhDiagnostics } from './lighthouse-diagnose.ts';
import { runOnce, type Preset } from './lighthouse-once.ts';
import { figureKeys, figures, foreignHosts, noFigures, type LhFigures, type Lhr } from './lhr.ts';
import { median } from './util.ts';

export type { Preset };

interface LhRun extends LhFigures {
  run: number;
  durationMs: number;
  benchmarkIndex: number | null;
  foreignHosts: string[];
  error?: string;
}

export interface LhPageResult {
  path: string;
  preset: Preset;
  runs: LhRun[];
  median: LhFigures;
  /** Run chosen as representative (performance score nearest the median, then LCP). */
  medianRun: number | null;
  /** The floor page measured right after each run of this page (decision 0025), and its median TBT. */
  floor?: { path: string; tbtMs: Array<number | null>; medianTbtMs: number | null };
  diagnostics: LhDiagnostics | null;
  lhrFile: string | null;
}

export interface LighthouseOptions {
  origin: string;
  paths: string[];
  presets: Preset[];
  runs: number;
  /** Directory for the representative LHR of each page and preset. */
  lhrDir: string;
  /**
   * The floor page of a path (same build, CSS and fonts, no islands), measured right after each
   * of the path's runs so that both see the same machine (decision 0025); none for the floor itself.
   */
  floorFor?: (path: string, preset: Preset) => string | undefined;
  onProgress?: (message: string) => void;
}

const progressLine = (f: LhFigures, durationMs: number) =>
  `perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} LCP ${Math.round(f.lcpMs ?? 0)} ms TBT ${Math.round(f.tbtMs ?? 0)} ms CLS ${(f.cls ?? 0).toFixed(3)} (${(durationMs / 1000).toFixed(0)} s)`;

const medianFigures = (runs: LhRun[]): LhFigures =>
  Object.fromEntries(figureKeys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as LhFigures;

/** The successful run nearest the medians: performance score first, then LCP. */
function representativeRun(runs: LhRun[], med: LhFigures): number | null {
  const distance = (r: LhRun) =>
    [Math.abs((r.performance ?? 0) - (med.performance ?? 0)), Math.abs((r.lcpMs ?? 0) - (med.lcpMs ?? 0))] as const;
  const ok = runs.filter((r) => !r.error);
  return [...ok].sort((a, b) => distance(a)[0] - distance(b)[0] || distance(a)[1] - distance(b)[1])[0]?.run ?? null;
}

/** Counts runs across the whole call for the `[done/total]` progress lines. */
interface Progress {
  done: number;
  total: number;
}

async function measurePath(path: string, preset: Preset, options: LighthouseOptions, progress: Progress): Promise<LhPageResult> {
  const say = (message: string) => options.onProgress?.(message);
  const floorPath = options.floorFor?.(path, preset);
  const runs: LhRun[] = [];
  const lhrs: Array<Lhr | null> = [];
  const floorTbt: Array<number | null> = [];
  for (let run = 1; run <= options.runs; run++) {
    const { lhr, error, durationMs } = await runOnce(options.origin + path, preset, (reason) =>
      say(
        `[${progress.done + 1}/${progress.total}] ${preset} ${path} run ${run}: ${reason} (Lighthouse's trace recording, not the page): retrying once`,
      ),
    );
    progress.done++;
    const f = lhr && !error ? figures(lhr) : noFigures();
    const hosts = lhr ? foreignHosts(lhr, options.origin) : [];
    runs.push({
      run,
      durationMs,
      benchmarkIndex: lhr?.environment?.benchmarkIndex ?? null,
      foreignHosts: hosts,
      ...f,
      ...(error ? { error } : {}),
    });
    lhrs.push(error ? null : lhr);
    say(`[${progress.done}/${progress.total}] ${preset} ${path} run ${run}: ${error ? `ERROR ${error}` : progressLine(f, durationMs)}`);
    if (floorPath) {
      const floorRun = await runOnce(options.origin + floorPath, preset, (reason) =>
        say(`    floor ${floorPath}: ${reason}: retrying once`),
      );
      const tbt = floorRun.lhr && !floorRun.error ? figures(floorRun.lhr).tbtMs : null;
      floorTbt.push(tbt);
      say(`    floor ${floorPath}: TBT ${tbt === null ? floorRun.error : `${Math.round(tbt)} ms`}`);
    }
  }
  const med = medianFigures(runs);
  const medianRun = representativeRun(runs, med);
  const lhr = medianRun ? lhrs[medianRun - 1]! : null;
  let lhrFile: string | null = null;
  if (lhr) {
    const slug = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
    lhrFile = join(options.lhrDir, `${preset}-${slug}.json`);
    writeFileSync(lhrFile, JSON.stringify(lhr));
  }
  const floor = floorPath ? { floor: { path: floorPath, tbtMs: floorTbt, medianTbtMs: median(floorTbt) } } : {};
  return { path, preset, runs, median: med, medianRun, ...floor, diagnostics: lhr ? diagnose(lhr, options.origin) : null, lhrFile };
}

export async function runLighthouse(options: LighthouseOptions): Promise<LhPageResult[]> {
  mkdirSync(options.lhrDir, { recursive: true });
  const results: LhPageResult[] = [];
  const progress: Progress = { done: 0, total: options.presets.length * options.paths.length * options.runs };
  for (const preset of options.presets) {
    for (const path of options.paths) results.push(await measurePath(path, preset, options, progress));
  }
  return results;
}
