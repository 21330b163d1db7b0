/** One block of a screen, drawn by the renderer of its kind. */
import { useContext } from 'react';
import type { Block } from '../types.ts';
import { LayoutContext } from '../layout.ts';
import { Chart } from './Chart.tsx';
import { Fields } from './Fields.tsx';
import { Kpis } from './Kpis.tsx';
import { Lanes } from './Lanes.tsx';
import { Progress } from './Progress.tsx';
import { Table } from './Table.tsx';
import { Tiles } from './Tiles.tsx';

/**
 * Blocks side by side on the desktop window, one under the other on the phone canvas, or only
 * the one the screen names for the phone (`phone`), drawn as a block of its own.
 */
function Columns({ block }: { block: Extract<Block, { kind: 'columns' }> }) {
  const phone = useContext(LayoutContext) === 'phone';
  const only = phone && block.phone !== undefined ? block.blocks[block.phone] : undefined;
  if (only) return <BlockView block={only} />;
  return (
    <div className="columns" style={phone ? undefined : { gridTemplateColumns: `repeat(${block.blocks.length}, minmax(0, 1fr))` }}>
      {block.blocks.map((b, i) => (
        <BlockView key={i} block={b} />
      ))}
    </div>
  );
}

export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'kpis':
      return <Kpis block={block} />;
    case 'fields':
      return <Fields block={block} />;
    case 'table':
      return <Table block={block} />;
    case 'chart':
      return <Chart block={block} />;
    case 'progress':
      return <Progress block={block} />;
    case 'tiles':
      return <Tiles block={block} />;
    case 'lanes':
      return <Lanes block={block} />;
    case 'columns':
      return <Columns block={block} />;
  }
}
