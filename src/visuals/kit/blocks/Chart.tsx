import type { Block } from '../types.ts';
import { printable } from '../printable.tsx';

/** Bars per period, one or two series, scaled to the largest value. */
export function Chart({ block }: { block: Extract<Block, { kind: 'chart' }> }) {
  const max = Math.max(...block.bars.flatMap((b) => [b.a, b.b ?? 0]));
  return (
    <div className="panel chart" data-phone-labels={block.phoneAlternateLabels ? 'alternate' : undefined}>
      <div className="panel-head">
        <span className="panel-title">{printable(block.title)}</span>
        <span className="legend">
          <i className="swatch a" />
          {block.legend[0]}
          {block.legend[1] && (
            <>
              <i className="swatch b" />
              {block.legend[1]}
            </>
          )}
        </span>
      </div>
      <div className="bars">
        {block.bars.map((b) => (
          <div key={b.label} className="bar-group">
            <div className="bar-pair">
              <span className="bar a" style={{ blockSize: `${(b.a / max) * 100}%` }} />
              {b.b !== undefined && <span className="bar b" style={{ blockSize: `${(b.b / max) * 100}%` }} />}
            </div>
            <span className="bar-label">{b.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
