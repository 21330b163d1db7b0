/**
 * Every page of both languages, loaded once: what holds for each route is checked on that one
 * load, at 1280 px and then at 360 px (the same document re-laid out), so the suite pays for
 * one navigation and one axe run per page and width.
 *
 * - the common layout: status, title with the brand suffix, lang/dir, header, footer, one h1,
 *   canonical and x-default links; the language switch lands on the same page in the other
 *   language;
 * - axe (WCAG 2.0–2.2 A/AA plus the best-practice rules Lighthouse's accessibility score weighs);
 * - Arabic pages: no untranslated English outside allow-listed product names;
 * - product and sector pages: the hero screen in the page's language, from this site, beside
 *   the heading at 1280 px and below it in the phone's first screen at 360 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { keepCompoundsWhole } from '../../src/content/schemas/typography.ts';
import { untranslatedWords } from '../../src/i18n/latin-allowlist.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { productKeys, routes, sectorKeys, type RouteKey } from '../../src/routes.ts';
import { positionRoutes } from '../support/positions.ts';
import { axe } from './axe.ts';
import { pageCases } from './pages.ts';

/** Text a reader meets on an Arabic page (text nodes, names, alt texts, the title), without parts marked as another language. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [lang]:not(html)')) continue;
      // An e-mail address is split in two unbreakable halves (Ltr.tsx): read whole below.
      if (el.closest('a[href^="mailto:"]')) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const link of document.querySelectorAll('a[href^="mailto:"]')) out.push(link.textContent?.trim() ?? '');
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [alt], [title], [placeholder]')) {
      if (el.closest('[lang]:not(html)')) continue;
      for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
}

const heroDirs: Partial<Record<RouteKey, string>> = {
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
  // Copy is loaded through the schemas' `text`, which joins compounds with U+2011 (typography.ts).
  return { image: hero.image, imageAlt: keepCompoundsWhole(hero.imageAlt) };
}

async function loadedHeroScreen(page: Page) {
  const img = page.locator('[data-testid="page-hero"] img.product-screen').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

async function heroAtDesktop(page: Page, dir: string, locale: Locale, origin: string) {
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
  expect(src.pathname).toMatch(new RegExp(`/${image}\\.${locale}\\.(640|1280)\\.[\\w-]+\\.avif$`));
  // Mirrored layout: the screen is on the inline-end side of the heading.
  const h1 = (await page.locator('h1').boundingBox())!;
  const box = (await img.boundingBox())!;
  if (locale === 'en') expect(box.x).toBeGreaterThan(h1.x + h1.width - 1);
  else expect(box.x + box.width).toBeLessThan(h1.x + 1);
}

async function heroOnPhone(page: Page, viewportHeight: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const img = await loadedHeroScreen(page);
  // After the resize the phone canvas replaces the desktop screen (<source media>) and the page
  // lays out again: the check waits for that layout, and a failure names what sits above.
  const layout = async () => {
    const h1 = (await page.locator('h1').boundingBox())!;
    const box = (await img.boundingBox())!;
    const shown = box.y + box.height * 0.75 <= viewportHeight && box.y > h1.y + h1.height - 1 && h1.y >= 0 && box.width <= 360;
    return shown
      ? 'in the first screen'
      : `h1 ${JSON.stringify(h1)}, screen ${JSON.stringify(box)}, ${await img.evaluate((el: HTMLImageElement) => el.currentSrc)}`;
  };
  await expect.poll(layout).toBe('in the first screen');
}

for (const { key, locale, path, title } of pageCases) {
  test(`${path}: layout, axe at 1280 and 360 px, language switch`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    // Axe judges the page at rest: the home slider's cross-fade (5 s rotation) blends two
    // slides' colours for a moment, and on a loaded machine axe can land inside it. Under
    // reduced motion the slider does not rotate (use-rotation.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', locale);
    await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('body > header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    if (locale === 'ar') {
      const leaks = (await readableTexts(page)).flatMap((text) =>
        untranslatedWords(text).map((word) => `${word} ← “${text.slice(0, 80)}”`),
      );
      expect(leaks, leaks.join('\n')).toEqual([]);
    }
    const heroDir = heroDirs[key];
    if (heroDir) await heroAtDesktop(page, heroDir, locale, origin);
    await page.waitForLoadState('networkidle');
    await axe(page, `${path}@1280`);

    await page.setViewportSize({ width: 360, height: 740 });
    if (heroDir) await heroOnPhone(page, 740);
    await axe(page, `${path}@360`);
    expect(foreign).toEqual([]);

    // The language switch lands on the same page in the other language.
    const other = locale === 'en' ? 'ar' : 'en';
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(routes[key], other).replace(/\//g, '\\/')}$`));
    await expect(html).toHaveAttribute('lang', other);
  });
}

/** The job positions' own pages (below /careers), both languages, wide and narrow. */
for (const path of Object.values(positionRoutes).flatMap((p) => [p, `/ar${p}`])) {
  test(`${path}: layout and axe at 1280 and 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/ar/') ? 'ar' : 'en');
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await axe(page, `${path}@1280`);
    await page.setViewportSize({ width: 360, height: 740 });
    await axe(page, `${path}@360`);
  });
}
