/**
 * Lighthouse 13 through its Node API against the running server, on Debian Chromium started
 * by chrome-launcher with exactly the flags this machine allows (`ignoreDefaultFlags`; the
 * launcher only adds --remote-debugging-port and a fresh temporary --user-data-dir, removed
 * after each run). One fresh browser per run; N runs per page and preset; medians per figure.
 *
 * Every request a run made is checked against the loopback origin: a run that touched another
 * host is reported (the site's CSP forbids third-party hosts, so none is expected).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.ts';
import { median } from './util.ts';

export type Preset = 'mobile' | 'desktop';

// The parts of the LHR the bench reads (typed loosely: the LHR is large and versioned).
interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  details?: Record<string, unknown> & { type?: string; items?: Array<Record<string, unknown>> };
  metricSavings?: Record<string, number>;
}
interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> }>;
  audits: Record<string, LhrAudit>;
  environment?: { benchmarkIndex?: number };
}

export interface LhFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  siMs: number | null;
  totalBytes: number | null;
}

export interface LhRun extends LhFigures {
  run: number;
  durationMs: number;
  benchmarkIndex: number | null;
  foreignHosts: string[];
  error?: string;
}

export interface LhDiagnostics {
  lcpElement: string | null;
  lcpBreakdown: Array<{ part: string; ms: number }>;
  renderBlocking: Array<{ url: string; wastedMs: number | null; bytes: number | null }>;
  /** Audits that lower a 100-target category (score < 1, weight > 0). */
  failing: Array<{ category: string; id: string; title: string; score: number | null; example: string | null }>;
  /** Performance audits and insights with estimated savings for LCP/FCP/TBT/CLS. */
  savings: Array<{ id: string; title: string; displayValue: string | null; metricSavings: Record<string, number> }>;
  bootup: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  longTasks: Array<{ url: string; durationMs: number; startMs: number }>;
  clsCulprits: string[];
  requests: Array<{ url: string; type: string; transferSize: number; priority: string | null }>;
  fonts: Array<{ url: string; transferSize: number }>;
  /** Unthrottled (observed) FCP/LCP of the run, against the simulated figures. */
  observedFcpMs: number | null;
  observedLcpMs: number | null;
  /** Requests that started before the observed LCP: what Lantern's simulated LCP has to download. */
  beforeLcp: Record<string, { count: number; transferSize: number }>;
  byType: Record<string, { count: number; transferSize: number }>;
  runWarnings: string[];
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

