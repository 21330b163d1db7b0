import { cn } from '../../lib/cn.ts';

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
 * name, level and place) as a table, not a row of boxes pretending to be logos (decision 0053).
 * Three columns under quiet headings, at most 880 px wide, so a row is a short sweep of the eye
 * (decision 0062), in the site's one table style (`.data-table`, decision 0066); phones: the name
 * and its level on one line, the place under them, the headings kept for screen readers only
 * (styles/grids.css).
 */
export function ProofBand({
  entries,
  columns,
  caption,
  testId,
  className,
}: {
  entries: ProofEntry[];
  /** The column headings: the entry's name, its level, its city and country. */
  columns: { name: string; level: string; place: string };
  /** Said once above the entries (sampleNotes). */
  caption?: string | undefined;
  testId?: string;
  className?: string;
}) {
  return (
    <>
      {caption && <SampleCaption text={caption} />}
      <table className={cn('data-table data-frame proof-band', className)} data-testid={testId}>
        <thead>
          <tr>
            {[columns.name, columns.level, columns.place].map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" data-testid="proof-name">
                {entry.logo && <img src={entry.logo} alt="" className="mb-2 h-10 w-28 object-contain" loading="lazy" />}
                {entry.name}
                {entry.note && (
                  <span className="block text-xs leading-5 text-danger-700" data-testid="sample-label">
                    {entry.note}
                  </span>
                )}
              </th>
              <td>
                {entry.badge && (
                  <span className={entry.badge.className} data-testid="proof-tier">
                    {entry.badge.label}
                  </span>
                )}
              </td>
              <td className="text-ink-soft">
                <span data-testid="proof-city">{entry.city}</span>
                {entry.separator}
                <span data-testid="proof-country">{entry.country}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The one line that says a list's entries are samples (decision 0028, said once: 0045). */
function SampleCaption({ text }: { text: string }) {
  return (
    <p className="mb-3 text-sm font-semibold text-ink-muted" data-testid="sample-caption">
      {text}
    </p>
  );
}
