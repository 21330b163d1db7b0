/** Small helpers shared by the benchmark modules: numbers, tables, child processes. */
import { resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** Median of the finite numbers in `values` (mean of the middle two for an even count). */
export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Bytes as kB (1 kB = 1000 bytes, the unit the budgets use), one decimal. */
export const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

export const ms = (value: number | null): string => (value === null ? '–' : `${Math.round(value)}`);

export const sleep = (msecs: number) => new Promise<void>((resolve) => setTimeout(resolve, msecs));

/** Sends `signal` to a child we started and waits (bounded) for it to exit; SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** VmRSS and VmHWM (peak) of a process, in MB (1 MB = 2^20 bytes, as /proc reports kB = 1024 bytes). */
export async function readRss(pid: number): Promise<{ rssMB: number; peakMB: number } | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { rssMB: field('VmRSS'), peakMB: field('VmHWM') };
  } catch {
    return null;
  }
}

export type Cell = string | number | null | undefined;

/** A plain-text table: first row is the header; numbers are right-aligned. */
export function table(rows: Cell[][]): string {
  const text = rows.map((row) => row.map((c) => (c === null || c === undefined ? '–' : String(c))));
  const widths: number[] = [];
  for (const row of text) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, [...c].length)));
  const numeric = (c: string) => /^[-+]?[\d.,]+ ?[✓✗]?$/.test(c) || /^[\d.]+[x%]? ?[✓✗]?$/.test(c);
  const line = (row: string[]) =>
    row
      .map((c, i) => {
        const pad = ' '.repeat(Math.max(0, widths[i]! - [...c].length));
        return numeric(c) ? pad + c : c + pad;
      })
      .join('  ')
      .trimEnd();
  const [head, ...body] = text;
  const out = [line(head ?? []), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const row of body) out.push(line(row));
  return out.join('\n');
}

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat([...title].length)}`;
}
