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

    test(`${path} at 360 × 640: heading, lead and contact button in the first screen; at 360, 390 and 414 px wide, 640 and 900 tall, every slide one fixed composition: its screen at the column's width, a closed window (whole, or cut under a whole row), just above the controls, its height not the phone's`, async ({
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

      for (const width of [360, 390, 414]) {
        const sliderHeights: number[] = [];
        for (const height of [640, 900])
          await test.step(`at ${width} × ${height}: every slide's screen a closed window at the column's width, whole or cut where its row ends, above the controls`, async () => {
            await resizeTo(page, width, height);
            sliderHeights.push((await box(page, '[data-testid="slider"]')).height);
            for (let i = 0; i < 3; i++) {
              await showSlide(page, i);
              const shown = await page.locator(`${slide} .page-hero-visual`).evaluate((visual) => {
                const img = visual.querySelector('img')!;
                const frame = visual.querySelector('picture')!.getBoundingClientRect();
                const r = img.getBoundingClientRect();
                // The cut the slide asks for (data-crop, canvas px); slider.css applies it with one rule a cut.
                const crop = Number((visual as HTMLElement).dataset['crop'] ?? 0);
                return {
                  column: visual.clientWidth,
                  width: r.width,
                  height: r.height,
                  natural: (r.width * img.naturalHeight) / img.naturalWidth,
                  // The phone canvas is 320 px wide: the cut is read at the width it is shown at.
                  cut: crop && img.currentSrc.includes('.phone.') ? (r.width * crop) / 320 : 0,
                  imgFoot: r.bottom,
                  frameFoot: Math.max(frame.bottom, r.bottom),
                  // In the same read: a click on the controls may still be scrolling the page.
                  controls: document.querySelector('[data-testid="slider-prev"]')!.getBoundingClientRect().top,
                };
              });
              expect(shown.width, `slide ${i + 1}: the screen at the column's width`).toBeGreaterThanOrEqual(shown.column - 1);
              if (shown.cut) {
                // Cut under its row's rule (tests/unit/slide-crops.test.ts), the window closed
                // under it as the file closes it: 12 of its 320 px.
                expect(Math.abs(shown.height - shown.cut), `slide ${i + 1}: cut where its row ends`).toBeLessThanOrEqual(1);
                expect(
                  Math.abs(shown.frameFoot - shown.imgFoot - (shown.width * 12) / 320),
                  `slide ${i + 1}: closed under the cut`,
                ).toBeLessThanOrEqual(1.5);
              } else {
                expect(
                  Math.abs(shown.height - shown.natural),
                  `slide ${i + 1}: shown whole, not cut by the phone's height`,
                ).toBeLessThanOrEqual(1);
                // Whole, the screen is not faded: its white padding under the last block stays white.
                const foot = await screenFoot(page, 5);
                expect(foot.lightness, `slide ${i + 1}: unfaded at its foot`).toBeGreaterThan(200);
              }
              const gap = shown.controls - shown.frameFoot;
              expect(gap, `slide ${i + 1}: the controls under the screen`).toBeGreaterThanOrEqual(0);
              expect(gap, `slide ${i + 1}: no empty band above the controls`).toBeLessThanOrEqual(30);
            }
          });
        expect(
          Math.abs(sliderHeights[0]! - sliderHeights[1]!),
          `${width} px wide: the slider as tall on a 640 as on a 900 px phone`,
        ).toBeLessThanOrEqual(1);
      }
    });
  });
}

