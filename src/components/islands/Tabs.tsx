import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { hashId } from '../../lib/url-hash.ts';
import { useTabs } from './use-tabs.ts';

interface TabMeta {
  id: string;
  /** Left out where the item's content comes as a slot (`tab0`, `tab1`…). */
  label?: string;
}

interface TabsProps {
  tabs: TabMeta[];
  label: string;
  /** `side`: the product pages' side navigation; `bar` (the default, left out of the island's props): a horizontal tab bar. */
  variant?: 'side' | 'bar';
  /** The panels, rendered statically by TabPanels so they are readable without JavaScript. */
  children: ReactNode;
  testId?: string;
  /** An item's content as static HTML (the product pages' title and outcome): in the page once, not in the props. */
  [item: `tab${number}`]: ReactNode;
}

/** Delay before the new panel fades in (docs/requirements.md R5: 10 ms). */
const PANEL_FADE_DELAY_MS = 10;

/**
 * Tabs over statically rendered panels. Without JavaScript every panel shows and the tabs
 * are plain in-page links. With it, one panel shows at a time (ARIA tabs pattern), the choice
 * lives in the URL hash, and the side variant lays its panel beside the list above 920 px and
 * under the selected item at 920 px or below (CSS: .tabs-side in styles/tabs.css).
 */
export default function Tabs({ tabs, label, variant = 'bar', children, testId, ...items }: TabsProps) {
  const ids = useMemo(() => tabs.map((t) => t.id), [tabs]);
  const { active, tabProps } = useTabs({
    ids,
    orientation: variant === 'side' ? 'vertical' : 'horizontal',
    syncHash: true,
  });
  const panelsRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [entering, setEntering] = useState(false);
  const first = useRef(true);
  // A panel the URL's hash named before hydration (a link, e.g. a sector page's Details link, followed
  // before the island ran, or a page opened with the hash): the browser had nothing to scroll to,
  // the panel being hidden, so beside the side navigation it is brought into view once shown.
  const linked = useRef(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  // A link on the page to a hidden panel of a tab bar (the careers hero's offices, #developers): the
  // browser found nothing to scroll to, so once the panel shows, the bar is brought into view.
  useEffect(() => {
    if (variant !== 'bar') return undefined;
    const fromLink = () => {
      linked.current = ids.indexOf(hashId(window.location.hash));
    };
    window.addEventListener('hashchange', fromLink);
    return () => window.removeEventListener('hashchange', fromLink);
  }, [ids, variant]);

  // Panels are static HTML: show the active one and let it fade in after the spec's delay.
  useEffect(() => {
    const panels = panelsRef.current?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? [];
    panels.forEach((panel, i) => {
      panel.toggleAttribute('data-active', i === active);
    });
    if (first.current) {
      first.current = false;
      if (variant === 'side' && matchMedia('(width > 920px)').matches) linked.current = ids.indexOf(hashId(window.location.hash));
      // Hydrated by a link to one of its panels (on-interaction.ts): the bar in view at once.
      if (variant === 'bar' && ids.includes(hashId(window.location.hash))) rootRef.current?.scrollIntoView({ block: 'start' });
      return undefined;
    }
    if (linked.current === active) (variant === 'bar' ? rootRef.current : panels[active])?.scrollIntoView({ block: 'start' });
    linked.current = -1;
    // On a phone the bar scrolls sideways: bring the chosen tab fully into view (decision 0062).
    if (variant === 'bar')
      listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    setEntering(true);
    const timer = window.setTimeout(() => setEntering(false), PANEL_FADE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, variant, ids]);

  return (
    <div ref={rootRef} className={cn(variant === 'side' ? 'tabs-side' : 'tabs-bar')} data-testid={testId} data-enhanced="true">
      {/* The side navigation's column (styles/side-nav.css); a tab bar needs no class of its own. */}
      <div className={variant === 'side' ? 'tabs-nav' : undefined}>
        <div
          role="tablist"
          aria-label={label}
          aria-orientation={variant === 'side' ? 'vertical' : 'horizontal'}
          className="tabs-list"
          ref={listRef}
        >
          {tabs.map((tab, i) => (
            <a key={tab.id} href={`#${tab.id}`} {...tabProps(i, { id: `tab-${tab.id}`, controls: tab.id })} className="tabs-tab">
              {items[`tab${i}`] ?? tab.label}
            </a>
          ))}
        </div>
      </div>
      <div ref={panelsRef} className={cn('tabs-panels', entering && 'is-entering')}>
        {children}
      </div>
    </div>
  );
}
