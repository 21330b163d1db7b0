import type { ReactNode } from 'react';
import type { Block, ScreenSpec, Tone } from './types.ts';
import { arabicLetter, printable } from './printable.tsx';
import { QrCode } from './QrCode.tsx';

/** A status chip: a cell value written `tone:label`. */
function Cell({ value }: { value: string }) {
  const match = /^(ok|warn|bad|info):(.*)$/.exec(value);
  return match ? <span className={`chip chip-${match[1] as Tone}`}>{printable(match[2]!)}</span> : <>{printable(value)}</>;
}

/**
 * Figures, dates and ranges without words (−1,250.00, +6%, 2026–2027, 18/11/2026 10:42) keep
 * their left-to-right order inside right-to-left text; a value with Arabic words (32.8 لتر / يوم)
 * is left to the paragraph's own direction, its percentages isolated by `printable`.
 */
function Figure({ value, children }: { value: string; children?: ReactNode }) {
  return arabicLetter.test(value) ? <>{children ?? printable(value)}</> : <span dir="ltr">{children ?? printable(value)}</span>;
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'kpis':
      return (
        <div className="kpis">
          {block.items.map((k) => (
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
    case 'fields':
      return (
        <div className="fields-wrap">
          <dl className="fields">
            {block.items.map(([label, value]) => (
              <div key={label} className="field">
                <dt>{printable(label)}</dt>
                <dd>
                  <Figure value={value} />
                </dd>
              </div>
            ))}
          </dl>
          {block.qr && (
            <figure className="qr">
              <QrCode data={block.qr} />
              {block.qrLabel && <figcaption>{block.qrLabel}</figcaption>}
            </figure>
          )}
        </div>
      );
    case 'table':
      return (
        <table className="grid">
          <thead>
            <tr>
              {block.columns.map((c) => (
                <th key={c.label} className={c.num ? 'num' : undefined}>
                  {printable(c.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className={r === block.selected ? 'selected' : undefined}>
                {row.map((cell, c) => (
                  <td key={c} className={block.columns[c]?.num ? 'num' : undefined}>
                    {block.columns[c]?.num ? (
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
                {block.total.map((cell, c) => (
                  <td key={c} className={block.columns[c]?.num ? 'num' : undefined}>
                    {block.columns[c]?.num ? <Figure value={cell} /> : printable(cell)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      );
    case 'chart': {
      const max = Math.max(...block.bars.flatMap((b) => [b.a, b.b ?? 0]));
      return (
        <div className="panel chart">
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
    case 'progress':
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
    case 'tiles':
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
    case 'columns':
      return (
        <div className="columns" style={{ gridTemplateColumns: `repeat(${block.blocks.length}, minmax(0, 1fr))` }}>
          {block.blocks.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </div>
      );
  }
}

/** One application window: title bar, module sidebar, toolbar and the screen's blocks. */
export function Screen({ spec }: { spec: ScreenSpec }) {
  return (
    <div className="window">
      <div className="titlebar">
        <span className="dots">
          <i />
          <i />
          <i />
        </span>
        <span className="titlebar-app">ASCON ERP · {spec.app}</span>
        <span className="titlebar-company">{spec.company}</span>
      </div>
      <div className="body">
        <nav className="sidebar">
          <div className="sidebar-head">{spec.app}</div>
          <ul>
            {spec.nav.map((item, i) => (
              <li key={item} className={i === spec.active ? 'active' : undefined}>
                <i className="nav-icon" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </nav>
        <main className="main">
          <div className="crumb">{printable(spec.breadcrumb)}</div>
          <div className="toolbar">
            <h1>{printable(spec.title)}</h1>
            {spec.status && <span className={`chip chip-${spec.status.tone}`}>{printable(spec.status.label)}</span>}
            <span className="actions">
              {spec.actions.map((a, i) => (
                <span key={a} className={i === spec.actions.length - 1 ? 'btn primary' : 'btn'}>
                  {printable(a)}
                </span>
              ))}
            </span>
          </div>
          {spec.blocks.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </main>
      </div>
    </div>
  );
}
