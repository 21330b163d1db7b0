/**
 * The home page's layout (decisions 0045, 0047, 0053, 0062 and 0072; the slider's composition,
 * docs/design.md), in both languages:
 * - one load at 360 px (the benefits, a wrapped link's arrow) resized to 768 px (the slider's
 *   controls and screen on the text's start edge, the screen filling its column);
 * - one load at 1280 px (the intro's columns, orange kept for the call to action, each showcase
 *   tab's text centred on its screen, the proof band on the content grid at 1280, 768 and 360 px
 *   with no sample partner in it);
 * - the slider at 1280 px: the text block centred on the product screen beside it and the
 *   controls under that screen, as its pager; on a 360 × 640 phone the heading, the lead and the
 *   contact button all in the first screen. The browser speaks the page's language, so no
 *   language hint takes a row.
 */
import { expect, test, type Page } from '@playwright/test';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import { localizePath } from '../../src/i18n/paths.ts';
import { routes } from '../../src/routes.ts';
import { hydrated } from './hydration.ts';
import { styleOf, tokenColour } from './page-checks/colours.ts';
import { startEdgeGap } from './page-checks/start-edge.ts';
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

/** The home page loaded at one viewport size: lines and font sizes are measured at the width they were laid out for. */
async function loadAt(page: Page, path: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
}

