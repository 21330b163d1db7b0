// Product screens beyond the hero of each page (every-page.spec.ts checks those, and their share
// of the hero): the home slides in each language, the stacked hero between 48 and 64 rem, and the
// section screens' files. That no screen's table is cut at its window edge (decision 0045,
// amended: screens never cut text) is checked by `npm run visuals` on each desktop document it
// photographs (scripts/lib/screen-fit.ts `tableProblem`).
import { expect, test, type Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { routes } from '../../src/routes.ts';
import { screenSize, screenWidths, sectionScreenNames, sectionSize } from '../../src/visuals/names.ts';
import { screenShareKeys } from './page-checks/screen-share.ts';
import { emptyBand } from './screen-band.ts';

/** Fails the test on any request that leaves the site's origin. */
function sameOriginOnly(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

async function loadedImage(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

for (const locale of locales) {
  const path = localizePath('/', locale);
  test(`${path}: the three slides show product screens in ${locale}; the first shows in the phone's first screen`, async ({
    page,
    baseURL,
  }) => {
    const foreign = sameOriginOnly(page, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const imgs = page.getByTestId('slide').locator('img.product-screen');
    await expect(imgs).toHaveCount(3);
    const sources = await imgs.evaluateAll((els) =>
      els.map((el) => [el.getAttribute('alt') ?? '', el.getAttribute('src') ?? '', el.getAttribute('width')] as const),
    );
    for (const [alt, src, width] of sources) {
      expect(alt.length).toBeGreaterThan(30);
      expect(src).toMatch(new RegExp(`^/_astro/[a-z-]+\\.${locale}\\.768\\.`));
      expect(width).toBe('640');
    }
    expect(new Set(sources.map(([, src]) => src.split('.')[0])).size).toBe(3);
    const first = await loadedImage(page, '[data-testid="slide"][data-active="true"] img.product-screen');
    const box = (await first.boundingBox())!;
    // Heading, lead and button come first (home-layout.spec.ts); the screen still shows a
    // good part of itself in the first screen, as the cue to scroll.
    expect(box.y + box.height * 0.25).toBeLessThanOrEqual(740);
    expect(foreign).toEqual([]);
  });
}

// From 48 to 64 rem the hero stacks: a half column there gave the heading 3–4 lines and the
// screen about 320 px. The text runs the full width, then the screen at a readable width.
for (const path of ['/FinancialSystems', '/ar/HumanResources', '/pharmacy', '/ar/construction']) {
  test(`${path} at 768 px: heading and lead across the page, then the screen at a readable width`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(path);
    const img = await loadedImage(page, '[data-testid="page-hero"] img.product-screen');
    const h1 = (await page.locator('h1').boundingBox())!;
    const lead = (await page.getByTestId('page-hero').locator('.page-hero-lead').boundingBox())!;
    const box = (await img.boundingBox())!;
    expect(h1.width).toBeGreaterThan(600);
    expect(lead.y).toBeGreaterThan(h1.y + h1.height - 1);
    expect(box.y).toBeGreaterThan(lead.y + lead.height - 1);
    expect(box.width).toBeGreaterThanOrEqual(560);
    // Still in the first screen of a tablet held upright.
    expect(box.y + box.height).toBeLessThanOrEqual(1024);
  });
}

// A hero's screen share and heading lines at 1024 and 1280 px (decision 0065) are checked on
// every-page's loads (page-checks/screen-share.ts); here, that the check still covers the home,
// hub, product and sector heroes it was written for, so that it cannot silently run on no page.
test('the hero screen-share check names the home, hub, product and sector heroes', () => {
  expect(screenShareKeys.map((key) => routes[key]).sort()).toEqual(
    [
      '/',
      '/solutions',
      '/FinancialSystems',
      '/DistributionSystems',
      '/HumanResources',
      '/FeaturedSystems',
      '/industry',
      '/pharmacy',
      '/RealEstate',
      '/transportation',
    ].sort(),
  );
});

// A section screen is shown 912 px wide at 1280 (1.8 times its canvas): a band of white under its
// last table read as a broken screen, so its window ends one padding below its content, and the
// page announces the file's own height (no layout shift).
test("every section screen's window ends on its content, and its recorded height is its own", async () => {
  const heights = JSON.parse(readFileSync('src/assets/visuals/section-heights.json', 'utf8')) as Record<string, number>;
  const scale = screenWidths[1] / screenSize.width;
  const failures: string[] = [];
  for (const name of sectionScreenNames) {
    for (const locale of locales) {
      const key = `${name}.${locale}`;
      const file = `src/assets/visuals/${key}.${screenWidths[1]}.avif`;
      const { width, height } = await sharp(file).metadata();
      if (width !== sectionSize.width * scale || height !== heights[key]! * scale)
        failures.push(`${key}: ${width} × ${height} px, section-heights.json says ${heights[key]} CSS px`);
      // The main area's 10 px padding and a little more.
      const band = await emptyBand(file, sectionSize.width);
      if (band > 20) failures.push(`${key}: ${band.toFixed(0)} px empty at its foot`);
    }
  }
  expect(failures).toEqual([]);
});
