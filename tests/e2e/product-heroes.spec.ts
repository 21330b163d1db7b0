/**
 * The product pages' heroes from 64 rem, in both languages: the heading across the hero in two
 * lines at most (beside the screen, in a 40 % column, it took three), and the hero screen at a
 * scale that shows its smallest text at 9 CSS px or more, the phones' rule (decision 0035): under
 * the lead below 80 rem, beside it from there. One load per page, re-laid out at each width; the
 * smallest text read in each screen's desktop document (the one `npm run visuals` photographs).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes } from '../../src/routes.ts';
import { screenSize, type ScreenName } from '../../src/visuals/names.ts';
import { manifestKey, readManifest } from '../../scripts/lib/visuals-manifest.ts';
import { lines } from './page-checks/heading-wraps.ts';

const products = ['financial', 'distribution', 'hr', 'featured'] as const;
const widths = [1024, 1279, 1280, 1440, 1920];
const minimumCssPx = 9;

test('every product hero from 64 rem: the heading in two lines at most, the screen showing its smallest text at 9 px or more', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shown: { where: string; screen: ScreenName; locale: Locale; width: number }[] = [];
  const headings: string[] = [];
  for (const locale of locales) {
    for (const key of products) {
      const path = localizePath(routes[key], locale);
      const screen = (JSON.parse(readFileSync(`src/content/products/${key}/${locale}.json`, 'utf8')) as { intro: { image: ScreenName } })
        .intro.image;
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const hero = page.getByTestId('page-hero');
        const count = await lines(hero.locator('h1'));
        if (count > 2) headings.push(`${path} at ${width} px: ${count} lines`);
        const shownWidth = await hero.locator('img.product-screen').evaluate((img) => img.getBoundingClientRect().width);
        shown.push({ where: `${path} at ${width} px`, screen, locale, width: shownWidth });
      }
    }
  }

  const manifest = readManifest();
  const smallest = new Map<string, number>();
  const small: string[] = [];
  for (const { where, screen, locale, width } of shown) {
    const key = `${screen}.${locale}`;
    const recorded = manifest[manifestKey(screen, locale, 'desktop')]?.smallestText;
    if (recorded === undefined) {
      small.push(`${where}: ${key} is not in the visuals manifest`);
      continue;
    }
    smallest.set(key, recorded);
    const px = (smallest.get(key)! * width) / screenSize.width;
    if (px < minimumCssPx)
      small.push(`${where}: ${key}, ${smallest.get(key)} px × ${width.toFixed(0)}/${screenSize.width} = ${px.toFixed(2)} px`);
  }
  expect(smallest.size).toBe(products.length * locales.length);
  expect.soft(headings, 'hero headings over two lines').toEqual([]);
  expect(small, "the hero screen's smallest text, shown").toEqual([]);
});
