import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../ui/icon-names.ts';
import { tierBadge } from '../ui/tier-badge.ts';
import { HeroPanel } from './HeroPanel.tsx';

interface FinderSketchProps {
  /** "The finder (illustration)": the caption says it is a drawing, not a listing. */
  title: string;
  searchPlaceholder: string;
  /** The countries the directory lists partners in, in its order; the first is drawn chosen. */
  countries: readonly string[];
  /** The level drawn on the card, by its tab's name. */
  tier: string;
  labels: { location: string; phones: string; website: string };
}

/** A grey bar standing in for a value: the sketch shows a card's fields, never a partner's name. */
function Bar({ className }: { className: string }) {
  return <i className={cn('block h-2.5 rounded-full bg-line', className)} />;
}

/**
 * The partner finder's hero (decision 0050, amended): the finder itself, drawn — the search
 * field, a country filter with the directory's countries, and one result card with a partner's
 * fields (level, name, location, phone, website) as bars, so no partner looks named by it.
 * Decorative: the working finder follows it.
 */
export function FinderSketch({ title, searchPlaceholder, countries, tier, labels }: FinderSketchProps) {
  const rows: readonly { icon: IconName; label: string; value?: string | undefined }[] = [
    { icon: 'map-pin', label: labels.location, value: countries[0] },
    { icon: 'phone', label: labels.phones },
    { icon: 'globe', label: labels.website },
  ];
  return (
    <HeroPanel title={title} decorative testId="finder-sketch">
      <div className="hero-canvas grid gap-4 p-5">
        <p className="flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm text-ink-muted">
          <Icon name="search" className="size-4 shrink-0" />
          {searchPlaceholder}
        </p>
        <p className="flex flex-wrap gap-2 text-sm">
          {countries.map((c, i) => (
            <span
              key={c}
              className={cn(
                'rounded-full border px-3 py-0.5',
                i === 0 ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink-soft',
              )}
            >
              {c}
            </span>
          ))}
        </p>
        <div className="grid gap-3 rounded-lg border border-line bg-white p-4 shadow-card">
          <span className="flex items-center justify-between gap-4">
            <Bar className="w-2/5" />
            <span className={tierBadge('gold')}>{tier}</span>
          </span>
          {rows.map((r) => (
            <span key={r.label} className="flex items-center gap-2 text-sm text-ink-soft">
              <Icon name={r.icon} className="size-4 shrink-0 text-brand-700" />
              <span className="font-semibold">{r.label}</span>
              {r.value ? <span>{r.value}</span> : <Bar className="w-1/3" />}
            </span>
          ))}
        </div>
      </div>
    </HeroPanel>
  );
}
