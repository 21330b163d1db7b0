import { useContext, type CSSProperties } from 'react';
import type { LaneBar, LanesBlock } from '../types.ts';
import { printable } from '../printable.tsx';
import { Cell, Figure } from '../Figure.tsx';
import { LayoutContext } from '../layout.ts';

type Row = LanesBlock['rows'][number];

/** The scale as one canvas shows it: the ticks kept, where a position falls, which bars show and whose text fits. */
function scaleOf(block: LanesBlock, phone: boolean) {
  const [first, end] = phone && block.phoneTicks ? block.phoneTicks : [0, block.ticks.length];
  // A scale of cells runs from the first kept tick's start to the last one's end; a scale of edges
  // from the first label's line to the last one's.
  const lo = first;
  const hi = block.edges ? end - 1 : end;
  const pct = (x: number) => `${(((Math.min(Math.max(x, lo), hi) - lo) / (hi - lo)) * 100).toFixed(3)}%`;
  const shown = (bar: LaneBar) => (bar.to === undefined ? bar.from >= lo && bar.from <= hi : bar.to > lo && bar.from < hi);
  // Whether a bar's text fits it whole, by a generous estimate of the track's width and a glyph's.
  const trackPx =
    (phone ? 184 : 318) -
    (block.valueHead ? (phone ? 46 : 72) : 0) +
    (phone ? 82 - (block.phoneLabelWidth ?? 82) : 128 - (block.labelWidth ?? 128));
  const fits = (bar: LaneBar, text: string) =>
    bar.to === undefined ||
    ((Math.min(bar.to, hi) - Math.max(bar.from, lo)) / (hi - lo)) * trackPx >= text.length * (phone ? 6.3 : 5.7) + 12;
  return { first, ticks: block.ticks.slice(first, end), lo, hi, pct, shown, fits };
}
type Scale = ReturnType<typeof scaleOf>;

/** The headings: the labels', each tick's (today's marked), the figures'. */
function LanesHeader({ block, scale, phone }: { block: LanesBlock; scale: Scale; phone: boolean }) {
  const { first, ticks, pct } = scale;
  const now = block.line;
  return (
    <div className="lane lane-header">
      <span className="lane-head">{printable(block.head)}</span>
      <div
        className={block.edges ? 'lane-scale edges' : 'lane-scale'}
        style={block.edges ? undefined : { gridTemplateColumns: `repeat(${ticks.length}, minmax(0, 1fr))` }}
      >
        {ticks.map((tick, i) => {
          const at = first + i;
          const today = !block.edges && now !== undefined && now >= at && now < at + 1;
          const edge = block.edges ? (i === 0 ? ' first' : i === ticks.length - 1 ? ' last' : '') : '';
          return (
            <span
              key={tick.label + at}
              className={`lane-head lane-tick${tick.mark ? ' mark' : ''}${today ? ' today' : ''}${edge}`}
              style={block.edges ? { insetInlineStart: pct(at) } : undefined}
            >
              <Figure value={tick.label} />
              {tick.sub && !phone && <small>{printable(tick.sub)}</small>}
            </span>
          );
        })}
      </div>
      {block.valueHead && <span className="lane-head lane-value">{printable(block.valueHead)}</span>}
    </div>
  );
}

/** One row's track: the weekend shading, its extent, its bars and points, the line. */
function LaneTrack({ block, row, scale }: { block: LanesBlock; row: Row; scale: Scale }) {
  const { first, ticks, lo, hi, pct, shown, fits } = scale;
  const now = block.line;
  return (
    <span className="lane-track">
      {!block.edges &&
        ticks.map((tick, i) =>
          tick.mark ? <i key={i} className="lane-shade" style={{ insetInlineStart: pct(first + i), inlineSize: pct(lo + 1) }} /> : null,
        )}
      {row.track !== undefined && <i className="lane-extent" style={{ inlineSize: pct(row.track) }} />}
      {row.bars.filter(shown).map((bar, i) =>
        bar.to === undefined ? (
          <span key={i} className={`lane-point lane-tone-${bar.tone}`} style={{ insetInlineStart: pct(bar.from) }}>
            <i />
            {bar.text && <Figure value={bar.text} />}
          </span>
        ) : (
          <span
            key={i}
            className={`lane-bar lane-tone-${bar.tone}`}
            style={{ insetInlineStart: pct(bar.from), inlineSize: `calc(${pct(bar.to)} - ${pct(bar.from)})` }}
          >
            {bar.text && fits(bar, bar.text) && <Figure value={bar.text} />}
          </span>
        ),
      )}
      {now !== undefined && now >= lo && now <= hi && <i className="lane-line" style={{ insetInlineStart: pct(now) }} />}
    </span>
  );
}

/**
 * Rows against a scale, drawn with kit/screen-lanes.css: a label (and a line under it) at the start,
 * the rows' bars across the scale, an optional figure at the end. Positions are set from the
 * inline start, so an Arabic screen runs its days and months right to left. The phone canvas keeps
 * the ticks the block names (`phoneTicks`), each bar cut to them. A bar's text is cut with "…" if
 * it does not fit, which fails `npm run visuals` (screen-fit.ts cutText): the data are chosen so it fits.
 */
export function Lanes({ block }: { block: LanesBlock }) {
  const phone = useContext(LayoutContext) === 'phone';
  const scale = scaleOf(block, phone);
  const label = phone ? block.phoneLabelWidth : block.labelWidth;
  return (
    <div
      className="panel lanes"
      data-value={block.valueHead ? '' : undefined}
      data-tall={block.tall ? '' : undefined}
      style={label ? ({ '--label': `${label}px` } as CSSProperties) : undefined}
    >
      {block.legend && (
        <div className="lanes-legend legend">
          {block.legend.map(([tone, text]) => (
            <span key={text} className="lanes-key">
              <i className={`swatch lane-tone-${tone}`} />
              {printable(text)}
            </span>
          ))}
        </div>
      )}
      <LanesHeader block={block} scale={scale} phone={phone} />
      <ul className="lane-rows">
        {block.rows.map((row) => (
          <li key={row.label} className="lane">
            <span className="lane-label">
              <span className="lane-name">{printable(row.label)}</span>
              {row.sub && <span className="lane-sub">{printable(row.sub)}</span>}
            </span>
            <LaneTrack block={block} row={row} scale={scale} />
            {block.valueHead && (
              <span className="lane-value num">
                <Cell value={row.value ?? ''} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
