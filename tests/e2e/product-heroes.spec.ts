/**
 * Every hero with a product screen (the four product pages, /solutions and the sector pages) from
 * 64 rem, in both languages, one load per page re-laid out at each width:
 * - below 80 rem the heading across the hero in two lines at most, the screen under the lead;
 * - from 80 rem eyebrow, heading, lead and action one column beside the screen, centred on its
 *   height: the lead at most 32 px under the heading (no hole under it), the heading in three
 *   lines at most;
 * - the screen showing its smallest text at 9 CSS px or more, the phones' rule (decision 0035),
 *   read in each screen's desktop document (the one `npm run visuals` photographs).
 */
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { productKeys, routes, sectorKeys } from '../../src/routes.ts';
import { screenSize } from '../../src/visuals/names.ts';
import { manifestKey, readManifest } from '../../scripts/lib/visuals-manifest.ts';
import { lines } from './page-checks/heading-wraps.ts';

const widths = [1024, 1279, 1280, 1440, 1920];
/** From here the text column sits beside the screen. */
const besideFrom = 1280;
const minimumCssPx = 9;

/** The hero's text column and screen at this width (px). */
interface Layout {
  screen: string;
  screenWidth: number;
  /** From the heading's last line to the lead's first. */
  gap: number;
  /** The text column (eyebrow to action) beside the screen, overlapping its height. */
  beside: boolean;
  /** The text column's middle from the screen's middle. */
  offCentre: number;
}

for (const locale of locales) {
  test(`${locale}: every hero with a product screen from 64 rem: text above it to 80 rem, then one column beside it with no hole; its smallest text at 9 px or more`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const shown: { where: string; key: string; width: number }[] = [];
    for (const key of [...productKeys, ...sectorKeys]) {
      const path = localizePath(routes[key], locale as Locale);
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(path);
      const hero = page.getByTestId('page-hero');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${path} at ${width} px`;
        const count = await lines(hero.locator('h1'));
        if (count > (width < besideFrom ? 2 : 3)) problems.push(`${where}: the heading in ${count} lines`);
        const m: Layout = await hero.locator('.page-hero').evaluate((el) => {
          const box = (s: string) => el.querySelector(s)!.getBoundingClientRect();
          const [title, h1, lead, img] = [box('.page-hero-title'), box('h1'), box('.page-hero-lead'), box('img.product-screen')];
          const top = Math.min(title.top, lead.top);
          const bottom = Math.max(title.bottom, lead.bottom);
          const start = Math.min(title.left, lead.left);
          const end = Math.max(title.right, lead.right);
          return {
            screen: /\/([a-z-]+)\.(?:en|ar)\./.exec(el.querySelector('img')!.currentSrc)?.[1] ?? '',
            screenWidth: img.width,
            gap: lead.top - h1.bottom,
            beside: (img.left >= end - 1 || img.right <= start + 1) && top < img.bottom && bottom > img.top,
            offCentre: Math.abs((top + bottom) / 2 - (img.top + img.bottom) / 2),
          };
        });
        shown.push({ where, key: `${m.screen}.${locale}`, width: m.screenWidth });
        if (width < besideFrom) continue;
        if (m.gap > 32) problems.push(`${where}: ${Math.round(m.gap)} px from the heading to the lead`);
        if (!m.beside) problems.push(`${where}: the text column is not beside the screen`);
        if (m.offCentre > 12) problems.push(`${where}: the text column ${Math.round(m.offCentre)} px off the screen's middle`);
      }
    }

    const manifest = readManifest();
    for (const { where, key, width } of shown) {
      const [screen, loc] = key.split('.') as [string, Locale];
      const recorded = manifest[manifestKey(screen, loc, 'desktop')]?.smallestText;
      if (recorded === undefined) {
        problems.push(`${where}: ${key} is not in the visuals manifest`);
        continue;
      }
      const px = (recorded * width) / screenSize.width;
      if (px < minimumCssPx)
        problems.push(`${where}: ${key}, ${recorded} px × ${width.toFixed(0)}/${screenSize.width} = ${px.toFixed(2)} px`);
    }
    expect(shown).toHaveLength((productKeys.length + sectorKeys.length) * widths.length);
    expect(problems).toEqual([]);
  });
}
