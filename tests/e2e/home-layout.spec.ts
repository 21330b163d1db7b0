/**
 * The home page's first screen on a phone, where a row above the header would change what fits:
 * here the browser speaks the page's language, so no language hint takes a row, or speaks the
 * other one, so it does. One load per language and browser language at 360 px, re-laid out to
 * other heights (the same width: the same lines). The rest of the home page's layout runs on
 * every-page.spec.ts's loads of / and /ar (page-checks/home-layout.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { localizePath } from '../../src/i18n/paths.ts';
import { hydrated } from './hydration.ts';
import { resizeTo } from './page-checks/viewport.ts';

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

const slide = '[data-testid="slide"][data-active="true"]';

/** Steps the stopped slider to slide `i` (0-based) and waits until it is the active one. */
async function showSlide(page: Page, i: number) {
  const active = await page.getByTestId('slide').evaluateAll((all) => all.findIndex((s) => s.dataset['active'] === 'true'));
  for (let k = active; k !== i; k = (k + 1) % 3) await page.getByTestId('slider-next').click();
  await expect(page.getByTestId('slide').nth(i)).toHaveAttribute('data-active', 'true');
}

/**
 * The active slide's screen as drawn over the navy band: whether it is shown whole (its area
 * leaves it its natural height) and the mean lightness (0–255) of its row `above` px over its foot,
 * across the middle half of its width: the canvas's white there, or the band's navy where it fades.
 */
async function screenFoot(page: Page, above: number) {
  const screen = page.locator(`${slide} img.product-screen`);
  const whole = await screen.evaluate((img: HTMLImageElement) => img.height >= (img.width * img.naturalHeight) / img.naturalWidth - 1);
  const { data, info } = await sharp(await screen.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = info.height - 1 - above;
  let sum = 0;
  const [from, to] = [Math.round(info.width / 4), Math.round((info.width * 3) / 4)];
  for (let x = from; x < to; x++) for (let c = 0; c < 3; c++) sum += data[(y * info.width + x) * 3 + c]!;
  return { whole, lightness: sum / ((to - from) * 3) };
}

for (const { locale } of locales) {
  const path = localizePath('/', locale);
  // The browser speaks the page's language: no language hint takes a row.
  test.describe(() => {
    test.use({ locale: locale === 'ar' ? 'ar' : 'en-US' });

    test(`${path} at 360 × 640: heading, lead and contact button in the first screen; at 360 × 800 and 900 every slide's screen at the column's width, ending just above the controls, at the foot of its area, faded only where cropped`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(path);
      await test.step('at 360 × 640: heading, lead and contact button in the first screen', async () => {
        for (const selector of [`${slide} h2`, `${slide} .page-hero-lead p`, `${slide} [data-testid="slider-contact"]`]) {
          const b = await box(page, selector);
          expect(b.y + b.height, selector).toBeLessThanOrEqual(640);
        }
      });
      await hydrated(page, 'slider-controls');
      await page.getByTestId('slider-toggle').click(); // stopped: the test moves the slides

      await test.step("at 360 × 800: every slide's screen, at the column's width, ends just above the controls, in the first screen", async () => {
        await resizeTo(page, 360, 800);
        for (let i = 0; i < 3; i++) {
          await showSlide(page, i);
          const visual = await box(page, `${slide} .page-hero-visual`);
          const controls = await box(page, '[data-testid="slider-prev"]');
          expect(controls.y + controls.height, `slide ${i + 1}: controls in the first screen`).toBeLessThanOrEqual(800);
          const gap = controls.y - (visual.y + visual.height);
          expect(gap, `slide ${i + 1}: no empty band above the controls`).toBeLessThanOrEqual(30);
          expect(gap).toBeGreaterThanOrEqual(0);
          // Legible: the screen keeps the column's full width (it is cropped at its foot, never
          // drawn smaller than the column).
          const [shown, column] = await page
            .locator(`${slide} .page-hero-visual img`)
            .evaluate((img: HTMLImageElement) => [img.width, img.parentElement!.closest('.page-hero-visual')!.clientWidth]);
          expect(shown, `slide ${i + 1}: the screen at the column's width`).toBeGreaterThanOrEqual(column! - 1);
        }
      });

      // A tall phone leaves a slide more room than its screen's canvas: the screen sits at the foot.
      await test.step("at 360 × 900: every slide's screen reaches the foot of its area, no band under it above the controls", async () => {
        await resizeTo(page, 360, 900);
        for (let i = 0; i < 3; i++) {
          await showSlide(page, i);
          const visual = await box(page, `${slide} .page-hero-visual`);
          const screen = await box(page, `${slide} img.product-screen`);
          expect(Math.abs(visual.y + visual.height - (screen.y + screen.height)), `slide ${i + 1}: the screen's foot`).toBeLessThanOrEqual(
            1,
          );
          // Shown whole, the screen is not faded (its chart's month labels were greyed out): its
          // white padding under the last block stays white; cropped, it fades into the band.
          const { whole } = await screenFoot(page, 0);
          const foot = await screenFoot(page, whole ? 5 : 1);
          if (whole) expect(foot.lightness, `slide ${i + 1}: shown whole, unfaded at its foot`).toBeGreaterThan(200);
          else expect(foot.lightness, `slide ${i + 1}: cropped, faded at its foot`).toBeLessThan(90);
        }
      });
    });
  });
}

// The language hint takes a row above the header for a visitor whose browser speaks the other
// language: the slider's controls stay in the first screen of a phone with it as without it.
for (const { locale, prefix } of locales)
  for (const hint of [false, true])
    test(`${prefix || '/'} at 360 × 740 and 360 × 800, ${hint ? 'with' : 'without'} the language hint: every slide's controls in the first screen`, async ({
      browser,
    }) => {
      const other = locale === 'ar' ? 'en-US' : 'ar-SA';
      const context = await browser.newContext({ locale: hint ? other : locale, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(prefix || '/');
      await expect(page.locator('#lang-suggestion')).toBeVisible({ visible: hint });
      await hydrated(page, 'slider-controls');
      await page.getByTestId('slider-toggle').click();
      // One load, re-laid out to the taller screen: the same width, the same lines.
      for (const height of [740, 800]) {
        if (height !== 740) await resizeTo(page, 360, height);
        for (let i = 0; i < 3; i++) {
          await showSlide(page, i);
          await page.evaluate(() => window.scrollTo(0, 0));
          const controls = await page.getByTestId('slider-prev').evaluate((el) => el.getBoundingClientRect().bottom);
          expect(controls, `${height} px tall, slide ${i + 1}`).toBeLessThanOrEqual(height);
        }
      }
      await context.close();
    });
