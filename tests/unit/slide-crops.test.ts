/**
 * The home slides' phone canvases cut to the slides' common frame (slidePhoneCrops) are cut just
 * under a whole row: the canvas's row rule (the table's 1 px line, 2 device px in the 2× file) ends
 * at the cut, the row above it is not the rule (so the cut is not mid-way down a thicker line), and
 * the cut leaves the others' height (~345–361 px), so all three slides share one frame.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import phoneHeights from '../../src/assets/visuals/phone-heights.json' with { type: 'json' };
import { slidePhoneCrops } from '../../src/components/islands/slider/slide-view.ts';
import { phoneScale, phoneSize } from '../../src/visuals/names.ts';

/** How much of a 2× row, across the window's inner width, is the rules' light grey. */
async function ruleShare(file: string) {
  const { data, info } = await sharp(readFileSync(file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (y: number) => {
    let grey = 0;
    const [from, to] = [60, info.width - 60];
    for (let x = from; x < to; x++) {
      const i = (y * info.width + x) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 170 && r < 235 && Math.abs(r - g) < 20 && b >= r) grey++;
    }
    return grey / (to - from);
  };
}

test.each(Object.entries(slidePhoneCrops))('the %s slide screen is cut at %i px, just under a row rule', async (key, crop) => {
  const share = await ruleShare(`src/assets/visuals/${key}.phone.avif`);
  const cut = crop * phoneScale;
  expect(share(cut - 1), 'the rule ends at the cut').toBeGreaterThan(0.9);
  expect(share(cut - 2), 'the rule ends at the cut').toBeGreaterThan(0.9);
  expect(share(cut - 3), 'a row above the rule').toBeLessThan(0.5);
  const whole = (phoneHeights as Record<string, number>)[key]!;
  expect(crop, 'cut, not whole').toBeLessThan(whole);
  expect(crop).toBeLessThanOrEqual(phoneSize.height);
  expect(crop).toBeGreaterThanOrEqual(340);
  expect(crop).toBeLessThanOrEqual(362);
});

test.each(Object.entries(slidePhoneCrops))(
  'slider.css crops the %s slide at %i px with a rule of its own (no style attribute: CSP)',
  (_key, crop) => {
    const css = readFileSync('src/styles/slider.css', 'utf8');
    expect(css).toMatch(new RegExp(`\\[data-crop='${crop}'\\] img \\{\\s*aspect-ratio: 320 / ${crop};`));
  },
);
