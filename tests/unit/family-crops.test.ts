// The /solutions family cards show a crop of each family's section screen, cut at render
// (scripts/visuals.ts `renderCard`, names.ts `cardSize`): the screen's document in a narrower
// window, cut one gap under its first block after the record's title. The cut must fall in a blank
// band under that block, in both languages and both layouts, or the card ends through a half-cut
// line of text or a box without its foot; and the file must be the size the page reserves for it
// (card-crops.json, read by screen-sources.ts). Until 2026-11-29 the card cut the whole screen in
// CSS (`--crop`, `--window-crop` in family-cards.css), its text at 10 px.
import sharp from 'sharp';
import { expect, test } from 'vitest';
import cardCrops from '../../src/assets/visuals/card-crops.json' with { type: 'json' };
import { locales } from '../../src/i18n/locales.ts';
import { cardScale, cardSize } from '../../src/visuals/names.ts';
import { solutionsCardScreens } from '../../src/visuals/preview-screens.ts';

/** CSS px kept blank above the cut: a clear edge, not a line's descenders or a box's foot. */
const margin = 4;

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

const cases = solutionsCardScreens.flatMap((name) =>
  locales.flatMap((locale) => (['desktop', 'phone'] as const).map((layout) => [name, locale, layout] as const)),
);

test.each(cases)(
  'the %s card crop (%s, %s layout) is the size the page reserves and ends in a blank band',
  async (name, locale, layout) => {
    const crop = (cardCrops as Record<string, { height: number; smallestText: number }>)[`${name}.${locale}.${layout}`];
    expect(crop, 'card-crops.json records it: run npm run visuals').toBeDefined();
    const file = `src/assets/visuals/${name}.${locale}.${layout === 'phone' ? 'card-phone' : 'card'}.avif`;
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(Math.round(cardSize[layout] * cardScale));
    expect(Math.abs(info.height - crop!.height * cardScale)).toBeLessThanOrEqual(cardScale);
    const rows: number[] = [];
    for (let y = info.height - Math.round(margin * cardScale); y < info.height; y++)
      if (rowSpread(data, info.width, info.channels, y) >= 12) rows.push(y);
    expect(rows, `device-px rows with content within ${margin} px of the cut`).toEqual([]);
    // The text it shows: 9 px in the desktop layout, 10 in the phone's (kit/screen-parts.css, screen-phone.css).
    expect(crop!.smallestText).toBe(layout === 'phone' ? 10 : 9);
  },
);