/** The boxes of a link's label, line by line, and its arrow's: lines, the gap after the last word, one line. */
function arrowAfterLabel(page: Page) {
  return page
    .getByTestId('showcase-panel')
    .first()
    .locator('a:has(svg)')
    .first()
    .evaluate((a) => {
      const text: DOMRect[] = [];
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        text.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const svg = a.querySelector('svg')!.getBoundingClientRect();
      const last = text.at(-1)!;
      return {
        lines: new Set(text.map((r) => Math.round(r.top))).size,
        gap: svg.left - last.right,
        sameLine: svg.top < last.bottom && svg.bottom > last.top,
      };
    });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: the home page at 360 px (benefits, link arrows), then 768 px (slider edges)`, async ({ page }) => {
    await loadAt(page, prefix || '/', 360, 740);

    await test.step("at 360 px a benefit's text runs under its title, beside the numeral", async () => {
      for (const item of await page.getByTestId('benefits').locator('li').all()) {
        const title = (await item.locator('h3').boundingBox())!;
        const text = (await item.locator('p').boundingBox())!;
        expect(Math.abs(text.x - title.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(text.x + text.width - (title.x + title.width))).toBeLessThanOrEqual(1);
      }
    });

    if (locale === 'en')
      await test.step('at 320 px a wrapped "Read more about …" link keeps its arrow beside its last word', async () => {
        // At 360 px the label fits one line since the showcase lost its panel (decision 0063).
        await resizeTo(page, 320, 740);
        const { lines, gap, sameLine } = await arrowAfterLabel(page);
        expect(lines, 'the label wraps at 320 px').toBeGreaterThan(1);
        expect(sameLine, 'the arrow on the last line').toBe(true);
        expect(gap, 'the arrow right after the last word').toBeLessThanOrEqual(12);
      });

    await resizeTo(page, 768, 900);
    const slide = page.locator('[data-testid="slide"][data-active="true"]');

    await test.step("at 768 px the slider's controls start at the screen's start edge", async () => {
      const screen = (await slide.locator('img.product-screen').boundingBox())!;
      const prev = (await page.getByTestId('slider-prev').boundingBox())!;
      if (locale === 'ar') expect(Math.abs(prev.x + prev.width - (screen.x + screen.width))).toBeLessThanOrEqual(1);
      else expect(Math.abs(prev.x - screen.x)).toBeLessThanOrEqual(1);
    });

    await test.step("at 768 px the home slide's screen starts at the text's start edge", async () => {
      expect(await startEdgeGap(slide, 'h2', '.page-hero-visual')).toBeLessThanOrEqual(1);
    });

    await test.step("at 768 px the home slide's screen fills the text's column", async () => {
      const { screen, column } = await slide.locator('.slide-hero').evaluate((hero) => {
        const cs = getComputedStyle(hero);
        return {
          screen: hero.querySelector('img.product-screen')!.getBoundingClientRect().width,
          column: hero.clientWidth - parseFloat(cs.paddingInlineStart) - parseFloat(cs.paddingInlineEnd),
        };
      });
      expect(screen, `screen ${screen} px in a ${column} px column`).toBeGreaterThanOrEqual(0.95 * column);
    });
  });

  test(`${locale}: the home page at 1280 px (intro columns, also at 768, orange for the action only, showcase text on its screen), the proof band at 1280, 768 and 360 px`, async ({
    page,
  }) => {
    await loadAt(page, prefix || '/', 1280, 900);

    await test.step("at 1280 and 768 px the intro's two columns start at one top", async () => {
      for (const width of [1280, 768]) {
        await resizeTo(page, width, 900);
        const heading = (await page.locator('#solutions-heading').boundingBox())!;
        const lead = (await page.locator('[data-solution-item="suite"]').boundingBox())!;
        expect(lead.x > heading.x + heading.width || lead.x + lead.width < heading.x, `${width} px: side by side`).toBe(true);
        expect(Math.abs(lead.y - heading.y), `${width} px`).toBeLessThanOrEqual(1);
      }
      await resizeTo(page, 1280, 900);
    });

    await test.step('orange is kept for the call to action: numerals and rules wear none', async () => {
      const accent = await tokenColour(page, 'accent-700');
      expect(await styleOf(page, '[data-testid="benefits"] li > span', 'color')).toBe(await tokenColour(page, 'brand-700'));
      expect(await styleOf(page, '[data-solution-item]', 'border-inline-start-color')).not.toBe(accent);
    });

    await test.step("at 1280 px each showcase tab's text is centred on its screen, on the section background", async () => {
      await hydrated(page, 'showcase-tabs');
      const tabs = page.getByTestId('showcase-tabs').getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        const panel = page.locator('[data-testid="showcase-panel"]:visible');
        await expect(panel.locator('.showcase-screen img')).toBeVisible();
        const { background, text, screen } = await panel.evaluate((el) => {
          const middle = (r: DOMRect) => r.top + r.height / 2;
          // The union of the text nodes' line boxes: element boxes here stretch to the row.
          const range = (root: Node) => {
            const rects: DOMRect[] = [];
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const r = document.createRange();
              r.selectNodeContents(node);
              rects.push(...[...r.getClientRects()].filter((c) => c.height > 0));
            }
            const top = Math.min(...rects.map((r) => r.top));
            return new DOMRect(0, top, 0, Math.max(...rects.map((r) => r.bottom)) - top);
          };
          return {
            background: getComputedStyle(el).backgroundColor,
            text: middle(range(el.firstElementChild!)),
            screen: middle(el.querySelector('.showcase-screen img')!.getBoundingClientRect()),
          };
        });
        expect(background).toBe('rgba(0, 0, 0, 0)');
        // 8 px: the link's box reaches below its text to a 44 px target, the centred box is the column's.
        expect(Math.abs(text - screen), `tab ${i + 1}: text centred on the screen`).toBeLessThanOrEqual(8);
      }
    });

    await test.step('the proof band names no sample partner: a table of confirmed partners only, none yet', async () => {
      const band = page.locator('[data-section="partners"]');
      const confirmed = partnerData.partners.filter((p) => p.status === 'confirmed');
      await expect(band.locator('[data-testid="partner-logos"] tbody > tr')).toHaveCount(confirmed.length);
      await expect(band.getByTestId('sample-caption')).toHaveCount(0);
      await expect(band.getByTestId('sample-label')).toHaveCount(0);
      for (const p of partnerData.partners.filter((p) => p.status === 'sample')) await expect(band).not.toContainText(p.name[locale]);
      // The ways to the partners stay: the finder and the partner program.
      expect(
        await band
          .getByTestId('proof-links')
          .locator('a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([`${prefix}${routes.partnersFinder}`, `${prefix}${routes.partnersInfo}`]);
    });

    await test.step("the proof band on the content grid: its heading on the solutions heading's start edge, nothing past the grid", async () => {
      for (const width of [1280, 768, 360]) {
        await resizeTo(page, width, 900);
        const { heading, solutions, band } = await page.evaluate(() => {
          const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
          const edges = [...document.querySelectorAll('[data-section="partners"] .container-page *')].map((el) =>
            el.getBoundingClientRect(),
          );
          return {
            heading: box('#partners-heading'),
            solutions: box('#solutions-heading'),
            band: { left: Math.min(...edges.map((r) => r.left)), right: Math.max(...edges.map((r) => r.right)) },
          };
        });
        const start = (r: { left: number; right: number }) => (locale === 'ar' ? r.right : r.left);
        expect.soft(Math.abs(start(heading) - start(solutions)), `${width} px: start edge`).toBeLessThanOrEqual(1);
        const grid = await page.locator('[data-section="solutions"] > .container-page').evaluate((el) => {
          const r = el.getBoundingClientRect();
          const cs = getComputedStyle(el);
          return { left: r.left + parseFloat(cs.paddingLeft), right: r.right - parseFloat(cs.paddingRight) };
        });
        expect.soft(band.left, `${width} px: from the grid's left edge`).toBeGreaterThanOrEqual(grid.left - 1);
        expect.soft(band.right, `${width} px: to the grid's right edge`).toBeLessThanOrEqual(grid.right + 1);
      }
    });
  });
}

