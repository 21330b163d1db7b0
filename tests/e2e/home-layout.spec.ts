/**
 * The home page's layout (decisions 0045, 0047, 0053 and 0062; the slider's composition,
 * docs/design.md), in both languages:
 * - one load at 360 px (the benefits, a wrapped link's arrow) resized to 768 px (the slider's
 *   controls and screen on the text's start edge);
 * - one load at 1280 px (the intro's columns, orange kept for the call to action, the sample
 *   caption, and the proof band read as a table at 768 and 1280 px and stacked at 360 px);
 * - the proof band a real table of three columns with column headers, at most 880 px wide;
 * - the slider at 1280 px: the text block centred on the product screen beside it and the
 *   controls under that screen, as its pager; on a 360 × 640 phone the heading, the lead and the
 *   contact button all in the first screen. The browser speaks the page's language, so no
 *   language hint takes a row.
 */
import { expect, test, type Page } from '@playwright/test';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import { localizePath } from '../../src/i18n/paths.ts';
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

/** The proof band's rows: name, level and place ("city, country" in one cell, decision 0062), each cell's edges and the middle of its first line. */
function proofCells(page: Page) {
  return page
    .getByTestId('partner-logos')
    .locator('tbody > tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        ['proof-name', 'proof-tier', 'proof-city'].map((id) => {
          const el = row.querySelector(`[data-testid="${id}"]`)!;
          const r = el.getBoundingClientRect();
          const cs = getComputedStyle(el);
          // The middle of its first line (a name may wrap; a pill is its line and its padding).
          const first = Math.min(r.height, parseFloat(cs.lineHeight) + parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom));
          return { left: Math.round(r.left), right: Math.round(r.right), mid: Math.round(r.top + first / 2) };
        }),
      ),
    );
}

for (const { locale, prefix } of locales) {
  test(`${locale}: the home page at 360 px (benefits, link arrows), then 768 px (slider edges)`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');

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
  });

  test(`${locale}: the home page at 1280 px (intro columns, orange for the action only, sample caption), the proof band at 768, 1280 and 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');

    await test.step("at 1280 px the intro's two columns start at one top", async () => {
      const heading = (await page.locator('#solutions-heading').boundingBox())!;
      const lead = (await page.locator('[data-solution-item="suite"]').boundingBox())!;
      expect(lead.x > heading.x + heading.width || lead.x + lead.width < heading.x, 'side by side').toBe(true);
      expect(Math.abs(lead.y - heading.y)).toBeLessThanOrEqual(1);
    });

    await test.step('orange is kept for the call to action: numerals, rules and the sample caption wear none', async () => {
      const accent = await tokenColour(page, 'accent-700');
      expect(await styleOf(page, '[data-testid="benefits"] li > span', 'color')).toBe(await tokenColour(page, 'brand-700'));
      expect(await styleOf(page, '[data-solution-item]', 'border-inline-start-color')).not.toBe(accent);
      expect(await styleOf(page, '[data-section="partners"] [data-testid="sample-caption"]', 'color')).toBe(
        await tokenColour(page, 'ink-muted'),
      );
    });

    await test.step('the sample partners are said to be samples once in the band, not on every entry', async () => {
      expect(partnerData.partners.every((p) => p.status === 'sample')).toBe(true);
      const band = page.locator('[data-section="partners"]');
      await expect(band.getByTestId('sample-label')).toHaveCount(0);
      await expect(band.getByTestId('sample-caption')).toHaveCount(1);
      await expect(band.getByTestId('sample-caption')).toBeVisible();
    });

    await test.step('the proof band is a table: name, level and place in aligned columns from 768 px', async () => {
      for (const width of [768, 1280]) {
        await resizeTo(page, width, 900);
        const rows = await proofCells(page);
        expect(rows.length).toBeGreaterThan(2);
        for (const row of rows) {
          // One line, in reading order (right to left in Arabic).
          for (const c of row) expect.soft(Math.abs(c.mid - row[0]!.mid), `${width} px: one line`).toBeLessThanOrEqual(4);
          for (let i = 1; i < row.length; i++)
            if (locale === 'ar') expect.soft(row[i]!.right, `${width} px: column order`).toBeLessThan(row[i - 1]!.left);
            else expect.soft(row[i]!.left, `${width} px: column order`).toBeGreaterThan(row[i - 1]!.right);
          // Every column starts at one edge down the table.
          const edge = (c: { left: number; right: number }) => (locale === 'ar' ? c.right : c.left);
          for (let i = 0; i < row.length; i++)
            expect.soft(Math.abs(edge(row[i]!) - edge(rows[0]![i]!)), `${width} px: column ${i} aligned`).toBeLessThanOrEqual(1);
        }
      }
    });

    await test.step('the proof band stacked at 360 px: the level beside the name, the place under it', async () => {
      await resizeTo(page, 360, 740);
      for (const [name, tier, city] of await proofCells(page)) {
        expect.soft(Math.abs(tier!.mid - name!.mid), "360 px: the level beside the name's first line").toBeLessThanOrEqual(4);
        expect.soft(city!.mid, '360 px: the place under the name').toBeGreaterThan(name!.mid + 8);
      }
    });
  });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: the home proof band is a table of three headed columns, at most 880 px wide`, async ({ page }) => {
    await page.goto(prefix || '/');
    const table = page.getByTestId('partner-logos');
    await expect(table).toHaveJSProperty('tagName', 'TABLE');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
    await expect(table.locator('tbody > tr')).toHaveCount(partnerData.partners.length);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const tableBox = (await table.boundingBox())!;
      expect.soft(tableBox.width, `${width} px: width`).toBeLessThanOrEqual(880);
      await expect(table.locator('thead')).toBeVisible();
      // Three cells a row, each column on one edge.
      const edges = await table
        .locator('tbody > tr')
        .evaluateAll(
          (rows, rtl) =>
            rows.map((row) =>
              [...row.children].map((c) => Math.round(rtl ? c.getBoundingClientRect().right : c.getBoundingClientRect().left)),
            ),
          locale === 'ar',
        );
      for (const row of edges) expect.soft(row, `${width} px: aligned columns`).toEqual(edges[0]);
      expect(edges[0]).toHaveLength(3);
    }
    // The sample caption stays true while the partners are samples.
    if (partnerData.partners.every((p) => p.status === 'sample')) await expect(page.getByTestId('sample-caption')).toBeVisible();
  });
}

for (const { locale } of locales) {
  const path = localizePath('/', locale);
  const browserLocale = locale === 'ar' ? 'ar' : 'en-US';

  test(`${path} at 1280 px: the text is centred on the screen, the controls under it`, async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(path);
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
    await context.close();
  });

  test(`${path} at 360 × 640: heading, lead and contact button in the first screen`, async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto(path);
    for (const selector of [`${slide} h2`, `${slide} .page-hero-lead p`, `${slide} [data-testid="slider-contact"]`]) {
      const b = await box(page, selector);
      expect(b.y + b.height, selector).toBeLessThanOrEqual(640);
    }
    await context.close();
  });
}
