/**
 * Headings broken as a typesetter breaks them (issue #30, review 16), measured on a page loaded at
 * the width measured: each visible h1–h3 and the closing band's heading, split into the units a
 * line may break between (words joined by a no-break space are one unit), each unit's line read
 * from its Range. A heading breaks badly when
 * - a middle line holds one word alone ("نظام واحد / لإدارة / أعمالك كلها");
 * - its last line holds one word alone though it has four words or more, so another break was
 *   possible ("ERP for pharmacies / and pharmaceutical / warehouses");
 * - it takes more lines than its units filled greedily into its column would.
 * scripts/heading-breaks.ts lists them on every page and width; heading-breaks.spec.ts holds them.
 */

export interface HeadingLines {
  /** `h1`, `h2`, `h3`, `slide` (a home slide's title) or `closing` (the closing band's heading). */
  role: string;
  text: string;
  /** Each line's units (a block child of the heading, such as a contact card's city, starts its own group). */
  groups: { lines: string[][]; widths: number[]; space: number }[];
  column: number;
  /** The content width of the heading's parent: the column it sits in, when its own measure is narrower. */
  room: number;
}

/** In the page: the lines of every visible heading matched by `selector`. */
export function readHeadingLines(selector: string): HeadingLines[] {
  const out: HeadingLines[] = [];
  for (const h of document.querySelectorAll<HTMLElement>(selector)) {
    if (!h.checkVisibility() || h.closest('.sr-only, dialog:not([open])') || h.getBoundingClientRect().width <= 1) continue;
    const style = getComputedStyle(h);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    const groups = new Map<Element, { middle: number; units: string[] }[]>();
    const widths = new Map<Element, number[]>();
    const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      // A screen reader's words (`sr-only`: a 1 px box) take no line.
      if (parent.getBoundingClientRect().width <= 1 || !parent.checkVisibility()) continue;
      let block: Element = parent;
      while (block !== h && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!;
      const lines = groups.get(block) ?? [];
      groups.set(block, lines);
      const unitWidths = widths.get(block) ?? [];
      widths.set(block, unitWidths);
      for (const m of (node.textContent ?? '').matchAll(/[^ \t\n]+/gu)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (!rects.length) continue;
        const middle = rects[0]!.top + rects[0]!.height / 2;
        let line = lines.find((l) => Math.abs(l.middle - middle) < lineHeight / 2);
        if (!line) lines.push((line = { middle, units: [] }));
        line.units.push(m[0]);
        unitWidths.push(rects.reduce((sum, r) => sum + r.width, 0));
      }
    }
    const space = (() => {
      const probe = document.createElement('span');
      probe.textContent = '\u00a0';
      probe.style.font = 'inherit';
      h.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    })();
    const role = h.classList.contains('closing-band-heading')
      ? 'closing'
      : h.localName === 'h2' && h.closest('.slide')
        ? 'slide'
        : h.localName;
    out.push({
      role,
      text: h.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      groups: [...groups.entries()].map(([block, lines]) => ({
        lines: lines.sort((a, b) => a.middle - b.middle).map((l) => l.units),
        widths: widths.get(block)!,
        space,
      })),
      column: h.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd),
      room: (() => {
        const parent = h.parentElement!;
        const box = getComputedStyle(parent);
        return parent.clientWidth - parseFloat(box.paddingInlineStart) - parseFloat(box.paddingInlineEnd);
      })(),
    });
  }
  return out;
}

/** Words a line shows, a no-break space counted as a space ("في أسكون": two). */
const words = (units: string[]) => units.join(' ').split(/\s+/u).filter(Boolean).length;

/** The lines greedy filling would need: units of these widths into the column. */
function greedyLines(widths: number[], space: number, column: number): number {
  let lines = 1;
  let used = 0;
  for (const w of widths) {
    if (used > 0 && used + space + w > column + 0.5) {
      lines += 1;
      used = w;
    } else used += used > 0 ? space + w : w;
  }
  return lines;
}

/** What is wrong with one heading's breaks (nothing: an empty list). */
export function badBreaks(h: HeadingLines): string[] {
  const out: string[] = [];
  for (const { lines, widths, space } of h.groups) {
    const shown = lines.map((l) => l.join(' ')).join(' | ');
    if (lines.length >= 3 && lines.slice(1, -1).some((l) => words(l) === 1)) out.push(`one word alone on a middle line: ${shown}`);
    const total = lines.reduce((n, l) => n + words(l), 0);
    if (lines.length >= 2 && words(lines.at(-1)!) === 1 && total >= 4) out.push(`one word alone on the last line: ${shown}`);
    // 2 % slack: a line the browser keeps a pixel short is not a line that would fit.
    const fit = greedyLines(widths, space, h.column * 0.98);
    if (lines.length > fit) out.push(`${lines.length} lines where ${fit} would fit: ${shown}`);
    else if (lines.length >= 3 && greedyLines(widths, space, Math.max(h.column, h.room) * 0.98) <= 2)
      out.push(
        `${lines.length} lines in a ${Math.round(h.column)} px measure where two would fit its ${Math.round(h.room)} px column: ${shown}`,
      );
  }
  return out;
}

export const headingSelector = 'h1, h2, h3, .closing-band-heading';
