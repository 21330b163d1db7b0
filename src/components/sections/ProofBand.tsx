import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/Icon.tsx';

export interface ProofEntry {
  id: string;
  name: string;
  /** Where it is: "Dubai, United Arab Emirates". */
  place: string;
  /** A short qualifier shown as a badge (a partner's tier), with its colours. */
  badge?: { label: string; className: string };
  /** A logo only when the vendor supplied one; never a placeholder box (design brief). */
  logo?: string | undefined;
  /** A visible note, e.g. "Sample listing" for an entry invented for the design (decision 0028). */
  note?: string | undefined;
}

/**
 * The entries with their notes, or, when every entry carries the same note (all of them samples),
 * none on the entries and that fact said once for the band (decision 0045): honest, not repeated.
 */
export function sampleNotes(entries: ProofEntry[], caption: string): { entries: ProofEntry[]; caption?: string } {
  const allNoted = entries.length > 0 && entries.every((e) => e.note);
  return allNoted ? { entries: entries.map((e) => ({ ...e, note: undefined })), caption } : { entries };
}

/**
 * Section type "proof band": what is true about the people behind the product (partners by
 * name, level, city and country) as one panel of entries with rules between them, not a row of
 * boxes pretending to be logos. An entry a row; from 64 rem the name and level beside the place.
 */
export function ProofBand({
  entries,
  caption,
  testId,
  className,
}: {
  entries: ProofEntry[];
  /** Said once above the entries (sampleNotes). */
  caption?: string | undefined;
  testId?: string;
  className?: string;
}) {
  return (
    <>
      {caption && <SampleCaption text={caption} />}
      <ul className={cn('proof-band', className)} role="list" data-testid={testId}>
        {entries.map((entry) => (
          <li key={entry.id} className="proof-band-entry">
            {entry.logo && <img src={entry.logo} alt="" className="mb-3 h-10 w-28 object-contain" loading="lazy" />}
            {/* The name, its level at the inline end of the same line. */}
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-brand-900">{entry.name}</p>
              {entry.badge && (
                <span className={cn('inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', entry.badge.className)}>
                  {entry.badge.label}
                </span>
              )}
            </div>
            {/* The place, its note at the inline end of the same line when both fit (one line less a entry on phones). */}
            <div className="mt-1 flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5 lg:mt-0">
              <p className="flex items-start gap-1.5 text-sm text-ink-soft">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {entry.place}
              </p>
              {entry.note && (
                <p className="text-xs font-semibold leading-5 text-danger-700 lg:leading-4" data-testid="sample-label">
                  {entry.note}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The one line that says a list's entries are samples (decision 0028, said once: 0045). */
export function SampleCaption({ text }: { text: string }) {
  return (
    <p className="mb-3 text-sm font-semibold text-ink-muted" data-testid="sample-caption">
      {text}
    </p>
  );
}
