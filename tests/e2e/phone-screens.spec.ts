// Product screens on a 360 px phone (docs/decisions/0035): each is served as its phone canvas,
// not the desktop window scaled down, and its smallest text × the scale it is shown at is at
// least 9 CSS px. The smallest text is measured in the rendered phone document of each screen
// (scripts/lib/screen-documents.ts, the one `npm run visuals` photographs); the scale is the
// image's displayed width over the canvas width, measured on every page that shows the screen,
// in every section of the product pages' side navigation.
import { expect, test, type Page } from '@playwright/test';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes, sectorKeys, type RouteKey } from '../../src/routes.ts';
import { phoneSize, screenNames, type ScreenName } from '../../src/visuals/names.ts';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';
import { hydrated } from './hydration.ts';

const minimumCssPx = 9;
const phone = { width: 360, height: 740 };
const productPages: RouteKey[] = ['financial', 'distribution', 'hr', 'featured'];
const otherPages: RouteKey[] = ['home', ...sectorKeys];

/** Smallest displayed width of each screen (by `name.locale`) over the pages, in CSS px. */
const shownWidth = new Map<string, number>();

/** The loaded product-screen images in view: which screen, which file, how wide. */
async function measureImages(page: Page, scope: string) {
  const imgs = page.locator(`${scope} img.product-screen`);
  for (const img of await imgs.all()) {
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const { src, width } = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, width: el.getBoundingClientRect().width }));
    const match = /\/([a-z-]+)\.(en|ar)\.([a-z0-9]+)\.[\w-]+\.avif$/.exec(src);
    expect(match, `${src} is a product screen's AVIF`).not.toBeNull();
    expect(match![3], `${src}: the phone canvas under 480 px`).toBe('phone');
    const key = `${match![1]}.${match![2]}`;
    shownWidth.set(key, Math.min(shownWidth.get(key) ?? Infinity, width));
  }
}

test.describe.configure({ mode: 'serial' });

for (const locale of locales) {
  for (const key of productPages) {
    test(`${localizePath(routes[key], locale)} at 360 px: the hero and every section show phone canvases`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(localizePath(routes[key], locale));
      await measureImages(page, '[data-testid="page-hero"]');
      await hydrated(page, 'side-nav');
      const tabs = page.getByTestId('side-nav').getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        await expect(page.locator('[role="tabpanel"][data-active] img.product-screen')).toHaveCount(1);
        await measureImages(page, '[role="tabpanel"][data-active]');
      }
    });
  }
  test(`${locale}: the home and sector pages at 360 px show phone canvases`, async ({ page }) => {
    await page.setViewportSize(phone);
    for (const key of otherPages) {
      await page.goto(localizePath(routes[key], locale));
      await measureImages(page, 'main');
    }
  });
}

test('every screen: smallest text × displayed scale at 360 px is at least 9 CSS px', async ({ page }) => {
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  await page.setViewportSize(phoneSize);
  const failures: string[] = [];
  for (const name of screenNames as readonly ScreenName[]) {
    for (const locale of locales as readonly Locale[]) {
      const width = shownWidth.get(`${name}.${locale}`);
      if (width === undefined) {
        failures.push(`${name}.${locale}: not shown on any page measured`);
        continue;
      }
      await page.setContent(screenDocument(name, locale, head, 'phone'));
      const smallest = await page.evaluate(() => {
        const sizes = [...document.querySelectorAll<HTMLElement>('.window *')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        return Math.min(...sizes);
      });
      const shown = (smallest * width) / phoneSize.width;
      if (shown < minimumCssPx)
        failures.push(`${name}.${locale}: ${smallest} px × ${width.toFixed(0)}/${phoneSize.width} = ${shown.toFixed(2)} px`);
    }
  }
  expect(failures).toEqual([]);
});
