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
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';
import { lines } from './page-checks/heading-wraps.ts';
import { smallestText } from './screen-documents.ts';

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

  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  // A blank document first: the site's Content-Security-Policy would block the documents' inline
  // styles. Nothing is fetched: the documents carry their fonts.
  await page.goto('about:blank');
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  await page.setViewportSize(screenSize);
  const smallest = new Map<string, number>();
  const small: string[] = [];
  for (const { where, screen, locale, width } of shown) {
    const key = `${screen}.${locale}`;
    if (!smallest.has(key)) {
      await page.setContent(screenDocument(screen, locale, head, 'desktop'), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      smallest.set(key, await smallestText(page));
    }
    const px = (smallest.get(key)! * width) / screenSize.width;
    if (px < minimumCssPx)
      small.push(`${where}: ${key}, ${smallest.get(key)} px × ${width.toFixed(0)}/${screenSize.width} = ${px.toFixed(2)} px`);
  }
  expect(smallest.size).toBe(products.length * locales.length);
  expect.soft(headings, 'hero headings over two lines').toEqual([]);
  expect(small, "the hero screen's smallest text, shown").toEqual([]);
});
