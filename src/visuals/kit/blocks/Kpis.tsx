import { useContext } from 'react';
import type { Block } from '../types.ts';
import { printable } from '../printable.tsx';
import { Figure } from '../Figure.tsx';
import { LayoutContext } from '../layout.ts';

/**
 * A row of key figures, each with its label and an optional note in a tone. The phone canvas
 * keeps the first two, side by side: a third would take a row of its own.
 */
export function Kpis({ block }: { block: Extract<Block, { kind: 'kpis' }> }) {
  const items = useContext(LayoutContext) === 'phone' ? block.items.slice(0, 2) : block.items;
  return (
    <div className="kpis">
      {items.map((k) => (
        <div key={k.label} className="kpi">
          <div className="kpi-label">{printable(k.label)}</div>
          <div className="kpi-value">
            <Figure value={k.value} />
          </div>
          {k.note && <div className={`kpi-note tone-${k.tone ?? 'info'}`}>{printable(k.note)}</div>}
        </div>
      ))}
    </div>
  );
}
