import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Globe, Mail, MapPin, Phone, Search } from 'lucide-react';
import { interpolate } from '../../i18n/interpolate.ts';
import { normalizeArabic } from '../../search/normalize-arabic.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTabs } from './use-tabs.ts';
import { tierBadgeClass } from '../ui/tier-badge.ts';

export const tierFilters = ['all', 'platinum', 'gold', 'silver', 'sales'] as const;
export type TierFilter = (typeof tierFilters)[number];

export interface PartnerView {
  id: string;
  /** Invented for the design (partner-directory.json `status: sample`): the card says so. */
  sample: boolean;
  tier: Exclude<TierFilter, 'all'>;
  wordmark: string;
  /** The partner's own logo (public/partners/), once supplied; the wordmark stands in until then. */
  logo?: string | undefined;
  name: string;
  city: string;
  country: string;
  /** "City, Country" with the locale's comma. */
  location: string;
  phones: Array<{ e164: string; display: string }>;
  website?: string | undefined;
  email?: string | undefined;
  info: string;
}

interface PartnersFinderProps {
  locale: Locale;
  /** This page's path in its locale: the tier links are `path?tier=…`. */
  path: string;
  partners: PartnerView[];
  labels: {
    tabs: Record<TierFilter, string>;
    tabsLabel: string;
    search: string;
    searchPlaceholder: string;
    resultsCount: string;
    noResults: string;
    location: string;
    phones: string;
    website: string;
    email: string;
    newTab: string;
    /** The label on a sample partner's card. */
    sample: string;
    empty: { heading: string; text: string; cta: string; href: string };
  };
}

const tierStyle = tierBadgeClass;

/** Keeps the chosen tier in `?tier=` (All is the bare URL), with a history entry per choice. */
function writeTierToUrl(index: number) {
  const url = new URL(window.location.href);
  if (index === 0) url.searchParams.delete('tier');
  else url.searchParams.set('tier', tierFilters[index]!);
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

/** Case, accents and the site search's Arabic folds (one normaliser: src/search/normalize-arabic.ts). */
function normalise(text: string) {
  return normalizeArabic(text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, ''));
}

const tierHref = (path: string, filter: TierFilter) => (filter === 'all' ? path : `${path}?tier=${filter}`);

/**
 * Partners by tier (the tier is kept in `?tier=`, so a filtered view can be shared) with a
 * search by name, city or country. Without JavaScript the All view is complete and the tiers
 * are hidden (styles/tabs.css); before hydration a tier is a link to its `?tier=` view, which
 * hydrates the island at once (`client:interaction="tier"`).
 */
