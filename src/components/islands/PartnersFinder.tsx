import { interpolate } from '../../i18n/interpolate.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FinderControls } from './partners/FinderControls.tsx';
import { PartnerResults } from './partners/PartnerResults.tsx';
import type { PartnersFinderLabels, PartnerView } from './partners/partner-view.ts';
import { usePartnerFilter } from './partners/use-partner-filter.ts';

interface PartnersFinderProps {
  locale: Locale;
  /** This page's path in its locale: the tier links are `path?tier=…`. */
  path: string;
  partners: PartnerView[];
  labels: PartnersFinderLabels;
}

/**
 * Partners by tier (the tier is kept in `?tier=`, so a filtered view can be shared) with a
 * search by name, city or country. Without JavaScript the All view is complete and the tiers
 * are hidden (styles/tabs.css); before hydration a tier is a link to its `?tier=` view, which
 * hydrates the island at once (`client:interaction="tier"`).
 */
export default function PartnersFinder({ locale, path, partners, labels }: PartnersFinderProps) {
  const { tabs, tier, query, setQuery, search, visible } = usePartnerFilter(partners);
  return (
    <div className="finder container-page" data-testid="partners-finder">
      <FinderControls path={path} labels={labels} tabs={tabs} query={query} setQuery={setQuery} search={search} />
      <div role="tabpanel" id="partner-results" className="finder-results" aria-labelledby={`tier-tab-${tier}`} tabIndex={0}>
        <p className="sr-only" aria-live="polite" data-testid="partner-count">
          {interpolate(labels.resultsCount, { count: visible.length }, locale)}
        </p>
        <PartnerResults visible={visible} tier={tier} query={query} labels={labels} />
      </div>
    </div>
  );
}
