/**
 * bench/budgets.json: the measured-quality targets (docs/performance.md), and the ✓/✗ comparison
 * of a figure with one. Read by the benchmark, by scripts (page heights) and by the tests that
 * hold a budget: shared, so it lives in support/ and none of them imports another's code.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Limit {
  min?: number;
  max?: number;
}

export interface LighthouseBudget {
  performance: Limit;
  accessibility: Limit;
  bestPractices: Limit;
  seo: Limit;
  lcpMs: Limit;
  cls: Limit;
  tbtMs: Limit;
  /**
   * TBT over the floor (decision 0025): a page's median may exceed the median of its floor page
   * (same build, CSS and fonts, no islands; one per language), measured alternately with it in
   * the same run, by at most `max`. The machine's noise is in both figures and cancels.
   */
  tbtMsOverFloor?: { max: number; floor: Record<'en' | 'ar', string> };
}

/** The floor page of `path` under this budget, or none (no floor budget, or `path` is the floor). */
export function floorPage(budget: LighthouseBudget, path: string): string | undefined {
  const floors = budget.tbtMsOverFloor?.floor;
  if (!floors) return undefined;
  const floor = path === '/ar' || path.startsWith('/ar/') ? floors.ar : floors.en;
  return floor === path ? undefined : floor;
}

/** The TBT limit of one page: the floor's median plus the allowance where there is a floor, else the general limit. */
export function tbtLimit(budget: LighthouseBudget, floorMedianMs: number | null | undefined): Limit {
  const overFloor = budget.tbtMsOverFloor;
  if (!overFloor || floorMedianMs === null || floorMedianMs === undefined) return budget.tbtMs;
  return { max: floorMedianMs + overFloor.max };
}

export interface Budgets {
  lighthouse: { mobile: LighthouseBudget; desktop: LighthouseBudget };
  bytes: {
    htmlGzip: Limit;
    /** A page's whole first response (status line, headers, brotli body) in one TCP initial window. */
    documentFirstWindow: Limit;
    cssGzip: Limit;
    jsGzipNoWidget: Limit;
    jsGzipWidget: Limit;
    renderBlockingScripts: Limit;
    /** Per script: Latin one file, Arabic a heading and a text face (decision 0031). */
    fontFilesPerScript: { latin: Limit; arabic: Limit };
  };
  throughput: { connections: number; durationS: number; warmupS: number };
  memory: { rssMB: Limit };
}

const budgetsFile = resolve(import.meta.dirname, '../bench/budgets.json');

export function loadBudgets(file = budgetsFile): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

/** true: meets the limit; false: misses it; null: no figure. */
export function meets(value: number | null | undefined, limit: Limit): boolean | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (limit.min !== undefined && value < limit.min) return false;
  if (limit.max !== undefined && value > limit.max) return false;
  return true;
}
