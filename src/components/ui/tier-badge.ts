/**
 * The partner tiers' colours and their one badge, shared by the home proof band, the partner
 * finder's cards, its hero sketch and the levels table on Partners Info, so a tier looks the same
 * wherever it is named.
 */
export type PartnerTier = 'platinum' | 'gold' | 'silver' | 'sales';

const tierBadgeClass: Record<PartnerTier, string> = {
  platinum: 'bg-brand-900 text-white',
  gold: 'bg-gold-50 text-gold-800',
  silver: 'bg-surface-alt text-ink-soft border border-line',
  sales: 'bg-brand-50 text-brand-800',
};

/** The badge naming a tier: one shape, size and case everywhere, in the tier's colours. */
export function tierBadge(tier: PartnerTier): string {
  return `inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${tierBadgeClass[tier]}`;
}
