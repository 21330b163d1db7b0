import { ArrowLink } from '../ui/ArrowLink.tsx';

/** One fact: its figure and unit, then one sentence, then (optionally) the authorities' stamps and a link. */
export interface Fact {
  figure: string;
  unit: string;
  /** The sentence's lead, in bold: the item's title. */
  lead: string;
  text?: string | undefined;
  /** The authorities the figure counts, as About's compliance stamps, after the sentence. */
  marks?: readonly string[] | undefined;
  link?: { href: string; label: string } | undefined;
}

/**
 * The company's facts in two levels (docs/design.md, section types: Facts): each under a heavy navy
 * rule, the figure in large tabular numerals with its unit beside it, then one sentence whose bold
 * lead is the item's title (no separate heading level); a fact's stamps and link close it. Home's
 * "What sets ASCON apart" (three; About's founding year and countries are its hero map's notes).
 * Only facts the site states: the claims register, branches.json and the compliance strip's marks.
 */
export function FactsBand({ facts, testId }: { facts: readonly Fact[]; testId: string }) {
  return (
    <ul className="facts" role="list" data-testid={testId}>
      {facts.map((fact) => (
        <li key={fact.lead}>
          <p className="fact-figure" data-testid="fact-figure">
            <b>{fact.figure}</b> {fact.unit}
          </p>
          <p className="text-ink-soft">
            <strong className="font-semibold text-brand-900">{fact.lead}</strong>
            {fact.text && ` ${fact.text}`}
          </p>
          {(fact.marks || fact.link) && (
            <div className="fact-more">
              {fact.marks && (
                <ul className="fact-marks" role="list" data-testid="fact-marks">
                  {fact.marks.map((mark) => (
                    <li key={mark} className="stamp">
                      {mark}
                    </li>
                  ))}
                </ul>
              )}
              {fact.link && <ArrowLink href={fact.link.href}>{fact.link.label}</ArrowLink>}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
