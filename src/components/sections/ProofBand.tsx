import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/Icon.tsx';

export interface ProofEntry {
  id: string;
  name: string;
  city: string;
  country: string;
  /** Between city and country where they share a line (phones): the locale's list separator. */
  separator: string;
  /** A short qualifier shown as a badge (a partner's tier): its label and whole class (ui/tier-badge.ts). */
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
 * name, level, city and country) as a table of rows with rules between them, not a row of boxes
 * pretending to be logos (decision 0053). Phones: the name and its level on one line, the place
 * under them; from 48 rem four aligned columns (styles/grids.css), mirrored in Arabic.
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
            {entry.logo && <img src={entry.logo} alt="" className="proof-band-wide h-10 w-28 object-contain" loading="lazy" />}
            <p className="font-semibold text-brand-900" data-testid="proof-name">
              {entry.name}
            </p>
            {entry.badge && (
              <span className={cn('proof-band-tier', entry.badge.className)} data-testid="proof-tier">
                {entry.badge.label}
              </span>
            )}
            <p className="proof-band-place text-sm text-ink-soft">
              <span data-testid="proof-city">
                <Icon name="map-pin" className="me-1.5 inline size-4 align-[-0.2em] text-brand-700" />
                {entry.city}
              </span>
              <span className="proof-band-sep">{entry.separator}</span>
              <span data-testid="proof-country">{entry.country}</span>
            </p>
            {entry.note && (
              <p className="proof-band-wide text-xs font-semibold leading-5 text-danger-700" data-testid="sample-label">
                {entry.note}
              </p>
            )}
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