// The language hint takes a row above the header for a visitor whose browser speaks the other
// language: with it as without it, a 360 × 740 phone shows every slide's contact button and the top
// of its screen (title bar, breadcrumb and title) in the first screen; the controls follow the screen.
for (const { locale, prefix } of locales)
  for (const hint of [false, true])
    test(`${prefix || '/'} at 360 × 740, ${hint ? 'with' : 'without'} the language hint: every slide's contact button and the top of its screen in the first screen`, async ({
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
      for (let i = 0; i < 3; i++) {
        await showSlide(page, i);
        await page.evaluate(() => window.scrollTo(0, 0));
        const contact = await page.locator(`${slide} [data-testid="slider-contact"]`).evaluate((el) => el.getBoundingClientRect().bottom);
        expect(contact, `slide ${i + 1}: the contact button`).toBeLessThanOrEqual(740);
        const screenTop = await page.locator(`${slide} img.product-screen`).evaluate((el) => el.getBoundingClientRect().top);
        expect(screenTop, `slide ${i + 1}: at least 100 px of its screen`).toBeLessThanOrEqual(640);
      }
      await context.close();
    });

// The partners band's levels on phones and tablets (home, every fact of each level): a tight ladder,
// each fact's name and value on one line, not the nest drawn small (~900 px tall at 360 px); the
// name at 13 px or more (14 in Arabic) at 4.5:1 or more on its level's fill, 16 px or more from its
// value (review 18: 10 px apart they read as touching at 360 and 768, the Arabic names 13.8 px).
for (const { locale, prefix } of locales)
  test(`${prefix || '/'} at 360, 414 and 768 px: the partner levels a ladder under 460 px, each fact's name and value on one line, the name legible and apart from its value`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    for (const width of [360, 414, 768]) {
      if (width !== 360) await resizeTo(page, width, 740);
      const levels = page.locator('[data-section="partners"] [data-testid="partner-levels"]');
      const drawing = (await levels.locator('ul').boundingBox())!;
      expect(drawing.height, `${width} px: the levels' height`).toBeLessThanOrEqual(460);
      const facts = await levels.locator('dl').evaluateAll((lists) =>
        lists.flatMap((dl) =>
          [...dl.querySelectorAll('dt')].map((dt) => {
            const dd = dt.nextElementSibling as HTMLElement;
            const name = dt.getBoundingClientRect();
            const value = dd.getBoundingClientRect();
            const rgb = (c: string) => c.match(/[\d.]+/g)!.map(Number);
            const luminance = ([r, g, b]: number[]) =>
              [r!, g!, b!]
                .map((v) => v / 255)
                .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
                .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
            // The name's colour at its opacity over its level's fill.
            const style = getComputedStyle(dt);
            const alpha = Number(style.opacity) * (rgb(style.color)[3] ?? 1);
            const fill = rgb(getComputedStyle(dt.closest('li')!).backgroundColor);
            const ink = rgb(style.color)
              .slice(0, 3)
              .map((v, i) => alpha * v + (1 - alpha) * fill[i]!);
            const [light, dark] = [luminance(ink), luminance(fill)].sort((a, b) => b - a);
            const rtl = getComputedStyle(dt).direction === 'rtl';
            return {
              text: dd.textContent,
              top: Math.abs(name.top - value.top),
              height: value.height,
              line: parseFloat(getComputedStyle(dd).lineHeight),
              size: parseFloat(style.fontSize),
              contrast: (light! + 0.05) / (dark! + 0.05),
              apart: rtl ? name.left - value.right : value.left - name.right,
            };
          }),
        ),
      );
      expect(facts).toHaveLength(9);
      for (const fact of facts) {
        expect(fact.top, `${width} px: "${fact.text}" beside its name`).toBeLessThanOrEqual(4);
        expect(fact.height, `${width} px: "${fact.text}" on one line`).toBeLessThanOrEqual(fact.line * 1.2);
        expect(fact.size, `${width} px: the name of "${fact.text}"`).toBeGreaterThanOrEqual(locale === 'ar' ? 14 : 13);
        expect(fact.contrast, `${width} px: the name of "${fact.text}" on its fill`).toBeGreaterThanOrEqual(4.5);
        expect(fact.apart, `${width} px: "${fact.text}" from its name`).toBeGreaterThanOrEqual(16);
      }
      // The levels one under the other, in their order, none inside another.
      const tops = await levels
        .locator('li')
        .evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => [r.top, r.bottom]));
      for (let k = 1; k < tops.length; k++)
        expect(tops[k]![0], `${width} px: level ${k + 1} under level ${k}`).toBeGreaterThanOrEqual(tops[k - 1]![1]!);
    }
    await context.close();
  });

// Review 17's ragged wraps at phone widths: the first fact's sentence broke after "Compliance built in
// for", half a line (`pretty` pulled "e-invoicing" down), and the partners' branch legend wrapped
// to three ragged lines in Arabic (the last item's trailing space pushed the four branches apart).
for (const { prefix } of locales)
  test(`${prefix || '/'} at 360, 390 and 414 px: each fact's sentence fills its first line; the branch legend's label a line over the countries, they two lines at most`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    for (const width of [360, 390, 414]) {
      if (width !== 360) await resizeTo(page, width, 740);
      const firstLines = await page.locator('[data-testid="advantages"] > li > p:not(.fact-figure)').evaluateAll((sentences) =>
        sentences.map((p) => {
          const box = p.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(p);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const top = Math.min(...rects.map((r) => r.top));
          const first = rects.filter((r) => Math.abs(r.top - top) < 4);
          const tops = rects.map((r) => r.top).sort((a, b) => a - b);
          const lines = 1 + tops.filter((t, i) => i > 0 && t - tops[i - 1]! > 8).length;
          return {
            text: p.textContent!.slice(0, 30),
            lines,
            fill: (Math.max(...first.map((r) => r.right)) - Math.min(...first.map((r) => r.left))) / box.width,
          };
        }),
      );
      expect(firstLines).toHaveLength(3);
      for (const s of firstLines)
        if (s.lines > 1) expect(s.fill, `${width} px: "${s.text}…" first line's share of its box`).toBeGreaterThanOrEqual(0.6);
      const legend = await page.getByTestId('partner-branches').evaluate((p) => {
        const items = [...p.children].map((c) => c.getBoundingClientRect());
        return { label: Math.round(items[0]!.bottom), countries: items.slice(1).map((r) => Math.round(r.top)) };
      });
      const tops = [...legend.countries].sort((a, b) => a - b);
      const rows = 1 + tops.filter((t, i) => i > 0 && t - tops[i - 1]! > 8).length;
      expect(rows, `${width} px: the countries' lines`).toBeLessThanOrEqual(2);
      // Review 19: the label with the head office on one line, the four others on the next, read ragged.
      expect(Math.min(...tops), `${width} px: the label a line of its own, over every country`).toBeGreaterThanOrEqual(legend.label - 2);
    }
  });