for (const { locale } of locales) {
  const path = localizePath('/', locale);
  // The browser speaks the page's language: no language hint takes a row.
  test.describe(() => {
    test.use({ locale: locale === 'ar' ? 'ar' : 'en-US' });

    test(`${path} at 1280 px: the text is centred on the screen, the controls under it`, async ({ page }) => {
      await loadAt(page, path, 1280, 800);
      const screen = await box(page, `${slide} img.product-screen`);
      const top = await box(page, `${slide} .page-hero-title`);
      const bottom = await box(page, `${slide} [data-testid="slider-contact"]`);
      const text = { y: top.y, height: bottom.y + bottom.height - top.y };
      expect(Math.abs(text.y + text.height / 2 - (screen.y + screen.height / 2))).toBeLessThanOrEqual(4);
      const controls = await box(page, '[data-testid="slider-prev"]');
      const dots = await box(page, '[data-testid="slider-controls"] ol');
      expect(controls.y).toBeGreaterThanOrEqual(screen.y + screen.height);
      expect(controls.y).toBeLessThanOrEqual(screen.y + screen.height + 40);
      // Within the screen's column, whichever side it is on.
      for (const b of [controls, dots]) {
        expect(b.x).toBeGreaterThanOrEqual(screen.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(screen.x + screen.width + 1);
      }
    });

    test(`${path} at 360 × 640: heading, lead and contact button in the first screen`, async ({ page }) => {
      await loadAt(page, path, 360, 640);
      for (const selector of [`${slide} h2`, `${slide} .page-hero-lead p`, `${slide} [data-testid="slider-contact"]`]) {
        const b = await box(page, selector);
        expect(b.y + b.height, selector).toBeLessThanOrEqual(640);
      }
    });
  });

  test(`${path} at 360 × 800: every slide's screen, at the column's width, ends just above the controls, in the first screen`, async ({
    page,
  }) => {
    await loadAt(page, path, 360, 800);
    await hydrated(page, 'slider-controls');
    await page.getByTestId('slider-toggle').click(); // stopped: the test moves the slides
    for (let i = 0; i < 3; i++) {
      if (i > 0) await page.getByTestId('slider-next').click();
      await expect(page.getByTestId('slide').nth(i)).toHaveAttribute('data-active', 'true');
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

  test(`${path} at 360 × 900: every slide's screen reaches the foot of its area, no band under it above the controls`, async ({ page }) => {
    // A tall phone leaves a slide more room than its screen's canvas: the screen sits at the foot.
    await loadAt(page, path, 360, 900);
    await hydrated(page, 'slider-controls');
    await page.getByTestId('slider-toggle').click();
    for (let i = 0; i < 3; i++) {
      if (i > 0) await page.getByTestId('slider-next').click();
      await expect(page.getByTestId('slide').nth(i)).toHaveAttribute('data-active', 'true');
      const visual = await box(page, `${slide} .page-hero-visual`);
      const screen = await box(page, `${slide} img.product-screen`);
      expect(Math.abs(visual.y + visual.height - (screen.y + screen.height)), `slide ${i + 1}: the screen's foot`).toBeLessThanOrEqual(1);
    }
  });
}

// The page says "why ASCON" once in a row: the benefits (what changes for a buyer's teams) and the
// advantages (what sets the vendor apart) are parted by the sectors, and no two neighbouring
// sections share a background, so each reads as its own.
for (const { locale, prefix } of locales)
  test(`${locale}: the benefits and the advantages are not neighbours; neighbouring sections alternate their background`, async ({
    page,
  }) => {
    await loadAt(page, prefix || '/', 1280, 900);
    const sections = await page
      .locator('main [data-section]')
      .evaluateAll((all) => all.map((s) => ({ id: s.getAttribute('data-section')!, background: getComputedStyle(s).backgroundColor })));
    const ids = sections.map((s) => s.id);
    expect(ids, 'every section of the spec').toEqual(
      expect.arrayContaining(['solutions', 'partners', 'benefits', 'advantages', 'sectors']),
    );
    expect(Math.abs(ids.indexOf('advantages') - ids.indexOf('benefits')), ids.join(' → ')).toBeGreaterThan(1);
    for (let i = 1; i < sections.length; i++)
      expect(sections[i]!.background, `${ids[i - 1]} → ${ids[i]}`).not.toBe(sections[i - 1]!.background);
  });

// The slider changes its content, not the page's frame: one band colour on every slide, and the
// controls in one look, at a phone's width and a laptop's.
for (const { locale, prefix } of locales)
  test(`${locale}: the hero band keeps one colour across the three slides, at 360 and 1280 px`, async ({ page }) => {
    await loadAt(page, prefix || '/', 1280, 900);
    await hydrated(page, 'slider-controls');
    await page.getByTestId('slider-toggle').click(); // stopped: the test moves the slides
    for (const width of [1280, 360]) {
      await resizeTo(page, width, 900);
      const looks = new Set<string>();
      for (let i = 0; i < 3; i++) {
        await page.getByTestId('slider-next').click();
        await expect(page.getByTestId('slide').nth((i + 1) % 3)).toHaveAttribute('data-active', 'true');
        looks.add(
          await page.evaluate(() => {
            const colour = (s: string, p: 'backgroundColor' | 'color') => getComputedStyle(document.querySelector(s)!)[p];
            const active = '[data-testid="slide"][data-active="true"]';
            return [
              colour(active, 'backgroundColor'),
              colour(`${active} h2`, 'color'),
              colour('[data-testid="slider-next"]', 'backgroundColor'),
            ].join(' ');
          }),
        );
      }
      expect([...looks], `${width} px: band, heading and control colours on each slide`).toHaveLength(1);
    }
  });

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
      for (const height of [740, 800]) {
        await loadAt(page, prefix || '/', 360, height);
        await expect(page.locator('#lang-suggestion')).toBeVisible({ visible: hint });
        await hydrated(page, 'slider-controls');
        await page.getByTestId('slider-toggle').click();
        for (let i = 0; i < 3; i++) {
          if (i > 0) await page.getByTestId('slider-next').click();
          await expect(page.getByTestId('slide').nth(i)).toHaveAttribute('data-active', 'true');
          await page.evaluate(() => window.scrollTo(0, 0));
          const controls = await page.getByTestId('slider-prev').evaluate((el) => el.getBoundingClientRect().bottom);
          expect(controls, `${height} px tall, slide ${i + 1}`).toBeLessThanOrEqual(height);
        }
      }
      await context.close();
    });
for (const { locale } of locales) {
  const path = localizePath('/', locale);
  test(`${path} at 768 px: the partners band in two columns, the text and its links beside the programme's levels, one level a row`, async ({
    page,
  }) => {
    await loadAt(page, path, 768, 900);
    const band = page.locator('[data-section="partners"]');
    const { text, levels, rows } = await band.evaluate((el) => {
      const box = (s: string) => el.querySelector(s)!.getBoundingClientRect();
      const level = [...el.querySelectorAll('[data-testid="partner-level"]')].map((li) => li.getBoundingClientRect().top);
      return { text: box('[data-testid="proof-links"]'), levels: box('[data-testid="partner-levels"]'), rows: level };
    });
    const beside = locale === 'ar' ? levels.right <= text.left : levels.left >= text.right;
    expect(beside, 'the levels beside the text').toBe(true);
    expect(levels.top, 'on one row with the text').toBeLessThan(text.bottom);
    expect(rows[1]!, 'one level under another').toBeGreaterThan(rows[0]!);
    expect(rows[2]!).toBeGreaterThan(rows[1]!);
  });
}

for (const { locale } of locales) {
  const path = localizePath('/', locale);
  test(`${path} at 1024 and 1280 px: the partners band is full, the programme's levels in the wide column beside the text and its links`, async ({
    page,
  }) => {
    await loadAt(page, path, 1280, 900);
    for (const width of [1280, 1024]) {
      await resizeTo(page, width, 900);
      const band = page.locator('[data-section="partners"]');
      const { grid, text, levels } = await band.evaluate((el) => {
        const container = el.querySelector('.container-page')!;
        const cs = getComputedStyle(container);
        const r = container.getBoundingClientRect();
        const box = (s: string) => el.querySelector(s)!.getBoundingClientRect();
        return {
          grid: { left: r.left + parseFloat(cs.paddingLeft), right: r.right - parseFloat(cs.paddingRight) },
          text: box('#partners-heading'),
          levels: box('[data-testid="partner-levels"]'),
        };
      });
      // Beside the text, on one row, reaching the grid's far edge and taking more than half of it.
      expect(levels.top, `${width} px: beside the heading`).toBeLessThan(text.bottom + 200);
      const far = locale === 'ar' ? levels.left - grid.left : grid.right - levels.right;
      expect(Math.abs(far), `${width} px: to the grid's far edge`).toBeLessThanOrEqual(1);
      expect(levels.width / (grid.right - grid.left), `${width} px: the wide column`).toBeGreaterThan(0.5);
      // What is true, nothing invented: the three levels and the branch countries, no partner named.
      await expect(band.getByTestId('partner-level')).toHaveCount(3);
      for (const p of partnerData.partners.filter((p) => p.status !== 'confirmed')) await expect(band).not.toContainText(p.name[locale]);
    }
  });
}
