/**
 * Why a page misses a Lighthouse budget, from the LHR of its representative run: the LCP element
 * and its breakdown, render-blocking requests, audits that lower a 100-target category, insights
 * with estimated savings, what was transferred (by type, and before the observed LCP: what
 * Lantern's simulated LCP has to download; decisions 0010, 0021), fonts, long tasks (0016) and
 * layout-shift culprits.
 */
import { describeNode, findItems, findNodes, numOrNull, type Item, type Lhr } from './lhr.ts';

type Transfers = Record<string, { count: number; transferSize: number }>;

export interface LhDiagnostics {
  lcpElement: string | null;
  lcpBreakdown: Array<{ part: string; ms: number }>;
  renderBlocking: Array<{ url: string; wastedMs: number | null; bytes: number | null }>;
  /** Audits that lower a 100-target category (score < 1, weight > 0). */
  failing: Array<{ category: string; id: string; title: string; score: number | null; example: string | null }>;
  /** Performance audits and insights with estimated savings for LCP/FCP/TBT/CLS. */
  savings: Array<{ id: string; title: string; displayValue: string | null; metricSavings: Record<string, number> }>;
  longTasks: Array<{ url: string; durationMs: number; startMs: number }>;
  clsCulprits: string[];
  fonts: Array<{ url: string; transferSize: number }>;
  /** Unthrottled (observed) FCP/LCP of the run, against the simulated figures. */
  observedFcpMs: number | null;
  observedLcpMs: number | null;
  /** Requests that started before the observed LCP: what Lantern's simulated LCP has to download. */
  beforeLcp: Transfers;
  byType: Transfers;
  runWarnings: string[];
}

const ignoredModes = new Set(['informative', 'notApplicable', 'manual']);

function failingAudits(lhr: Lhr): LhDiagnostics['failing'] {
  const failing: LhDiagnostics['failing'] = [];
  for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (ignoredModes.has(audit.scoreDisplayMode ?? '')) continue;
      if (category === 'performance' && audit.scoreDisplayMode === 'numeric') continue; // metrics: reported as figures
      const node = findNodes(audit.details)[0];
      const item = findItems(audit.details)[0];
      const example = node
        ? describeNode(node)
        : item
          ? String(item['url'] ?? item['source'] ?? JSON.stringify(item).slice(0, 200))
          : (audit.displayValue ?? null);
      failing.push({ category, id: ref.id, title: audit.title, score: audit.score, example });
    }
  }
  return failing;
}

function savings(lhr: Lhr): LhDiagnostics['savings'] {
  const out: LhDiagnostics['savings'] = [];
  for (const ref of lhr.categories['performance']?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    const ms = audit?.metricSavings;
    if (!audit || !ms) continue;
    const relevant = Object.fromEntries(Object.entries(ms).filter(([, v]) => typeof v === 'number' && v > 0));
    if (Object.keys(relevant).length === 0 || (audit.score !== null && audit.score >= 1 && !ref.group?.includes('insight'))) continue;
    out.push({ id: ref.id, title: audit.title, displayValue: audit.displayValue ?? null, metricSavings: relevant });
  }
  return out;
}

function clsCulprits(lhr: Lhr, origin: string): string[] {
  const cause = (s: Item) => {
    const value = (s['extra'] as Item | undefined)?.['value'];
    return `${String(s['cause'] ?? '')}${value ? ` ${String(value).replace(origin, '')}` : ''}`;
  };
  return findItems(lhr.audits['cls-culprits-insight']?.details)
    .filter((i) => (i['node'] as Item | undefined)?.['type'] === 'node')
    .map((i) => {
      const causes = findItems(i['subItems']).map(cause);
      return `${describeNode(i['node'] as Item)} (score ${Number(i['score'] ?? 0).toFixed(3)}${causes.length ? `; cause: ${causes.join(', ')}` : ''})`;
    })
    .slice(0, 5);
}

function addTransfer(into: Transfers, type: string, transferSize: number): void {
  const t = (into[type] ??= { count: 0, transferSize: 0 });
  t.count++;
  t.transferSize += transferSize;
}

/** Everything the run transferred, by resource type, and the part requested before the observed LCP. */
function transfers(lhr: Lhr, origin: string) {
  const items = findItems(lhr.audits['network-requests']?.details);
  const metrics = findItems(lhr.audits['metrics']?.details)[0] ?? {};
  const observedLcpMs = numOrNull(metrics['observedLargestContentfulPaint']);
  const byType: Transfers = {};
  const beforeLcp: Transfers = {};
  const fonts: LhDiagnostics['fonts'] = [];
  for (const i of items) {
    const type = String(i['resourceType'] ?? '?');
    const transferSize = Number(i['transferSize'] ?? 0);
    addTransfer(byType, type, transferSize);
    if (type === 'Font') fonts.push({ url: String(i['url'] ?? '').replace(origin, ''), transferSize });
    const start = numOrNull(i['networkRequestTime']) ?? numOrNull(i['rendererStartTime']);
    if (observedLcpMs !== null && start !== null && start <= observedLcpMs) addTransfer(beforeLcp, type, transferSize);
  }
  return { byType, beforeLcp, fonts, observedLcpMs, observedFcpMs: numOrNull(metrics['observedFirstContentfulPaint']) };
}

export function diagnose(lhr: Lhr, origin: string): LhDiagnostics {
  const audits = lhr.audits;
  const lcpAudit = audits['largest-contentful-paint-element'] ?? audits['lcp-breakdown-insight'];
  const lcpNode = findNodes(audits['lcp-breakdown-insight']?.details ?? lcpAudit?.details)[0];
  const lcpBreakdown = findItems(audits['lcp-breakdown-insight']?.details)
    .filter((i) => typeof i['duration'] === 'number')
    .map((i) => ({ part: String(i['label'] ?? i['subpart'] ?? '?'), ms: Math.round(i['duration'] as number) }));
  const renderBlocking = findItems(audits['render-blocking-insight']?.details).map((i) => ({
    url: String(i['url'] ?? ''),
    wastedMs: numOrNull(i['wastedMs']),
    bytes: numOrNull(i['totalBytes']) ?? numOrNull(i['transferSize']),
  }));
  const longTasks = findItems(audits['long-tasks']?.details)
    .map((i) => ({
      url: String(i['url'] ?? ''),
      durationMs: Math.round(Number(i['duration'] ?? 0)),
      startMs: Math.round(Number(i['startTime'] ?? 0)),
    }))
    .slice(0, 5);
  return {
    lcpElement: lcpNode ? describeNode(lcpNode) : null,
    lcpBreakdown,
    renderBlocking,
    failing: failingAudits(lhr),
    savings: savings(lhr),
    longTasks,
    clsCulprits: clsCulprits(lhr, origin),
    ...transfers(lhr, origin),
    runWarnings: lhr.runWarnings ?? [],
  };
}
