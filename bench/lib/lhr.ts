/**
 * Reading a Lighthouse result (LHR): the parts the bench uses, typed loosely (the LHR is large
 * and versioned), its headline figures, and the walkers that find DOM nodes and table items in
 * audit details.
 */

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

export interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> }>;
  audits: Record<string, LhrAudit>;
  environment?: { benchmarkIndex?: number };
}

/** The figures the budgets check (bench/budgets.json), plus FCP and total bytes for context. */
export interface LhFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  totalBytes: number | null;
}

export const figureKeys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'totalBytes',
] as const satisfies ReadonlyArray<keyof LhFigures>;

/** A failed run: every figure unknown. */
export const noFigures = (): LhFigures => Object.fromEntries(figureKeys.map((key) => [key, null])) as unknown as LhFigures;

export function figures(lhr: Lhr): LhFigures {
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
    totalBytes: num('total-byte-weight'),
  };
}

export type Item = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const numOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** Depth-first search for `{type: 'node'}` objects (DOM elements) in audit details. */
export function findNodes(value: unknown, out: Item[] = []): Item[] {
  if (Array.isArray(value)) value.forEach((v) => findNodes(v, out));
  else if (value && typeof value === 'object') {
    const obj = value as Item;
    if (obj['type'] === 'node' && (obj['snippet'] || obj['selector'])) out.push(obj);
    else Object.values(obj).forEach((v) => findNodes(v, out));
  }
  return out;
}

const tableTypes = new Set(['table', 'opportunity', 'subitems', 'debugdata']);

/** Table items nested anywhere in details (insights wrap tables in `list`/`checklist`). */
export function findItems(details: unknown): Item[] {
  const out: Item[] = [];
  const walk = (d: unknown) => {
    if (!d || typeof d !== 'object') return;
    const obj = d as Item;
    if (tableTypes.has(String(obj['type'])) && Array.isArray(obj['items'])) out.push(...(obj['items'] as Item[]));
    else if (Array.isArray(obj['items'])) (obj['items'] as unknown[]).forEach(walk);
    else if (Array.isArray(d)) d.forEach(walk);
  };
  walk(details);
  return out;
}

/** A DOM node of the LHR as one line: selector — snippet — “label”. */
export function describeNode(n: Item): string {
  const label = str(n['nodeLabel']);
  const selector = str(n['selector']);
  const snippet = str(n['snippet']);
  return [selector, snippet?.slice(0, 220), label ? `“${label.slice(0, 80)}”` : null].filter(Boolean).join(' — ');
}

/** Hosts other than `origin` that the run requested (the site's CSP forbids third-party hosts). */
export function foreignHosts(lhr: Lhr, origin: string): string[] {
  const hosts = new Set<string>();
  for (const item of findItems(lhr.audits['network-requests']?.details)) {
    const url = String(item['url'] ?? '');
    if (!/^(?:https?|wss?):/i.test(url)) continue; // data:, blob:, chrome: …
    if (new URL(url).origin !== origin) hosts.add(new URL(url).host);
  }
  return [...hosts];
}
