/**
 * The partner tiers' colours, shared by the partner finder's badges and the levels table on
 * Partners Info, so a tier looks the same wherever it is named.
 */
export type PartnerTier = 'platinum' | 'gold' | 'silver' | 'sales';

export const tierBadgeClass: Record<PartnerTier, string> = {
  platinum: 'bg-brand-900 text-white',
  gold: 'bg-gold-50 text-gold-800',
  silver: 'bg-surface-alt text-ink-soft border border-line',
  sales: 'bg-brand-50 text-brand-800',
};
