import { useContext } from 'react';
import type { Block } from '../types.ts';
import { printable } from '../printable.tsx';
import { Cell, Figure } from '../Figure.tsx';
import { LayoutContext, phoneColumns } from '../layout.ts';

type TableBlock = Extract<Block, { kind: 'table' }>;

/** A grid of rows: numbers at the end of their cells, chips for statuses, an optional total row. */
export function Table({ block }: { block: TableBlock }) {
  const layout = useContext(LayoutContext);
  const keep = layout === 'phone' ? phoneColumns(block.columns, block.phone) : block.columns.map((_, i) => i);
  const columns = keep.map((i) => block.columns[i]!);
  const pickCells = (row: string[]) => keep.map((i) => row[i] ?? '');
  return (
    <table className="grid">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} className={c.num ? 'num' : undefined}>
              {printable(c.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.rows.map((row, r) => (
          <tr key={r} className={r === block.selected ? 'selected' : undefined}>
            {pickCells(row).map((cell, c) => (
              <td key={c} className={columns[c]?.num ? 'num' : undefined}>
                {columns[c]?.num ? (
                  <Figure value={cell}>
                    <Cell value={cell} />
                  </Figure>
                ) : (
                  <Cell value={cell} />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {block.total && (
        <tfoot>
          <tr>
            {pickCells(block.total).map((cell, c) => (
              <td key={c} className={columns[c]?.num ? 'num' : undefined}>
                {columns[c]?.num ? <Figure value={cell} /> : printable(cell)}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
