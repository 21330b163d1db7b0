/** What the partner finder (PartnersFinder.tsx) is given: the tiers, each partner as shown, and the labels. */

export const tierFilters = ['all', 'platinum', 'gold', 'silver', 'sales'] as const;
export type TierFilter = (typeof tierFilters)[number];

export interface PartnerView {
  id: string;
  /** Invented for the design (partner-directory.json `status: sample`): the card says so. */
  sample: boolean;
  tier: Exclude<TierFilter, 'all'>;
  wordmark: string;
  /** The partner's own logo (public/partners/), once supplied; until then the card shows none. */
  logo?: string | undefined;
  name: string;
  city: string;
  country: string;
  /** "City, Country" with the locale's comma. */
  location: string;
  /** Each with what it is ("Mobile", "Office"), or the generic "Phone". */
  phones: Array<{ e164: string; display: string; label: string }>;
  website?: string | undefined;
  email?: string | undefined;
  info: string;
}

export interface PartnersFinderLabels {
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
  /** The label on each sample partner's card. */
  sample: string;
  /** The directory counted at build ("5 partners in 5 countries", "1 Platinum · 2 Gold · …") and, while any listing is a sample, the flag saying so. */
  summary: { count: string; levels: string; sample?: string | undefined };
  empty: { heading: string; text: string; cta: string; href: string };
}
