/**
 * A table on a phone canvas keeps only some columns (kit/layout.ts: its own choice, else the first
 * and the last two). No row may lose every figure it has: the student-fees statement kept "Paid"
 * and "Status", so its sibling discount and its balance due showed on phones as empty rows.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { phoneColumns } from '../../src/visuals/kit/layout.ts';
import { screens } from '../../src/visuals/screens/index.ts';
import type { ScreenSpec } from '../../src/visuals/kit/types.ts';

type Block = ScreenSpec['blocks'][number];
type Table = Extract<Block, { kind: 'table' }>;

describe('tables on the phone canvas', () => {
  it('keep, on every row that has a figure, at least one of its figures', () => {
    const emptied: string[] = [];
    let tables = 0;
    for (const [name, make] of Object.entries(screens))
      for (const locale of locales) {
        const spec = make(locale);
        for (const block of spec.blocks.filter((b): b is Table => b.kind === 'table')) {
          tables++;
          const kept = phoneColumns(block.columns, block.phone);
          for (const row of [...block.rows, ...(block.total ? [block.total] : [])]) {
            const filled = (i: number) => Boolean(row[i]?.trim());
            const lost = row.some((_, i) => i > 0 && !kept.includes(i) && filled(i));
            if (lost && !kept.slice(1).some(filled)) emptied.push(`${name}.${locale}: "${row[0]}"`);
          }
        }
      }
    expect(tables).toBeGreaterThan(100);
    expect(emptied).toEqual([]);
  });
});
