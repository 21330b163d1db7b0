import type { Block } from '../types.ts';
import { printable } from '../printable.tsx';

/** Labelled bars of a share (0–100 %), with the figure at the end. */
export function Progress({ block }: { block: Extract<Block, { kind: 'progress' }> }) {
  return (
    <div className="panel">
      <div className="panel-head">
        <span className="panel-title">{printable(block.title)}</span>
      </div>
      <ul className="progress">
        {block.items.map((p) => (
          <li key={p.label}>
            <span className="progress-label">{printable(p.label)}</span>
            <span className="track">
              <span className="fill" style={{ inlineSize: `${p.pct}%` }} />
            </span>
            <span className="num">{p.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
