// Product screens on a 360 px phone (docs/decisions/design-history.md#0035): each is served as its phone canvas,
// not the desktop window scaled down, and its smallest text × the scale it is shown at is at
// least 9 CSS px. The smallest text is measured in the rendered phone document of each screen
// (scripts/lib/screen-documents.ts, the one `npm run visuals` photographs); the scale is the
// image's displayed width over the canvas width, measured on every page that shows the screen,
// in every section of the product pages' side navigation. Each canvas ends on its content, not on
// an empty band, and its <source> announces the file's own height (decision 0039).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes, sectorKeys, type RouteKey } from '../../src/routes.ts';
import { phoneSize, screenNames, type ScreenName } from '../../src/visuals/names.ts';
import { sectionScreens } from '../../src/visuals/section-screens.ts';
import { sectorBodyScreens } from '../../src/components/sectors/body-screens.ts';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';
import { cropToPhone } from '../../scripts/lib/screen-fit.ts';
import { hydrated } from './hydration.ts';
import { emptyBand } from './screen-band.ts';
import { smallestText } from './screen-documents.ts';

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
 * Screens no phone shows: a sector page's second screen is hidden under 480 px (decision 0036;
 * SectorPage renders it without a phone canvas), and no other place shows it (decision 0060,
 * tests/unit/screen-contexts.test.ts) but perhaps a product section, which phones do show.
 */
const inProductSections = new Set<ScreenName>(Object.values(sectionScreens).flatMap((s) => Object.values(s)));
const neverOnPhones = new Set(Object.values(sectorBodyScreens).filter((name) => !inProductSections.has(name)));

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
  for (const name of screenNames as readonly ScreenName[]) {
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

// A chart's labels on a phone canvas keep one line each and never touch: where they would not
// fit whole (an Arabic week), the chart labels every other bar (`phoneAlternateLabels`).
function chartLabelProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.bar-label')].filter((el) => getComputedStyle(el).visibility === 'visible');
    const lines = (el: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const text = (el: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect();
    };
    const wrapped = shown.filter((el) => lines(el) > 1).map((el) => `«${el.textContent}» wraps`);
    const boxes = shown.map(text).sort((a, b) => a.left - b.left);
    const touching = boxes.slice(1).filter((box, i) => box.left < boxes[i]!.right + 2).length;
    return [...wrapped, ...(touching ? [`${touching} labels touch their neighbour`] : [])];
  });
}

// A phone canvas ends on a whole block (decision 0065): the crop `npm run visuals` applies
// (scripts/lib/screen-fit.ts), run on each screen's phone document, leaves every block inside the
// canvas's content box and fades nothing out, at the height the file was written with.
async function cutAtFoot(page: Page, height: number | undefined): Promise<string | undefined> {
  const fit = await cropToPhone(page);
  if (fit.problem !== undefined) return fit.problem;
  if (fit.height !== height) return `${fit.height} px tall, phone-heights.json says ${height}`;
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const style = getComputedStyle(main);
    const foot = main.getBoundingClientRect().bottom - Number.parseFloat(style.paddingBlockEnd);
    const over = [...main.children].find((block) => block.getBoundingClientRect().bottom > foot + 1);
    if (over)
      return `a ${over.className || over.tagName} block runs ${Math.round(over.getBoundingClientRect().bottom - foot)} px past the canvas`;
    return style.maskImage === 'none' ? undefined : 'its foot is faded out';
  });
}

// Each screen's phone document is loaded once for its three checks; the crop, which changes the
// document, comes last.
test("every screen's phone document: smallest text × displayed scale at least 9 CSS px, chart labels one line each and apart, ends on a whole block", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const heights = JSON.parse(readFileSync('src/assets/visuals/phone-heights.json', 'utf8')) as Record<string, number>;
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  await page.setViewportSize(phoneSize);
  const small: string[] = [];
  const labels: string[] = [];
  const cut: string[] = [];
  for (const name of screenNames as readonly ScreenName[]) {
    for (const locale of locales as readonly Locale[]) {
      const key = `${name}.${locale}`;
      const width = shownWidth.get(key);
      if (width === undefined && !neverOnPhones.has(name)) small.push(`${key}: not shown on any page measured`);
      if (width !== undefined && neverOnPhones.has(name)) small.push(`${key}: shown on a phone, though listed as never shown on one`);
      await page.setContent(screenDocument(name, locale, head, 'phone'), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      if (width !== undefined) {
        const smallest = await smallestText(page);
        const shown = (smallest * width) / phoneSize.width;
        if (shown < minimumCssPx) small.push(`${key}: ${smallest} px × ${width.toFixed(0)}/${phoneSize.width} = ${shown.toFixed(2)} px`);
      }
      labels.push(...(await chartLabelProblems(page)).map((problem) => `${key}: ${problem}`));
      const problem = await cutAtFoot(page, heights[key]);
      if (problem) cut.push(`${key}: ${problem}`);
    }
  }
  expect.soft(small, 'smallest text × displayed scale at 360 px is at least 9 CSS px').toEqual([]);
  expect.soft(labels, 'chart labels: one line each, apart').toEqual([]);
  expect(cut, 'ends on a whole block, none cut or faded at its foot').toEqual([]);
});
