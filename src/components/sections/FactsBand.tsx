import { cn } from '../../lib/cn.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';

/** One fact: its figure and unit (or, for a proof no number states, the authorities' stamps), then one sentence. */
export interface Fact {
  figure?: string | undefined;
  unit?: string | undefined;
  /** The authorities or laws as About's compliance stamps, in the figure's place. */
  marks?: readonly string[] | undefined;
  /** The sentence's lead, in bold: the item's title. */
  lead: string;
  text?: string | undefined;
  link?: { href: string; label: string } | undefined;
}

/**
 * The company's facts in two levels (docs/design.md, section types: Facts): each under a heavy navy
 * rule, the figure in large tabular numerals with its unit beside it, then one sentence whose bold
 * lead is the item's title (no separate heading level). Home's "What sets ASCON apart" and the
 * strip under About's hero; `compact` (About) sets the figures a step smaller and the items closer.
 * Only facts the site states: the claims register, branches.json and the compliance strip's marks.
 */
export function FactsBand({ facts, testId, compact }: { facts: readonly Fact[]; testId: string; compact?: boolean }) {
  return (
    <ul className={cn('facts', compact && 'facts-compact')} role="list" data-testid={testId}>
      {facts.map((fact) => (
        <li key={fact.lead}>
          <p className="fact-figure" data-testid="fact-figure">
            {fact.marks ? (
              fact.marks.map((mark) => (
                <span key={mark} className="stamp">
                  {mark}
                </span>
              ))
            ) : (
              <>
                <b>{fact.figure}</b> {fact.unit}
              </>
            )}
          </p>
          <p className="text-ink-soft">
            <strong className="font-semibold text-brand-900">{fact.lead}</strong>
            {fact.text && ` ${fact.text}`}
          </p>
          {fact.link && <ArrowLink href={fact.link.href}>{fact.link.label}</ArrowLink>}
        </li>
      ))}
    </ul>
  );
}
