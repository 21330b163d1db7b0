import type { RefObject } from 'react';
import { Search } from 'lucide-react';
import type { useTabs } from '../use-tabs.ts';
import { tierFilters, type PartnersFinderLabels, type TierFilter } from './partner-view.ts';

const tierHref = (path: string, filter: TierFilter) => (filter === 'all' ? path : `${path}?tier=${filter}`);

interface FinderControlsProps {
  /** This page's path in its locale: the tier links are `path?tier=…`. */
  path: string;
  labels: PartnersFinderLabels;
  tabs: ReturnType<typeof useTabs>;
  query: string;
  setQuery: (query: string) => void;
  search: RefObject<HTMLInputElement | null>;
}

/**
 * The tier tabs, the search field and the directory's count. Without JavaScript the tabs and the
 * search are hidden (`.needs-js`), the count stays; before hydration a tier is a link to its
 * `?tier=` view. On phones the tiers are one row that scrolls inside itself, its ends faded; from
 * 40rem they wrap. From 64rem the panel stands in the hero's end column (styles/finder.css).
 */
export function FinderControls({ path, labels, tabs, query, setQuery, search }: FinderControlsProps) {
  return (
    <div className="finder-panel">
      <div className="finder-controls needs-js">
        <div role="tablist" aria-label={labels.tabsLabel} className="tier-tabs flex gap-2">
          {tierFilters.map((filter, i) => (
            <a
              key={filter}
              href={tierHref(path, filter)}
              {...tabs.tabProps(i, { id: `tier-tab-${filter}`, controls: 'partner-results' })}
              className="tabs-tab shrink-0 border border-line"
              data-testid={`tier-${filter}`}
            >
              {labels.tabs[filter]}
            </a>
          ))}
        </div>
        <label className="grid gap-1 text-sm font-semibold">
          {labels.search}
          <span className="relative">
            <Search className="pointer-events-none absolute start-3 inset-y-0 my-auto size-4 text-ink-muted" aria-hidden="true" />
            <input
              ref={search}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={labels.searchPlaceholder}
              className="block w-full rounded-md border border-field-line py-2.5 pe-3 ps-9 font-normal"
              data-testid="partner-search"
            />
          </span>
        </label>
      </div>
      <p className="text-sm text-ink-soft" data-testid="partner-summary">
        {labels.summary.sample && (
          <span className="inline-block rounded-full bg-surface-alt px-2.5 py-0.5 text-xs font-semibold">{labels.summary.sample}</span>
        )}
        <span className="font-semibold text-ink">{labels.summary.count}</span>
        <span className="mt-1 block">{labels.summary.levels}</span>
      </p>
    </div>
  );
}
