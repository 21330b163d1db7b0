/**
 * Which canvas a screen is drawn on: the desktop window (names.ts `screenSize`) or the phone
 * canvas (`phoneSize`), where the blocks are recomposed to one column and tables keep only the
 * columns that carry the story, so no text has to shrink (docs/decisions/design-history.md#0035).
 */
import { createContext } from 'react';
import type { Column } from './types.ts';

export type Layout = 'desktop' | 'phone';
export const LayoutContext = createContext<Layout>('desktop');

/** The columns a table keeps on the phone canvas: its own choice, else the first and the last two. */
export function phoneColumns(columns: Column[], chosen?: number[]): number[] {
  if (chosen) return chosen;
  const all = columns.map((_, i) => i);
  return all.length <= 3 ? all : [0, all.length - 2, all.length - 1];
}
