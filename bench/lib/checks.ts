/** Every figure the bench compares with its budget, kept for the summary and the JSON results, with ✓/✗. */
import { meets, type Limit } from '../../support/budgets.ts';
import { heading, table, type Cell } from './util.ts';

export interface Check {
  section: string;
  what: string;
  value: string;
  target: string;
  ok: boolean | null;
}

/** Records a figure against its limit; true, false, or null when unmeasured. */
export type CheckFigure = (
  section: string,
  what: string,
  value: number | null,
  limit: Limit,
  format?: (n: number) => string,
) => boolean | null;

const mark = (ok: boolean | null): string => (ok === null ? '?' : ok ? '✓' : '✗');

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

export class Checks {
  readonly list: Check[] = [];

  readonly check: CheckFigure = (section, what, value, limit, format = String) => {
    const ok = meets(value, limit);
    this.list.push({ section, what, value: value === null ? '–' : format(value), target: describeLimit(limit, format), ok });
    return ok;
  };

  /** Per section: how many figures were checked, met, missed, unmeasured; then every miss. */
  printSummary(): void {
    console.log(heading('Budgets'));
    const rows: Cell[][] = [['section', 'checked', 'met', 'missed', 'no figure']];
    for (const section of new Set(this.list.map((c) => c.section))) {
      const list = this.list.filter((c) => c.section === section);
      const count = (ok: boolean | null) => list.filter((c) => c.ok === ok).length;
      rows.push([section, list.length, count(true), count(false), count(null)]);
    }
    console.log(table(rows));
    const misses = this.list.filter((c) => c.ok === false);
    if (misses.length) {
      console.log(`\nMisses (${misses.length}):`);
      for (const c of misses) console.log(`  ${mark(false)} [${c.section}] ${c.what}: ${c.value} (target ${c.target})`);
    } else console.log('\nAll checked figures meet their targets.');
  }
}
