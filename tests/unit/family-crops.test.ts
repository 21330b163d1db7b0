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
