// Every loaded image's width and height say the shape of the file it shows, as Lighthouse's
// image-aspect-ratio audit reads them on a phone (best practices 100, docs/performance.md): an
// image hidden in a closed side-navigation panel reports its attributes, so a panel repeating the
// hero's screen (its phone file already loaded, 320 wide) beside `width=640 height=420` failed.
import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';

const productPaths = ['/FinancialSystems', '/DistributionSystems', '/HumanResources', '/FeaturedSystems'];

for (const locale of locales) {
  for (const path of productPaths.map((p) => localizePath(p, locale))) {
    test(`${path} on a phone: each loaded image's width/height match its file's shape`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      const hero = page.getByTestId('page-hero').locator('img.product-screen');
      await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      // A hidden copy of a file already fetched is drawn from the memory cache, lazy or not.
      await page.waitForLoadState('networkidle');
      const images = await page
        .locator('img')
        .evaluateAll((els) =>
          (els as HTMLImageElement[])
            .filter((el) => el.complete && el.naturalWidth > 0 && el.width > 0 && el.height > 0)
            .map((el) => ({ src: el.currentSrc, width: el.width, height: el.height, natural: el.naturalHeight / el.naturalWidth })),
        );
      expect(images.length).toBeGreaterThan(1);
      // Lighthouse's tolerance: the height the file's ratio gives within 2 px.
      const misfits = images.filter(({ width, height, natural }) => Math.abs(width * natural - height) > 2);
      expect(misfits).toEqual([]);
    });
  }
}
