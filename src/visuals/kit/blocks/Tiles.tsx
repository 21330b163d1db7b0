import type { Block } from '../types.ts';
import { printable } from '../printable.tsx';

/** Item buttons with their price, as a point of sale shows them. */
export function Tiles({ block }: { block: Extract<Block, { kind: 'tiles' }> }) {
  return (
    <div className="tiles">
      {block.items.map((t) => (
        <div key={t.label} className="tile">
          <span className="tile-label">{printable(t.label)}</span>
          <span className="tile-price">{t.price}</span>
        </div>
      ))}
    </div>
  );
}
