// The /solutions family cards' crops (names.ts `cardSize`, docs/design.md "The hub"), written by
// `npm run visuals` for each screen a card shows (preview-screens.ts `solutionsCardScreens`): the
// screen's own document in a narrower window, cut one gap under its first block after the
// record's title, so the card shows the title bar, the record and its key figures with the text
// larger than the whole window could show it. Their heights and smallest text go to
// src/assets/visuals/card-crops.json (read by screen-sources.ts, tests/unit/family-crops.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import type { Layout } from '../../src/visuals/kit/layout.ts';
import { cardScale, cardSize, phoneSize, sectionSize, type ScreenName } from '../../src/visuals/names.ts';
import { solutionsCardScreens } from '../../src/visuals/preview-screens.ts';
import type { ScreenDocument } from './screen-documents.ts';
import { cutText } from './screen-fit.ts';
import { cardFile, fileHash, manifestKey, visualsDir, type Manifest } from './visuals-manifest.ts';

/** scripts/visuals.ts's own: the card crop loads the same document as the screen's other files (one manifest entry). */
export interface CardTools {
  newPage: (viewport: { width: number; height: number }, scale: number) => Promise<Page>;
  screenDocument: ScreenDocument;
  head: string;
  load: (page: Page, html: string) => Promise<void>;
  writeAvif: (png: Buffer, file: string, lcp: boolean) => Promise<void>;
  report: (name: ScreenName, locale: Locale, layout: Layout, problems: (string | undefined)[]) => void;
  manifest: Manifest;
  checkOnly: boolean;
}

interface Crop {
  clip: { x: number; y: number; width: number; height: number };
  crowded?: string;
  smallestText: number;
}

/** Narrows the window, lays out the record's title and any progress chart for it, and measures the crop. */
function measure(width: number): Crop {
  const frame = document.querySelector<HTMLElement>('.window')!;
  frame.style.inlineSize = `${width}px`;
  // The record's title on a line of its own, its badge and actions under it (as on the phone
  // canvas, kit/screen-phone.css): the narrower window would cut it with "…".
  const toolbar = frame.querySelector<HTMLElement>('.toolbar')!;
  Object.assign(toolbar.style, { flexWrap: 'wrap', rowGap: '6px' });
  Object.assign(toolbar.querySelector<HTMLElement>('h1')!.style, { flexBasis: '100%', whiteSpace: 'normal' });
  // A progress chart's labels and figures take the columns they need, not the window's, so its
  // bars keep their length beside them (9.5em and 4.5em left 30 px bars at 440 px).
  for (const row of frame.querySelectorAll<HTMLElement>('.progress li')) row.style.gridTemplateColumns = '7em 1fr 3.5em';
  const blocks = [...frame.querySelector<HTMLElement>('.main')!.children];
  const block = blocks[blocks.findIndex((b) => b.classList.contains('toolbar')) + 1]!;
  const box = frame.getBoundingClientRect();
  const bottom = Math.ceil(block.getBoundingClientRect().bottom + 10);
  const later = blocks.slice(blocks.indexOf(block) + 1);
  const shown = [...frame.querySelectorAll<HTMLElement>('*')].filter(
    (el) => el.getClientRects().length > 0 && el.getBoundingClientRect().bottom <= bottom && !later.some((b) => b.contains(el)),
  );
  const crowded = shown.find(
    (el) => getComputedStyle(el).overflow === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1,
  );
  const sizes = shown
    .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
    .map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  return {
    clip: { x: box.left, y: box.top, width: box.width, height: bottom - box.top },
    ...(crowded && { crowded: `«${crowded.textContent}» is ${crowded.scrollWidth} px wide in ${crowded.clientWidth} px` }),
    smallestText: Math.min(...sizes),
  };
}

/** The crops, rendered after each card screen's own files by scripts/visuals.ts. */
export function cardCropper(tools: CardTools) {
  const file = join(visualsDir, 'card-crops.json');
  const crops = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { height: number; smallestText: number }>;
  return {
    /** Renders, checks and writes a family card screen's crops in the layouts asked, both languages. */
    async render(name: ScreenName, layouts: Layout[]) {
      if (solutionsCardScreens.includes(name)) for (const layout of layouts) await this.renderLayout(name, layout);
    },
    async renderLayout(name: ScreenName, layout: Layout) {
      const width = cardSize[layout];
      const page = await tools.newPage({ width, height: layout === 'phone' ? phoneSize.height : sectionSize.height }, cardScale);
      for (const locale of locales) {
        await tools.load(page, tools.screenDocument(name, locale, tools.head, layout));
        const crop = await page.evaluate(measure, width);
        tools.report(name, locale, layout, [crop.crowded && `card crop: ${crop.crowded}`, await cutText(page)]);
        if (tools.checkOnly) continue;
        const png = await page.screenshot({ clip: crop.clip, omitBackground: true, animations: 'disabled' });
        const written = cardFile(name, locale, layout);
        await tools.writeAvif(png, join(visualsDir, written), false);
        crops[`${name}.${locale}.${layout}`] = { height: Math.round(crop.clip.height), smallestText: crop.smallestText };
        tools.manifest[manifestKey(name, locale, layout)]!.files[written] = fileHash(written);
        console.log(join(visualsDir, written));
      }
      await page.close();
      const sorted = Object.fromEntries(Object.entries(crops).sort(([a], [b]) => a.localeCompare(b)));
      if (!tools.checkOnly) writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    },
  };
}
