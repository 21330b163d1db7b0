import { useEffect, useMemo, useRef, useState } from 'react';
import { normalizeArabic } from '../../../search/normalize-arabic.ts';
import { useTabs } from '../use-tabs.ts';
import { tierFilters, type PartnerView, type TierFilter } from './partner-view.ts';

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

/**
 * The finder's state: the tier tabs (kept in `?tier=`, followed on Back/Forward) and the search
 * text (taken over from the field if the visitor typed before hydration), and the partners both let through.
 */
export function usePartnerFilter(partners: PartnerView[]) {
  const tabs = useTabs({ ids: tierFilters, orientation: 'horizontal', syncHash: false, onSelect: writeTierToUrl });
  const { active, setActive } = tabs;
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

  return { tabs, tier, query, setQuery, search, visible };
}
