// Product screens on a 360 px phone (docs/decisions/design-history.md#0035): each is served as its phone canvas,
// not the desktop window scaled down, and its smallest text × the scale it is shown at is at
// least 9 CSS px. The smallest text is measured by `npm run visuals` in the phone document it
// photographs and recorded in its manifest (scripts/lib/visuals-manifest.ts, kept current by
// tests/unit/visuals-manifest.test.ts); the scale is the
// image's displayed width over the canvas width, measured on every page that shows the screen,
// in every section of the product pages' side navigation, the intro's included since 2026-11-29
// (product-intro.spec.ts). Each canvas ends on its content, not on an
// empty band, and its <source> announces the file's own height (decision 0039).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes, sectorKeys, type RouteKey } from '../../src/routes.ts';
import { phoneSize, screenNames, type ScreenName } from '../../src/visuals/names.ts';
import { hasPhoneCanvas, screensWithoutPhoneCanvas } from '../../src/visuals/phone-canvases.ts';
import { manifestKey, readManifest } from '../../scripts/lib/visuals-manifest.ts';
import { hydrated } from './hydration.ts';
import { emptyBand } from './screen-band.ts';

const minimumCssPx = 9;
/** White below a canvas's last block, in CSS px: the main area's 10 px padding and a little more. */
const maximumBandCssPx = 20;
const phone = { width: 360, height: 740 };
const productPages: RouteKey[] = ['financial', 'distribution', 'hr', 'featured'];
// /solutions: its hero screen (platform-families, decision 0050) is on no other page.
const otherPages: RouteKey[] = ['solutions', ...sectorKeys, 'home'];

/** Smallest displayed width of each screen (by `name.locale`) over the pages, in CSS px. */
const shownWidth = new Map<string, number>();

/**
 * The loaded product-screen images in view: which screen, which file, how wide. One evaluate per
 * scope: each shown image is scrolled to (its loading may be lazy) and awaited in the page.
 */
async function measureImages(page: Page, scope: string) {
  const images = await page.evaluate(async (selector) => {
    // Shown as Playwright's isVisible() has it: a box, and not visibility: hidden.
    const shown = [...document.querySelectorAll<HTMLImageElement>(selector)].filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width * el.getBoundingClientRect().height > 0,
    );
    const measured = [];
    for (const el of shown) {
      el.scrollIntoView({ block: 'center' });
      if (!el.complete || el.naturalWidth === 0)
        await new Promise((resolve) => {
          el.addEventListener('load', resolve, { once: true });
          el.addEventListener('error', resolve, { once: true });
        });
      const source = el.parentElement!.querySelector('source[media]')!;
      measured.push({
        src: el.currentSrc,
        loaded: el.complete && el.naturalWidth > 0,
        width: el.getBoundingClientRect().width,
        natural: el.naturalHeight / el.naturalWidth,
        announced: Number(source.getAttribute('height')) / Number(source.getAttribute('width')),
      });
    }
    return measured;
  }, `${scope} img.product-screen`);
  for (const { src, loaded, width, natural, announced } of images) {
    expect(loaded, `${src} loads`).toBe(true);
    // The box reserved before the file arrives is the file's own shape: nothing moves (CLS 0).
    expect(announced, `${src}: the <source>'s width and height`).toBeCloseTo(natural, 3);
    const match = /\/([a-z-]+)\.(en|ar)\.([a-z0-9-]+)\.[\w-]+\.avif$/.exec(src);
    expect(match, `${src} is a product screen's AVIF`).not.toBeNull();
    // A /solutions family card's own crop (scripts/lib/card-crops.ts), its phone layout under 480 px:
    // solutions.spec.ts holds its text at 11 px or more.
    if (match![3] === 'card-phone') continue;
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
  test(`${locale}: the home, /solutions and sector pages at 360 px show phone canvases, the home slider's and showcase's too`, async ({
    page,
  }) => {
    // The home slider holds still under reduced motion (use-rotation.ts): it must not move on
    // while its page is measured, before the test steps through its slides.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(phone);
    for (const key of otherPages) {
      await page.goto(localizePath(routes[key], locale));
      await measureImages(page, 'main');
    }
    // Last in the list, the home page is still loaded.
    expect(otherPages.at(-1)).toBe('home');
    // The home slider's later slides, shown one at a time (their screens are in no section since
    // decision 0065).
    await hydrated(page, 'slider-controls');
    for (let i = 1; i < (await page.getByTestId('slide').count()); i++) {
      await page.getByTestId('slider-next').click();
      await expect(page.getByTestId('slide').nth(i)).toHaveAttribute('data-active', 'true');
      await expect(page.locator('[data-testid="slide"][data-active="true"] img.product-screen')).toBeVisible();
      await measureImages(page, '[data-testid="slide"][data-active="true"]');
    }
    // The home showcase's other tabs each show a screen of their own (decision 0060).
    await hydrated(page, 'showcase-tabs');
    const tabs = page.getByTestId('showcase-tabs').getByRole('tab');
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      const panel = `#${await tabs.nth(i).getAttribute('aria-controls')}`;
      await expect(page.locator(`${panel} img.product-screen`)).toBeVisible();
      await measureImages(page, panel);
    }
  });
}

test('every phone canvas ends on its content, and its recorded height is its own', async () => {
  const heights = JSON.parse(readFileSync('src/assets/visuals/phone-heights.json', 'utf8')) as Record<string, number>;
  const failures: string[] = [];
  for (const name of (screenNames as readonly ScreenName[]).filter(hasPhoneCanvas)) {
    for (const locale of locales as readonly Locale[]) {
      const file = `src/assets/visuals/${name}.${locale}.phone.avif`;
      const { width, height } = await sharp(file).metadata();
      if (width !== phoneSize.width * 2 || height !== heights[`${name}.${locale}`]! * 2)
        failures.push(`${name}.${locale}: ${width} × ${height} px, phone-heights.json says ${heights[`${name}.${locale}`]} CSS px`);
      const band = await emptyBand(file, phoneSize.width);
      if (band > maximumBandCssPx) failures.push(`${name}.${locale}: ${band.toFixed(0)} px empty at its foot`);
    }
  }
  expect(failures).toEqual([]);
});

// A phone canvas's chart labels, its figures, its text and its foot (a whole block) are checked by
// `npm run visuals` on the document it photographs (scripts/lib/screen-checks.ts).
test("every screen's phone canvas: smallest text × displayed scale at least 9 CSS px", () => {
  const manifest = readManifest();
  const small: string[] = [];
  for (const name of screenNames as readonly ScreenName[]) {
    for (const locale of locales as readonly Locale[]) {
      const key = `${name}.${locale}`;
      const width = shownWidth.get(key);
      if (width === undefined && screensWithoutPhoneCanvas.has(name)) continue;
      // Every screen is shown on a phone somewhere, a sector page's second screen included (under its flow).
      if (width === undefined) small.push(`${key}: not shown on any page measured`);
      if (width === undefined) continue;
      const smallest = manifest[manifestKey(name, locale, 'phone')]?.smallestText;
      const shown = smallest === undefined ? undefined : (smallest * width) / phoneSize.width;
      if (shown === undefined) small.push(`${key}: not in the visuals manifest`);
      else if (shown < minimumCssPx) small.push(`${key}: ${smallest} px × ${width.toFixed(0)}/${phoneSize.width} = ${shown.toFixed(2)} px`);
    }
  }
  expect(small, 'smallest text × displayed scale at 360 px is at least 9 CSS px').toEqual([]);
});
