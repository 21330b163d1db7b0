import { Fragment } from 'react';
import type { ScreenSpec } from './types.ts';
import { printable } from './printable.tsx';
import { BlockView } from './blocks/BlockView.tsx';
import { LayoutContext, type Layout } from './layout.ts';

/**
 * The breadcrumb's steps, each isolated so a code or a date keeps its order, joined by a chevron
 * that points in the reading direction: CSS turns it round in right-to-left screens
 * (.crumb-sep in screen-frame.css), as the site's own chevrons do (design brief, "Both directions").
 */
function Breadcrumb({ path }: { path: string }) {
  return (
    <div className="crumb">
      {path.split(' › ').map((step, i) => (
        <Fragment key={step}>
          {i > 0 && (
            <svg className="crumb-sep" viewBox="0 0 6 10" aria-hidden="true">
              <path d="M1.5 1.5 4.5 5l-3 3.5" />
            </svg>
          )}
          <bdi>{printable(step)}</bdi>
        </Fragment>
      ))}
    </div>
  );
}

function Sidebar({ spec }: { spec: ScreenSpec }) {
  return (
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
  );
}

/**
 * One application window: title bar, module sidebar, toolbar and the screen's blocks. On the
 * phone canvas the sidebar and the secondary actions give way, so the blocks keep a readable size.
 * A section screen (`workArea`) drops the sidebar too: the page's own side navigation lists the
 * modules beside it, and the narrower window shows its text larger in the same slot.
 */
export function Screen({ spec, layout = 'desktop', workArea = false }: { spec: ScreenSpec; layout?: Layout; workArea?: boolean }) {
  const phone = layout === 'phone';
  const actions = phone ? spec.actions.slice(-1) : spec.actions;
  const windowClass = phone ? 'window phone' : workArea ? 'window work-area' : 'window';
  return (
    <LayoutContext.Provider value={layout}>
      <div className={windowClass}>
        <div className="titlebar">
          <span className="dots">
            <i />
            <i />
            <i />
          </span>
          <span className="titlebar-app">ASCON ERP · {spec.app}</span>
          {!phone && <span className="titlebar-company">{spec.company}</span>}
        </div>
        <div className="body">
          {!phone && !workArea && <Sidebar spec={spec} />}
          <main className="main">
            <Breadcrumb path={spec.breadcrumb} />
            <div className="toolbar">
              <h1>{printable(spec.title)}</h1>
              {spec.status && <span className={`chip chip-${spec.status.tone}`}>{printable(spec.status.label)}</span>}
              <span className="actions">
                {actions.map((a, i) => (
                  <span key={a} className={i === actions.length - 1 ? 'btn primary' : 'btn'}>
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
    </LayoutContext.Provider>
  );
}