function figures(lhr: Lhr): LhFigures {
  const cat = (id: string) => {
    const score = lhr.categories[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    siMs: num('speed-index'),
    totalBytes: num('total-byte-weight'),
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** Depth-first search for `{type: 'node'}` objects (DOM elements) in audit details. */
function findNodes(value: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) value.forEach((v) => findNodes(v, out));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (obj['type'] === 'node' && (obj['snippet'] || obj['selector'])) out.push(obj);
    else Object.values(obj).forEach((v) => findNodes(v, out));
  }
  return out;
}

/** Table items nested anywhere in details (insights wrap tables in `list`/`checklist`). */
function findItems(details: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const walk = (d: unknown) => {
    if (!d || typeof d !== 'object') return;
    const obj = d as Record<string, unknown>;
    if (
      (obj['type'] === 'table' || obj['type'] === 'opportunity' || obj['type'] === 'subitems' || obj['type'] === 'debugdata') &&
      Array.isArray(obj['items'])
    )
      out.push(...(obj['items'] as Array<Record<string, unknown>>));
    else if (Array.isArray(obj['items'])) (obj['items'] as unknown[]).forEach(walk);
    else if (Array.isArray(d)) d.forEach(walk);
  };
  walk(details);
  return out;
}

const describeNode = (n: Record<string, unknown>) => {
  const label = str(n['nodeLabel']);
  const selector = str(n['selector']);
  const snippet = str(n['snippet']);
  return [selector, snippet?.slice(0, 220), label ? `“${label.slice(0, 80)}”` : null].filter(Boolean).join(' — ');
};

export function diagnose(lhr: Lhr, origin: string): LhDiagnostics {
  const audits = lhr.audits;
  const lcpAudit = audits['largest-contentful-paint-element'] ?? audits['lcp-breakdown-insight'];
  const lcpNodes = findNodes(audits['lcp-breakdown-insight']?.details ?? lcpAudit?.details);
  const breakdownItems = findItems(audits['lcp-breakdown-insight']?.details).filter((i) => typeof i['duration'] === 'number');
  const lcpBreakdown = breakdownItems.map((i) => ({
    part: String(i['label'] ?? i['subpart'] ?? '?'),
    ms: Math.round(i['duration'] as number),
  }));

  const renderBlocking = findItems(audits['render-blocking-insight']?.details).map((i) => ({
    url: String(i['url'] ?? ''),
    wastedMs: numOrNull(i['wastedMs']),
    bytes: numOrNull(i['totalBytes']) ?? numOrNull(i['transferSize']),
  }));

  const failing: LhDiagnostics['failing'] = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        continue;
      if (category === 'performance' && audit.scoreDisplayMode === 'numeric') continue; // metrics: reported as figures
      const node = findNodes(audit.details)[0];
      const item = findItems(audit.details)[0];
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        example: node
          ? describeNode(node)
          : item
            ? String(item['url'] ?? item['source'] ?? JSON.stringify(item).slice(0, 200))
            : (audit.displayValue ?? null),
      });
    }
  }

  const savings: LhDiagnostics['savings'] = [];
  for (const ref of lhr.categories['performance']?.auditRefs ?? []) {
    const audit = audits[ref.id];
    const ms = audit?.metricSavings;
    if (!audit || !ms) continue;
    const relevant = Object.fromEntries(Object.entries(ms).filter(([, v]) => typeof v === 'number' && v > 0));
    if (Object.keys(relevant).length === 0 || (audit.score !== null && audit.score >= 1 && !ref.group?.includes('insight'))) continue;
    savings.push({ id: ref.id, title: audit.title, displayValue: audit.displayValue ?? null, metricSavings: relevant });
  }

  const bootup = findItems(audits['bootup-time']?.details)
    .map((i) => ({
      url: String(i['url'] ?? ''),
      totalMs: Math.round(Number(i['total'] ?? 0)),
      scriptingMs: Math.round(Number(i['scripting'] ?? 0)),
    }))
    .slice(0, 5);
  const longTasks = findItems(audits['long-tasks']?.details)
    .map((i) => ({
      url: String(i['url'] ?? ''),
      durationMs: Math.round(Number(i['duration'] ?? 0)),
      startMs: Math.round(Number(i['startTime'] ?? 0)),
    }))
    .slice(0, 5);
  const clsCulprits = findItems(audits['cls-culprits-insight']?.details)
    .filter((i) => (i['node'] as Record<string, unknown> | undefined)?.['type'] === 'node')
    .map((i) => {
      const causes = findItems(i['subItems']).map(
        (s) =>
          `${String(s['cause'] ?? '')}${(s['extra'] as Record<string, unknown> | undefined)?.['value'] ? ` ${String((s['extra'] as Record<string, unknown>)['value']).replace(origin, '')}` : ''}`,
      );
      return `${describeNode(i['node'] as Record<string, unknown>)} (score ${Number(i['score'] ?? 0).toFixed(3)}${causes.length ? `; cause: ${causes.join(', ')}` : ''})`;
    })
    .slice(0, 5);

  const requests = findItems(audits['network-requests']?.details).map((i) => ({
    url: String(i['url'] ?? '').replace(origin, ''),
    type: String(i['resourceType'] ?? '?'),
    transferSize: Number(i['transferSize'] ?? 0),
    priority: str(i['priority']),
  }));
  const fonts = requests.filter((r) => r.type === 'Font').map((r) => ({ url: r.url, transferSize: r.transferSize }));
  const metrics = findItems(audits['metrics']?.details)[0] ?? {};
  const observedLcpMs = numOrNull(metrics['observedLargestContentfulPaint']);
  const observedFcpMs = numOrNull(metrics['observedFirstContentfulPaint']);
  const beforeLcp: LhDiagnostics['beforeLcp'] = {};
  if (observedLcpMs !== null) {
    for (const i of findItems(audits['network-requests']?.details)) {
      const start = numOrNull(i['networkRequestTime']) ?? numOrNull(i['rendererStartTime']);
      if (start === null || start > observedLcpMs) continue;
      const t = (beforeLcp[String(i['resourceType'] ?? '?')] ??= { count: 0, transferSize: 0 });
      t.count++;
      t.transferSize += Number(i['transferSize'] ?? 0);
    }
  }
  const byType: LhDiagnostics['byType'] = {};
  for (const r of requests) {
    const t = (byType[r.type] ??= { count: 0, transferSize: 0 });
    t.count++;
    t.transferSize += r.transferSize;
  }
  return {
    lcpElement: lcpNodes[0] ? describeNode(lcpNodes[0]) : null,
    lcpBreakdown,
    renderBlocking,
    failing,
    savings,
    bootup,
    longTasks,
    clsCulprits,
    requests,
    fonts,
    observedFcpMs,
    observedLcpMs,
    beforeLcp,
    byType,
    runWarnings: lhr.runWarnings ?? [],
  };
}

