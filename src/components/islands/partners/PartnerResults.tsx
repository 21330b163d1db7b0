import type { PartnersFinderLabels, PartnerView, TierFilter } from './partner-view.ts';
import { PartnerCard } from './PartnerCard.tsx';
import { linkButtonClass } from '../../ui/link-button-class.ts';

interface PartnerResultsProps {
  visible: PartnerView[];
  tier: TierFilter;
  query: string;
  labels: PartnersFinderLabels;
}

/**
 * The partners the tier and search let through; with none, the sales tier (no partners yet, no
 * search) invites the visitor to become one, anything else says nothing matched.
 */
export function PartnerResults({ visible, tier, query, labels }: PartnerResultsProps) {
  if (visible.length === 0 && tier === 'sales' && !query)
    return (
      <div className="rounded-lg border border-dashed border-brand-600/50 bg-brand-50 p-8 text-center" data-testid="partners-empty">
        <h2 className="text-xl font-semibold text-brand-900">{labels.empty.heading}</h2>
        <p className="mx-auto mt-2 max-w-xl text-ink-soft">{labels.empty.text}</p>
        {/* The secondary style: the accent is the page's one ask, "Book a demo" (decision 0034). */}
        <a href={labels.empty.href} className={linkButtonClass('secondary', 'mt-5')}>
          {labels.empty.cta}
        </a>
      </div>
    );
  if (visible.length === 0)
    return (
      <p className="rounded-lg border border-line p-8 text-center text-ink-soft" data-testid="partners-no-results">
        {labels.noResults}
      </p>
    );
  return (
    <ul className="grid-no-orphan grid gap-5 md:grid-cols-2" role="list" data-testid="partner-cards">
      {visible.map((p) => (
        <li key={p.id}>
          <PartnerCard p={p} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