export default function PartnersFinder({ locale, path, partners, labels }: PartnersFinderProps) {
  const { active, setActive, select, onKeyDown, register } = useTabs({
    ids: tierFilters,
    orientation: 'horizontal',
    syncHash: false,
    onSelect: writeTierToUrl,
  });
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const tier = tierFilters[active] ?? 'all';

  // What the visitor typed before the island hydrated is in the field, not in the state.
  useEffect(() => {
    if (search.current?.value) setQuery(search.current.value);
  }, []);

  useEffect(() => {
    const fromUrl = () => {
      const index = tierFilters.indexOf((new URLSearchParams(window.location.search).get('tier') ?? 'all') as TierFilter);
      setActive(index >= 0 ? index : 0);
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [setActive]);

  const visible = useMemo(() => {
    const q = normalise(query.trim());
    return partners.filter(
      (p) => (tier === 'all' || p.tier === tier) && (!q || [p.name, p.city, p.country, p.wordmark].some((v) => normalise(v).includes(q))),
    );
  }, [partners, tier, query]);

  return (
    <div className="container-page py-12 lg:py-16" data-testid="partners-finder">
      <div className="needs-js mb-6 flex flex-wrap items-end justify-between gap-4">
        <div role="tablist" aria-label={labels.tabsLabel} className="flex flex-wrap gap-2">
          {tierFilters.map((filter, i) => (
            <a
              key={filter}
              ref={register(i)}
              href={tierHref(path, filter)}
              role="tab"
              id={`tier-tab-${filter}`}
              aria-controls="partner-results"
              aria-selected={i === active}
              tabIndex={i === active ? 0 : -1}
              className="tabs-tab border border-line"
              onClick={(event) => {
                event.preventDefault();
                select(i);
              }}
              onKeyDown={(event) => onKeyDown(event, i)}
              data-testid={`tier-${filter}`}
            >
              {labels.tabs[filter]}
            </a>
          ))}
        </div>
        <label className="grid w-full gap-1 text-sm font-semibold sm:w-72">
          {labels.search}
          <span className="relative">
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
            <input
              ref={search}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={labels.searchPlaceholder}
              className="block w-full rounded-md border border-ink-muted/60 py-2.5 pe-3 ps-9 font-normal"
              data-testid="partner-search"
            />
          </span>
        </label>
      </div>
      <div role="tabpanel" id="partner-results" aria-labelledby={`tier-tab-${tier}`} tabIndex={0}>
        <p className="sr-only" aria-live="polite" data-testid="partner-count">
          {interpolate(labels.resultsCount, { count: visible.length }, locale)}
        </p>
        {visible.length === 0 ? (
          tier === 'sales' && !query ? (
            <div className="rounded-lg border border-dashed border-brand-600/50 bg-brand-50 p-8 text-center" data-testid="partners-empty">
              <h2 className="text-xl font-semibold text-brand-900">{labels.empty.heading}</h2>
              <p className="mx-auto mt-2 max-w-xl text-ink-soft">{labels.empty.text}</p>
              <a
                href={labels.empty.href}
                className="mt-5 inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800"
              >
                {labels.empty.cta}
              </a>
            </div>
          ) : (
            <p className="rounded-lg border border-line p-8 text-center text-ink-soft" data-testid="partners-no-results">
              {labels.noResults}
            </p>
          )
        ) : (
          <ul className="grid-no-orphan grid gap-5 md:grid-cols-2" role="list" data-testid="partner-cards">
            {visible.map((p) => (
              <li key={p.id}>
                {/* Two blocks, who and where, then what they do: side by side in a featured card (the
                    first of an odd count takes the whole row, .grid-no-orphan in grids.css). */}
                <article
                  id={`partner-${p.id}`}
                  className="h-full rounded-lg border border-line bg-white p-6 shadow-card"
                  data-testid="partner-card"
                  data-tier={p.tier}
                >
                  <div>
                    <div className="flex items-center justify-between gap-4">
                      {p.logo ? (
                        <img src={p.logo} alt={p.name} className="h-14 w-32 object-contain" loading="lazy" />
                      ) : (
                        <span
                          className="inline-flex min-h-14 min-w-32 items-center justify-center rounded-md border border-line bg-surface-alt px-4 text-sm font-extrabold tracking-widest text-ink-soft"
                          role="img"
                          aria-label={p.name}
                          dir="ltr"
                          lang="en"
                          translate="no"
                        >
                          {p.wordmark}
                        </span>
                      )}
                      <span className={`rounded-full px-3 py-1 text-xs font-bold uppercase ${tierStyle[p.tier]}`}>
                        {labels.tabs[p.tier]}
                      </span>
                    </div>
                    <h2 className="mt-4 text-lg font-semibold text-brand-900">{p.name}</h2>
                    {p.sample && (
                      <p className="mt-1 text-sm font-semibold text-danger-700" data-testid="sample-label">
                        {labels.sample}
                      </p>
                    )}
                    <dl className="mt-3 grid gap-2 text-sm text-ink-soft">
                      <Detail icon={MapPin} label={labels.location}>
                        {p.location}
                      </Detail>
                      <Detail icon={Phone} label={labels.phones} className="flex flex-wrap gap-x-4 gap-y-1">
                        {p.phones.map((phone) => (
                          <a
                            key={phone.e164}
                            href={`tel:${phone.e164}`}
                            className="inline-flex min-h-6 items-center hover:underline"
                            dir="ltr"
                          >
                            {phone.display}
                          </a>
                        ))}
                      </Detail>
                      {p.website && (
                        <Detail icon={Globe} label={labels.website}>
                          <a href={p.website} target="_blank" rel="noopener noreferrer" className="hover:underline" dir="ltr">
                            {new URL(p.website).host}
                            <span className="sr-only"> {labels.newTab}</span>
                          </a>
                        </Detail>
                      )}
                      {p.email && (
                        <Detail icon={Mail} label={labels.email}>
                          <a href={`mailto:${p.email}`} className="hover:underline" dir="ltr">
                            {p.email}
                          </a>
                        </Detail>
                      )}
                    </dl>
                  </div>
                  <p className="mt-4 text-ink-soft">{p.info}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One line of a partner's details: the icon stands for the term, which screen readers hear. */
function Detail({
  icon: IconShape,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0">
        <IconShape className="mt-0.5 size-4 text-brand-700" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
