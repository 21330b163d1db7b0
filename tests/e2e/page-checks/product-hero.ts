/**
 * Product and sector pages: the hero screen in the page's language, from this site, beside the
 * heading and the lead at 1280 px and
 * below it in the phone's first screen at 360 px (decision 0035).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { keepCompoundsWhole } from '../../../src/content/schemas/typography.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { productKeys, sectorKeys, type RouteKey } from '../../../src/routes.ts';

export const heroDirs: Partial<Record<RouteKey, string>> = {
  ...Object.fromEntries(productKeys.filter((k) => k !== 'solutions').map((k) => [k, `products/${k}`])),
  ...Object.fromEntries(sectorKeys.map((k) => [k, `sectors/${k}`])),
};

/** The hero screen a product or sector page names in its content: file stem and alt text. */
function heroScreen(dir: string, locale: Locale): { image: string; imageAlt: string } {
  // Product pages keep the hero in `intro`; sector pages at the top level.
  const json = JSON.parse(readFileSync(`src/content/${dir}/${locale}.json`, 'utf8')) as {
    intro?: { image: string; imageAlt: string };
    image?: string;
    imageAlt?: string;
  };
  const hero = json.image ? { image: json.image, imageAlt: json.imageAlt! } : json.intro!;
  // Copy is loaded through the schemas' `text`, which keeps compounds whole with a word joiner, U+2060 (typography.ts).
  return { image: hero.image, imageAlt: keepCompoundsWhole(hero.imageAlt) };
}

async function loadedHeroScreen(page: Page) {
  const img = page.locator('[data-testid="page-hero"] img.product-screen').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

export async function heroAtDesktop(page: Page, dir: string, locale: Locale, origin: string) {
  const { image, imageAlt } = heroScreen(dir, locale);
  const img = await loadedHeroScreen(page);
  await expect(img).toHaveAttribute('alt', imageAlt);
  expect(imageAlt.length).toBeGreaterThan(30);
  if (locale === 'ar') expect(imageAlt).toMatch(/[\u0600-\u06ff]/);
  await expect(img).toHaveAttribute('width', '640');
  await expect(img).toHaveAttribute('height', '420');
  const src = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
  expect(src.origin).toBe(origin);
  // This screen in the page's language, as AVIF (the browser's first choice).
  expect(src.pathname).toMatch(new RegExp(`/${image}\\.${locale}\\.(768|1280)\\.[\\w-]+\\.avif$`));
  // Mirrored layout: heading and lead in one column (product and sector pages alike), the screen
  // on its inline-end side, beside it.
  const box = (await img.boundingBox())!;
  for (const part of ['h1', '.page-hero-lead']) {
    const text = (await page.locator(`[data-testid="page-hero"] ${part}`).boundingBox())!;
    if (locale === 'en') expect(box.x, part).toBeGreaterThan(text.x + text.width - 1);
    else expect(box.x + box.width, part).toBeLessThan(text.x + 1);
  }
}

export async function heroOnPhone(page: Page, viewportHeight: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const img = await loadedHeroScreen(page);
  // After the resize the phone canvas replaces the desktop screen (<source media>) and the page
  // lays out again: the check waits for that layout, and a failure names what sits above.
  const layout = async () => {
    const h1 = (await page.locator('h1').boundingBox())!;
    const box = (await img.boundingBox())!;
    // Title and lead first, then the screen, its top 200 px in the first screen (2026-11-29, review
    // 17: three quarters of it there had pushed the lead under the fold).
    const lead = (await page.locator('[data-testid="page-hero"] .page-hero-lead').boundingBox())!;
    const shown = box.y + 200 <= viewportHeight && box.y > lead.y + lead.height - 1 && h1.y >= 0 && box.width <= 360;
    return shown
      ? 'in the first screen'
      : `h1 ${JSON.stringify(h1)}, screen ${JSON.stringify(box)}, ${await img.evaluate((el: HTMLImageElement) => el.currentSrc)}`;
  };
  await expect.poll(layout).toBe('in the first screen');
}
