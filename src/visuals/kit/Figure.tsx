/** How a cell or a figure prints inside a screen (blocks/*.tsx). */
import type { ReactNode } from 'react';
import type { Tone } from './types.ts';
import { arabicLetter, printable } from './printable.tsx';

/** A status chip: a cell value written `tone:label`. */
export function Cell({ value }: { value: string }) {
  const match = /^(ok|warn|bad|info):(.*)$/.exec(value);
  return match ? <span className={`chip chip-${match[1] as Tone}`}>{printable(match[2]!)}</span> : <>{printable(value)}</>;
}

/**
 * Figures, dates and ranges without words (−1,250.00, +6%, 2026–2027, 18/11/2026 10:42) keep
 * their left-to-right order inside right-to-left text; a value with Arabic words (32.8 لتر / يوم)
 * is left to the paragraph's own direction, its percentages isolated by `printable`.
 */
export function Figure({ value, children }: { value: string; children?: ReactNode }) {
  return arabicLetter.test(value) ? <>{children ?? printable(value)}</> : <span dir="ltr">{children ?? printable(value)}</span>;
}
