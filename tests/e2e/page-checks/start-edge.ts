/**
 * Where a visual starts against its text: the distance between the inline-start edges (left, or
 * right in Arabic) of two elements inside one container. Used for the heroes at 48–64 rem, whose
 * visual starts at the text's start edge (decisions 0047 and 0050).
 */
import type { Locator } from '@playwright/test';

export function startEdgeGap(container: Locator, textSelector: string, visualSelector: string): Promise<number> {
  return container.evaluate(
    (el, [text, visual]) => {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const start = (sel: string) => {
        const r = el.querySelector(sel)!.getBoundingClientRect();
        return rtl ? r.right : r.left;
      };
      return Math.abs(start(visual!) - start(text!));
    },
    [textSelector, visualSelector],
  );
}
