/** How the screens print text in either language (src/visuals/kit/Screen.tsx). */
import type { ReactNode } from 'react';

export const arabicLetter = /[\u0600-\u06ff]/;
/** A percentage (4.1%, +6%, −3%): one left-to-right figure with its sign on the right. */
const percentage = /([+\u2212-]?\d[\d,.]*%)/;

/**
 * Text as the screens print it, in either language:
 * - a bracketed unit never breaks inside its brackets: «(ألف ر.س)», "(SAR thousand)";
 * - in Arabic text a percentage is isolated left to right, so it reads 3.2% as in the KPI
 *   values instead of flipping to %3.2, and it is tied to the word before it, so it never
 *   wraps onto a line of its own.
 */
export function printable(value: string): ReactNode {
  const text = value.replace(/\([^()]*\)/g, (group) => group.replace(/ /g, '\u00a0'));
  if (!arabicLetter.test(text)) return text;
  const parts = text.split(percentage);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 ? (
      <span key={i} dir="ltr" className="figure">
        {part}
      </span>
    ) : (
      // The space before a percentage becomes a no-break space.
      part.replace(/ $/, i + 1 < parts.length ? '\u00a0' : ' ')
    ),
  );
}
