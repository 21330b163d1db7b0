// Issue 16 §1: every product and sector page shows a screen of the product in its own language,
// phones included (in the first screen, below the headline), served from this site only.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes, sectorKeys, type RouteKey } from '../../src/routes.ts';
import { keepCompoundsWhole } from '../../src/content/schemas/typography.ts';

const productDirs = { financial: 'products/financial', distribution: 'products/distribution', hr: 'products/hr', featured: 'products/featured' } as const;
const pages: Array<{ key: RouteKey; dir: string }> = [
  ...Object.entries(productDirs).map(([key, dir]) => ({ key: key as RouteKey, dir })),
  ...sectorKeys.map((key) => ({ key, dir: `sectors/${key}` })),
];

function heroContent(dir: string, locale: Locale): { image: string; imageAlt: string } {
  // Product pages keep the hero in `intro`; sector pages at the top level.
  const json = JSON.parse(readFileSync(`src/content/${dir}/${locale}.json`, 'utf8')) as { intro?: { image: string; imageAlt: string }; image?: string; imageAlt?: string };
  const hero = json.image ? { image: json.image, imageAlt: json.imageAlt! } : json.intro!;
  // Copy is loaded through the schemas' `text`, which joins compounds with U+2011 (typography.ts).
  return { image: hero.image, imageAlt: keepCompoundsWhole(hero.imageAlt) };
}

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

for (const { key, dir } of pages) {
  for (const locale of locales) {
    const path = localizePath(routes[key], locale);
    const { image, imageAlt } = heroContent(dir, locale);

    test(`${path}: the hero shows the ${image} screen in ${locale}, with alt text, from this site`, async ({ page, baseURL }) => {
      const foreign = sameOriginOnly(page, baseURL!);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const img = await loadedImage(page, '[data-testid="page-hero"] img.product-screen');
      await expect(img).toHaveAttribute('alt', imageAlt);
      expect(imageAlt.length).toBeGreaterThan(30);
      if (locale === 'ar') expect(imageAlt).toMatch(/[\u0600-\u06ff]/);
      await expect(img).toHaveAttribute('width', '640');
      await expect(img).toHaveAttribute('height', '420');
      const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      expect(new URL(src).origin).toBe(new URL(baseURL!).origin);
      // The file of this screen in the page's language, as AVIF (the browser's first choice).
      expect(new URL(src).pathname).toMatch(new RegExp(`/${image}\\.${locale}\\.(640|1280)\\.[\\w-]+\\.avif$`));
      // Mirrored layout: the screen is on the inline-end side of the heading.
      const h1 = (await page.locator('h1').boundingBox())!;
      const box = (await img.boundingBox())!;
      if (locale === 'en') expect(box.x).toBeGreaterThan(h1.x + h1.width - 1);
      else expect(box.x + box.width).toBeLessThan(h1.x + 1);
      expect(foreign).toEqual([]);
    });

    test(`${path} at 360 px: the headline and the screen share the first screen`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const img = await loadedImage(page, '[data-testid="page-hero"] img.product-screen');
      const h1 = (await page.locator('h1').boundingBox())!;
      const box = (await img.boundingBox())!;
      expect(h1.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThan(h1.y + h1.height - 1);
      expect(box.y + box.height * 0.75).toBeLessThanOrEqual(740);
      expect(box.width).toBeLessThanOrEqual(360);
    });
  }
}

for (const locale of locales) {
  const path = localizePath('/', locale);
  test(`${path}: the three slides show product screens in ${locale}; the first is in the phone's first screen`, async ({ page, baseURL }) => {
    const foreign = sameOriginOnly(page, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const imgs = page.getByTestId('slide').locator('img.product-screen');
    await expect(imgs).toHaveCount(3);
    const sources = await imgs.evaluateAll((els) => els.map((el) => [el.getAttribute('alt') ?? '', el.getAttribute('src') ?? '', el.getAttribute('width')] as const));
    for (const [alt, src, width] of sources) {
      expect(alt.length).toBeGreaterThan(30);
      expect(src).toMatch(new RegExp(`^/_astro/[a-z-]+\\.${locale}\\.640\\.`));
      expect(width).toBe('640');
    }
    expect(new Set(sources.map(([, src]) => src.split('.')[0])).size).toBe(3);
    const first = await loadedImage(page, '[data-testid="slide"][data-active="true"] img.product-screen');
    const box = (await first.boundingBox())!;
    expect(box.y + box.height * 0.75).toBeLessThanOrEqual(740);
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
