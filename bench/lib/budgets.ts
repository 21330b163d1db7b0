/** bench/budgets.json: the measured-quality targets (docs/performance.md), and the ✓/✗ comparison of a figure with one. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './util.ts';

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
  /** The stricter TBT of pages that run no JavaScript before the visitor's first interaction (decision 0022): every page but `except`. */
  tbtMsWithoutInteraction: Limit & { except: string[] };
}

/** The TBT limit of one page: the stricter one unless the page runs a script on its own (home's slider timer). */
export function tbtLimit(budget: LighthouseBudget, path: string): Limit {
  const strict = budget.tbtMsWithoutInteraction;
  return strict.except.includes(path) ? budget.tbtMs : { max: Math.min(budget.tbtMs.max ?? Infinity, strict.max ?? Infinity) };
}

export interface Budgets {
  lighthouse: { mobile: LighthouseBudget; desktop: LighthouseBudget };
  bytes: {
    htmlGzip: Limit;
    cssGzip: Limit;
    jsGzipNoWidget: Limit;
    jsGzipWidget: Limit;
    renderBlockingScripts: Limit;
    fontFilesPerScript: Limit;
  };
  throughput: { ratioToNginx: Limit; connections: number; durationS: number; warmupS: number };
  memory: { rssMB: Limit };
}

export const budgetsFile = join(projectRoot, 'bench/budgets.json');

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

export const mark = (ok: boolean | null): string => (ok === null ? '?' : ok ? '✓' : '✗');

/** `≤ 16.0` / `≥ 98`, with a formatter for the number. */
export function describeLimit(limit: Limit, format: (n: number) => string = String): string {
  const parts: string[] = [];
  if (limit.min !== undefined) parts.push(`≥ ${format(limit.min)}`);
  if (limit.max !== undefined) parts.push(`≤ ${format(limit.max)}`);
  return parts.join(' and ');
}

/** A figure with its mark: `12.1 ✓`. */
export function withMark(text: string, ok: boolean | null): string {
  return `${text} ${mark(ok)}`;
}

export interface Check {
  section: string;
  what: string;
  value: string;
  target: string;
  ok: boolean | null;
}
