import type { PartnersContent } from '../../content/schemas/partners.ts';
import { cn } from '../../lib/cn.ts';
import { tierBadgeClass } from '../ui/tier-badge.ts';
import { HeroPanel } from './HeroPanel.tsx';

type Row = PartnersContent['partnersInfo']['table']['rows'][number];

/** The levels from the lowest up: Silver, Gold, Platinum (the table lists them top down), in the finder's badge colours. */
const steps = [
  { key: 'silver', row: 2, className: cn('partner-step-silver', tierBadgeClass.silver) },
  { key: 'gold', row: 1, className: cn('partner-step-gold', tierBadgeClass.gold) },
  { key: 'platinum', row: 0, className: tierBadgeClass.platinum },
] as const;

interface PartnerLevelsProps {
  title: string;
  rows: readonly Row[];
}

/**
 * The partner programme's three levels as bars stacked Platinum on top, each wider than the one
 * below and aligned to the inline end (decision 0036), with its territory and source-code access
 * from the levels table (src/content/partners), in the page's language. Decorative: the page
 * states the same in its table or its tabs.
 */
export function PartnerLevels({ title, rows }: PartnerLevelsProps) {
  return (
    <HeroPanel title={title} decorative testId="partner-levels">
      <ol className="partner-steps hero-canvas" role="list">
        {steps.map((step) => {
          const row = rows[step.row];
          if (!row) return null;
          return (
            <li key={step.key} className={cn('partner-step', step.className)} data-tier={step.key}>
              <span className="text-base font-bold">{row.tier}</span>
              <span className="partner-step-fact">{row.jurisdiction}</span>
              <span className="partner-step-fact">{row.code}</span>
            </li>
          );
        })}
      </ol>
    </HeroPanel>
  );
}
