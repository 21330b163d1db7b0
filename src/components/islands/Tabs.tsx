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
 * A link to a panel hidden when it was followed (before hydration, or the page opened with the hash)
 * gave the browser nothing to scroll to: once the panel shows, what the visitor was sent to is
 * brought into view, chosen once per variant: `view`, the element; `media`, where (at hydration);
 * `later`, also for links followed after hydration.
 */
const LINKED = {
  // A tab bar (careers): the whole bar, also for a link elsewhere on the page (the hero's offices, #developers).
  bar: { view: (root: HTMLElement | null) => root, media: 'all', later: true },
  // The side navigation (product pages): the panel, beside the list only (at 920 px or below the browser went to
  // the row); after hydration the browser scrolls to a shown panel itself.
  side: { view: (_root: HTMLElement | null, panel?: HTMLElement) => panel, media: '(width > 920px)', later: false },
};

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
  const rootRef = useRef<HTMLDivElement>(null);
  const linkedTo = LINKED[variant];
  // The index of the panel a link named, until it shows (LINKED).
  const linked = useRef(-1);
  useEffect(() => {
    if (!linkedTo.later) return undefined;
    const fromLink = () => {
      linked.current = ids.indexOf(hashId(window.location.hash));
    };
    window.addEventListener('hashchange', fromLink);
    return () => window.removeEventListener('hashchange', fromLink);
  }, [ids, linkedTo]);

  // Panels are static HTML: show the active one and let it fade in after the spec's delay.
  useEffect(() => {
    const panels = panelsRef.current?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? [];
    panels.forEach((panel, i) => {
      panel.toggleAttribute('data-active', i === active);
    });
    // Hydrated by a link to one of its panels (on-interaction.ts) or opened with the hash.
    if (first.current && matchMedia(linkedTo.media).matches) linked.current = ids.indexOf(hashId(window.location.hash));
    if (linked.current === active) {
      linkedTo.view(rootRef.current, panels[active])?.scrollIntoView({ block: 'start' });
      linked.current = -1;
    }
    if (first.current) {
      first.current = false;
      return undefined;
    }
    linked.current = -1;
    // On a phone the bar scrolls sideways: bring the chosen tab fully into view (decision 0062).
    if (variant === 'bar')
      listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    setEntering(true);
    const timer = window.setTimeout(() => setEntering(false), PANEL_FADE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, variant, ids, linkedTo]);

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
