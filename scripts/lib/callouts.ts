// The numbered callouts on the sector pages' mid-page screens (design history 2026-11-29): where each marker
// goes on the rendered canvas, measured in the document `npm run visuals` photographs, so the
// page's HTML markers land on their targets in both languages (the Arabic screen is mirrored) and
// at every width the figure takes (% of the canvas). Written to src/assets/visuals/callouts.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { calloutTargets } from '../../src/visuals/callouts.ts';
import type { Layout } from '../../src/visuals/kit/layout.ts';
import { phoneColumns } from '../../src/visuals/kit/layout.ts';
import type { ScreenName } from '../../src/visuals/names.ts';
import { screens } from '../../src/visuals/screens/index.ts';
import { manifestKey, sha256, visualsDir } from './visuals-manifest.ts';

/** A marker's centre in % of the canvas: from its inline start (the right edge in Arabic) and its top. */
export type Pin = { x: number; y: number };
/** Per screen, language and layout: the document measured and its pins, or why none (the notes then stand alone). */
type CalloutEntry = { document: string; pins: Pin[] } | { document: string; pins: null; reason: string };
export type CalloutFile = Record<string, CalloutEntry>;

const calloutsFile = join(visualsDir, 'callouts.json');

export const readCallouts = (): CalloutFile => JSON.parse(readFileSync(calloutsFile, 'utf8')) as CalloutFile;

