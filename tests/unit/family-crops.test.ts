// The /solutions family cards cut each phone canvas at a y set per family (family-cards.css,
// `--crop`): the cut must fall in a blank band between two blocks of the rendered canvas, in both
// languages, or the card ends through a half-cut line of text. Reading the committed images
// catches a cut that a re-rendered screen moved onto its text.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { phoneScale, phoneSize } from '../../src/visuals/names.ts';
import { solutionsRowScreen, solutionsRowSections } from '../../src/visuals/preview-screens.ts';

/** CSS px kept blank on each side of the cut: a clear edge, not a line's descenders or a rule. */
const margin = 3;
/** Each family's `--crop`, from the rules in family-cards.css that set it. */
const crops = new Map(
  [
    ...readFileSync('src/styles/family-cards.css', 'utf8')
      .replace(/\/\*[^]*?\*\//g, '')
      .matchAll(/([^{}]+)\{\s*--crop: (\d+);/g),
  ].flatMap(([, selectors, crop]) => selectors!.split(',').map((s) => [s.trim(), Number(crop)] as const)),
);

/** The spread of brightness across one device-pixel row, its outermost 4 % either side left out. */
function rowSpread(data: Buffer, width: number, channels: number, y: number): number {
  let low = Infinity;
  let high = -Infinity;
  for (let x = Math.floor(width * 0.04); x < width * 0.96; x++) {
    const i = (y * width + x) * channels;
    const value = data[i]! + data[i + 1]! + data[i + 2]!;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  return high - low;
}

const families = Object.keys(solutionsRowSections) as (keyof typeof solutionsRowSections)[];

test.each(families.flatMap((family) => locales.map((locale) => [family, locale] as const)))(
  "the %s card's crop ends between two blocks of its %s phone canvas",
  async (family, locale) => {
    const cut = crops.get(`#${family}`)!;
    expect(cut, `family-cards.css sets #${family}'s --crop`).toBeGreaterThan(0);
    const file = `src/assets/visuals/${solutionsRowScreen(family)}.${locale}.phone.avif`;
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(phoneSize.width * phoneScale);
    expect((cut + margin) * phoneScale).toBeLessThan(info.height);
    const rows: number[] = [];
    for (let y = (cut - margin) * phoneScale; y < (cut + margin) * phoneScale; y++)
      if (rowSpread(data, info.width, info.channels, y) >= 12) rows.push(y / phoneScale);
    expect(rows, `rows with content within ${margin} px of the cut at ${cut}`).toEqual([]);
  },
);

// The window (512 px wide, from 30 to 48 rem and from 64 rem) is cut 3 px under a row's rule, per
// language (`--window-crop`), so its table ends on whole rows and the card's own rule closes it:
// a rule of the table 1–4 px above the cut, nothing within 2 px under it. Until 2026-11-29 the
// window was a strip of a fixed height (17 rem), cut through a row wherever the card's width put it.
const windowCrops = new Map<string, number>();
for (const [, selectors, crop] of readFileSync('src/styles/family-cards.css', 'utf8')
  .replace(/\/\*[^]*?\*\//g, '')
  .matchAll(/([^{}]+)\{\s*--window-crop: (\d+);/g)) {
  const locale = selectors!.includes("lang='ar'") ? 'ar' : 'en';
  for (const [, id] of selectors!.matchAll(/#(\w+)/g)) windowCrops.set(`${id}.${locale}`, Number(crop));
}
/** The window file's scale: 1,024 device px for its 512 CSS px. */
const windowScale = 2;

/** Whether one device-pixel row is a rule: 80 % of its middle in one light grey (the table's lines). */
function isRule(data: Buffer, width: number, channels: number, y: number): boolean {
  let grey = 0;
  let n = 0;
  for (let x = Math.floor(width * 0.1); x < width * 0.9; x++, n++) {
    const i = (y * width + x) * channels;
    const value = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
    if (value > 150 && value < 240) grey++;
  }
  return grey / n > 0.8;
}

test.each(families.flatMap((family) => locales.map((locale) => [family, locale] as const)))(
  "the %s card's window (%s) is cut 1–4 px under a row's rule, clear of the next row",
  async (family, locale) => {
    // An Arabic value where the Arabic rows sit apart, else the family's one.
    const crop = windowCrops.get(`${family}.${locale}`) ?? windowCrops.get(`${family}.en`);
    expect(crop, `family-cards.css sets #${family}'s --window-crop`).toBeGreaterThan(0);
    const file = `src/assets/visuals/${solutionsRowScreen(family)}.${locale}.1280.avif`;
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(512 * windowScale);
    const y = crop! * windowScale;
    expect(y + 2 * windowScale).toBeLessThan(info.height);
    const rules: number[] = [];
    for (let r = y - 4 * windowScale; r < y - windowScale; r++) if (isRule(data, info.width, info.channels, r)) rules.push(r / windowScale);
    expect(rules.length, `a rule 1–4 px above the cut at ${crop}`).toBeGreaterThan(0);
    const content: number[] = [];
    for (let r = y; r < y + 2 * windowScale; r++) if (rowSpread(data, info.width, info.channels, r) >= 12) content.push(r / windowScale);
    expect(content, `rows with content within 2 px under the cut at ${crop}`).toEqual([]);
  },
);