function foreignHosts(lhr: Lhr, origin: string): string[] {
  const hosts = new Set<string>();
  for (const item of findItems(lhr.audits['network-requests']?.details)) {
    const url = String(item['url'] ?? '');
    if (!/^(?:https?|wss?):/i.test(url)) continue; // data:, blob:, chrome: …
    if (new URL(url).origin !== origin) hosts.add(new URL(url).host);
  }
  return [...hosts];
}

function withTimeout<T>(promise: Promise<T>, msecs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} timed out after ${msecs / 1000} s`)), msecs))),
  ]);
}

/** Lighthouse's mobile throttling with another CPU slowdown (default mobile: 4×). */
function mobileConfig(cpuSlowdownMultiplier: number) {
  return { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } };
}

async function runOnce(
  url: string,
  preset: Preset,
  blockedUrlPatterns: string[],
  cpuSlowdown?: number,
): Promise<{ lhr: Lhr | null; error?: string; durationMs: number }> {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    ignoreDefaultFlags: true,
    logLevel: 'silent',
    maxConnectionRetries: 100,
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      ...(blockedUrlPatterns.length ? { blockedUrlPatterns } : {}),
    };
    const result = await withTimeout(
      preset === 'desktop'
        ? lighthouse(url, flags, desktopConfig)
        : lighthouse(url, flags, cpuSlowdown ? mobileConfig(cpuSlowdown) : undefined),
      240_000,
      `Lighthouse ${preset} ${url}`,
    );
    const lhr = (result?.lhr ?? null) as unknown as Lhr | null;
    if (!lhr) return { lhr: null, error: 'no result', durationMs: Date.now() - started };
    if (lhr.runtimeError) return { lhr, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, durationMs: Date.now() - started };
    return { lhr, durationMs: Date.now() - started };
  } catch (error) {
    return { lhr: null, error: error instanceof Error ? error.message : String(error), durationMs: Date.now() - started };
  } finally {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  }
}

/** Lighthouse failures of its own trace recording, seen now and then on this shared machine. */
const retryableError = /^(NO_NAVSTART|NO_TRACING_STARTED|PROTOCOL_TIMEOUT)\b/;

export interface LighthouseOptions {
  origin: string;
  paths: string[];
  presets: Preset[];
  runs: number;
  /** Directory for the representative LHR of each page and preset. */
  lhrDir: string;
  /** Diagnostic "what if": URL patterns Chromium blocks during the runs (e.g. `*.woff2`). */
  blockedUrlPatterns?: string[];
  /** Diagnostic "what if": mobile runs with this CPU slowdown instead of Lighthouse's 4×. */
  cpuSlowdown?: number | undefined;
  /**
   * The floor page of a path (same build, CSS and fonts, no islands), measured right after each
   * of the path's runs so that both see the same machine (decision 0025); none for the floor itself.
   */
  floorFor?: (path: string, preset: Preset) => string | undefined;
  onProgress?: (message: string) => void;
}

export async function runLighthouse(options: LighthouseOptions): Promise<LhPageResult[]> {
  mkdirSync(options.lhrDir, { recursive: true });
  const results: LhPageResult[] = [];
  const total = options.presets.length * options.paths.length * options.runs;
  let done = 0;
  for (const preset of options.presets) {
    for (const path of options.paths) {
      const url = options.origin + path;
      const runs: LhRun[] = [];
      const lhrs: Array<Lhr | null> = [];
      const attemptRun = (target = url) => runOnce(target, preset, options.blockedUrlPatterns ?? [], options.cpuSlowdown);
      const floorPath = options.floorFor?.(path, preset);
      const floorTbt: Array<number | null> = [];
      for (let run = 1; run <= options.runs; run++) {
        let attempt = await attemptRun();
        if (attempt.error && retryableError.test(attempt.error)) {
          options.onProgress?.(
            `[${done + 1}/${total}] ${preset} ${path} run ${run}: ${attempt.error.split(':')[0]} (Lighthouse's trace recording, not the page): retrying once`,
          );
          attempt = await attemptRun();
        }
        const { lhr, error, durationMs } = attempt;
        done++;
        const f: LhFigures =
          lhr && !error
            ? figures(lhr)
            : {
                performance: null,
                accessibility: null,
                bestPractices: null,
                seo: null,
                fcpMs: null,
                lcpMs: null,
                cls: null,
                tbtMs: null,
                siMs: null,
                totalBytes: null,
              };
        const entry: LhRun = {
          run,
          durationMs,
          benchmarkIndex: lhr?.environment?.benchmarkIndex ?? null,
          foreignHosts: lhr ? foreignHosts(lhr, options.origin) : [],
          ...f,
        };
        if (error) entry.error = error;
        runs.push(entry);
        lhrs.push(error ? null : lhr);
        options.onProgress?.(
          `[${done}/${total}] ${preset} ${path} run ${run}: ` +
            (error
              ? `ERROR ${error}`
              : `perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} LCP ${Math.round(f.lcpMs ?? 0)} ms TBT ${Math.round(f.tbtMs ?? 0)} ms CLS ${(f.cls ?? 0).toFixed(3)} (${(durationMs / 1000).toFixed(0)} s)`),
        );
        if (floorPath) {
          const floorRun = await attemptRun(options.origin + floorPath);
          const tbt = floorRun.lhr && !floorRun.error ? figures(floorRun.lhr).tbtMs : null;
          floorTbt.push(tbt);
          options.onProgress?.(`    floor ${floorPath}: TBT ${tbt === null ? floorRun.error : `${Math.round(tbt)} ms`}`);
        }
      }
      const med: LhFigures = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        siMs: median(runs.map((r) => r.siMs)),
        totalBytes: median(runs.map((r) => r.totalBytes)),
      };
      const ok = runs.filter((r) => !r.error);
      let medianRun: number | null = null;
      if (ok.length) {
        const distance = (r: LhRun) =>
          [Math.abs((r.performance ?? 0) - (med.performance ?? 0)), Math.abs((r.lcpMs ?? 0) - (med.lcpMs ?? 0))] as const;
        medianRun = [...ok].sort((a, b) => distance(a)[0] - distance(b)[0] || distance(a)[1] - distance(b)[1])[0]!.run;
      }
      const lhr = medianRun ? lhrs[medianRun - 1]! : null;
      let lhrFile: string | null = null;
      if (lhr) {
        const slug = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
        lhrFile = join(options.lhrDir, `${preset}-${slug}.json`);
        writeFileSync(lhrFile, JSON.stringify(lhr));
      }
      const floor = floorPath ? { path: floorPath, tbtMs: floorTbt, medianTbtMs: median(floorTbt) } : undefined;
      results.push({
        path,
        preset,
        runs,
        median: med,
        medianRun,
        ...(floor ? { floor } : {}),
        diagnostics: lhr ? diagnose(lhr, options.origin) : null,
        lhrFile,
      });
    }
  }
  return results;
}