function writeCallouts(callouts: CalloutFile): void {
  const sorted = Object.fromEntries(Object.entries(callouts).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(calloutsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * The room a marker needs beside its target's text, in canvas px: an 18 px disc (1.125rem) shown
 * at 1.1× or more (a 704 px figure at 768, 800 at 1280) is 16.4 canvas px across; on the 320 px
 * phone canvas at about 1.02× (360 px) 17.6, within the 1 px of air kept around each text; plus a
 * 3 px gap to the text.
 */
const radius = 8.5;
const gap = 3;

type Located = { block: number; column: number; kpi: number; lanes?: boolean; row?: number };
type Placed = { pins: Pin[] } | { pins: null; reason: string };

/** In the screen's document: each located target's place (see measureCallouts). */
const placePins = ({ located, radius, gap }: { located: Located[]; radius: number; gap: number }): Placed => {
  const frame = document.querySelector('.window')!.getBoundingClientRect();
  const main = document.querySelector('.main')!;
  type Box = { left: number; right: number; top: number; bottom: number };
  const textBoxes = (root: Node): Box[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const rects: Box[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
    }
    return rects;
  };
  // Every text of the screen: no disc may cover one (1 px of air around each).
  const texts = textBoxes(document.querySelector('.window')!);
  const free = (x: number, y: number) => {
    const disc = { left: x - radius, right: x + radius, top: y - radius, bottom: y + radius };
    const inside = disc.left >= frame.left && disc.right <= frame.right && disc.top >= frame.top && disc.bottom <= frame.bottom;
    const covers = texts.some(
      (t) => disc.left < t.right + 1 && disc.right > t.left - 1 && disc.top < t.bottom + 1 && disc.bottom > t.top - 1,
    );
    // Nor another marker (its 2 px ring and 2 px of air).
    const crowds = placed.some((p) => Math.hypot(p.x - x, p.y - y) < 2 * radius + 4);
    return inside && !covers && !crowds;
  };
  const placed: { x: number; y: number }[] = [];
  const round = (v: number) => Math.round(v * 100) / 100;
  const pins: { x: number; y: number }[] = [];
  for (const [i, t] of located.entries()) {
    const block = main.children[2 + t.block];
    const box =
      t.row !== undefined
        ? block?.querySelectorAll('.lane-label')[t.row]
        : t.column >= 0
          ? block?.querySelectorAll(t.lanes ? '.lane-head' : 'thead th')[t.column]
          : t.kpi >= 0
            ? block?.querySelectorAll('.kpi')[t.kpi]
            : undefined;
    if (!box) return { pins: null, reason: `callout ${i + 1}: its target is not on this canvas` };
    const cell = box.getBoundingClientRect();
    if (cell.bottom > frame.bottom || cell.top < frame.top) return { pins: null, reason: `callout ${i + 1}: its target is cut` };
    const own = textBoxes(
      t.column >= 0 || t.row !== undefined ? (box.querySelector('.lane-name') ?? box) : box.querySelector('.kpi-value')!,
    );
    const text = {
      left: Math.min(...own.map((r) => r.left)),
      right: Math.max(...own.map((r) => r.right)),
      top: Math.min(...own.map((r) => r.top)),
      bottom: Math.max(...own.map((r) => r.bottom)),
    };
    const middle = (text.top + text.bottom) / 2;
    const after = cell.right - text.right;
    const before = text.left - cell.left;
    const sides = [
      { x: text.right + gap + radius, y: middle, room: after },
      { x: text.left - gap - radius, y: middle, room: before },
    ].sort((p, q) => q.room - p.room);
    const places = [...sides, { x: (text.left + text.right) / 2, y: text.top - 1 - radius, room: Infinity }];
    const place = places.find((p) => free(p.x, p.y));
    if (!place) return { pins: null, reason: `callout ${i + 1}: no place beside or over its text that covers no text` };
    placed.push(place);
    // From the canvas's inline start, as the page places it (inset-inline-start): the right edge in Arabic.
    const fromStart = document.dir === 'rtl' ? frame.right - place.x : place.x - frame.left;
    pins.push({ x: round((fromStart / frame.width) * 100), y: round(((place.y - frame.top) / frame.height) * 100) });
  }
  return { pins };
};

/**
 * Each target's pin, measured on the loaded (and, for a phone, cropped) document: a column's marker
 * in its header cell, a key figure's in its card, beside the text on the side with room (the empty
 * start of a number column's header, the end of a text column's or a figure's), level with it;
 * where neither side has room (the Arabic screens' number columns are as narrow as their widest
 * figure), over the text, its disc on the header's top edge. A place is taken only if the disc
 * lies inside the canvas and covers no text of the screen and no other marker. Null and the reason when a target is not
 * on this canvas (the phone keeps fewer columns, figures and rows) or has no free place: then no
 * marker stands, only the notes.
 */
async function measureCallouts(
  page: Page,
  name: ScreenName,
  locale: Locale,
  layout: Layout,
): Promise<{ pins: Pin[] } | { pins: null; reason: string } | undefined> {
  const targets = calloutTargets(name);
  if (!targets) return undefined;
  const spec = screens[name](locale);
  const located = targets.map((target): Located => {
    const block = spec.blocks[target.block];
    if ('row' in target) {
      if (block?.kind !== 'lanes') throw new Error(`${name}: block ${target.block} has no lanes`);
      return { block: target.block, column: -1, kpi: -1, row: target.row };
    }
    if ('column' in target && block?.kind === 'lanes') {
      // The headings: the labels', each tick's kept on this canvas, the figures'.
      const [first, end] = layout === 'phone' && block.phoneTicks ? block.phoneTicks : [0, block.ticks.length];
      const c = target.column;
      const column = c === 0 ? 0 : c <= block.ticks.length ? (c - 1 >= first && c - 1 < end ? c - first : -1) : end - first + 1;
      return { block: target.block, column, kpi: -1, lanes: true };
    }
    if ('column' in target) {
      if (block?.kind !== 'table') throw new Error(`${name}: block ${target.block} is not a table`);
      const keep = layout === 'phone' ? phoneColumns(block.columns, block.phone) : block.columns.map((_, i) => i);
      return { block: target.block, column: keep.indexOf(target.column), kpi: -1 };
    }
    if (block?.kind !== 'kpis') throw new Error(`${name}: block ${target.block} is not a row of key figures`);
    return { block: target.block, column: -1, kpi: layout === 'phone' && target.kpi > 1 ? -1 : target.kpi };
  });
  return page.evaluate(placePins, { located, radius, gap });
}

/**
 * What `npm run visuals` keeps of the callouts: each measured entry, written with the images; with
 * --check, a problem where a document's callouts differ from the file's.
 */
export function calloutRecorder(checkOnly: boolean) {
  const callouts = readCallouts();
  return {
    async record(page: Page, name: ScreenName, locale: Locale, layout: Layout, html: string): Promise<string | undefined> {
      const measured = await measureCallouts(page, name, locale, layout);
      if (!measured) return undefined;
      const key = manifestKey(name, locale, layout);
      const entry = { document: sha256(html), ...measured };
      if (!checkOnly) callouts[key] = entry;
      else if (JSON.stringify(callouts[key]) !== JSON.stringify(entry)) return `its callouts differ from ${calloutsFile}: re-render it`;
      return undefined;
    },
    write: () => writeCallouts(callouts),
  };
}
