/**
 * Geometry and computed-style checks for the page-body mends of decision 0053 (product panels,
 * the home proof band, /PartnersInfo's cards, /solutions' lead card), in both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes, sectorKeys } from '../../src/routes.ts';

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** The product pages (the side navigation's panels). */
const productPaths = (['financial', 'distribution', 'hr', 'featured'] as const).flatMap((k) => [routes[k], `/ar${routes[k]}`]);

/** An element's inline-start x (its left edge, its right edge in Arabic) and width in root rems. */
function startAndRems(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().width > 1)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const rtl = getComputedStyle(el).direction === 'rtl';
        return { start: rtl ? r.right : r.left, rems: r.width / parseFloat(getComputedStyle(document.documentElement).fontSize) };
      }),
  );
}

const panel = '.tabs-panel[data-active] .product-panel';

test("a product panel's heading, screen and text share one start edge beside the side navigation (1280 px)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of productPaths) {
    await page.goto(path);
    const [title] = await startAndRems(page, `${panel} .product-panel-title`);
    const others = await startAndRems(page, `${panel} :is(.product-panel-subtitle, img.product-screen, p, li)`);
    expect(others.length, path).toBeGreaterThan(2);
    for (const o of others) expect.soft(Math.abs(o.start - title!.start), `${path}: start edge`).toBeLessThanOrEqual(1);
  }
});

for (const width of [768, 1280])
  test(`at ${width} px a product panel's text keeps a measure of at most 36rem; at 768 px row, lead and text are three sizes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of productPaths) {
      await page.goto(path);
      for (const t of await startAndRems(page, `${panel} :is(.product-panel-subtitle, p, li)`))
        expect.soft(t.rems, `${path}: measure`).toBeLessThanOrEqual(36);
      if (width !== 768) continue;
      const size = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const row = await size('.tabs-side [aria-selected="true"]');
      const lead = await size(`${panel} .product-panel-subtitle`);
      const text = await size(`${panel} :is([data-testid="section-text"] p, [data-testid="section-list"] li)`);
      expect.soft(row, `${path}: the row over its lead`).toBeGreaterThanOrEqual(lead * 1.15);
      expect.soft(lead, `${path}: the lead over the text`).toBeGreaterThanOrEqual(text * 1.1);
    }
  });

for (const { locale, prefix } of locales) {
  test(`${locale}: the home proof band is a table: name, level, city and country in aligned columns from 768 px, stacked at 360 px`, async ({
    page,
  }) => {
    await page.goto(prefix || '/');
    const cells = () =>
      page
        .getByTestId('partner-logos')
        .locator('> li')
        .evaluateAll((rows) =>
          rows.map((row) =>
            ['proof-name', 'proof-tier', 'proof-city', 'proof-country'].map((id) => {
              const el = row.querySelector(`[data-testid="${id}"]`)!;
              const r = el.getBoundingClientRect();
              const cs = getComputedStyle(el);
              // The middle of its first line (a name may wrap; a pill is its line and its padding).
              const first = Math.min(r.height, parseFloat(cs.lineHeight) + parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom));
              return { left: Math.round(r.left), right: Math.round(r.right), mid: Math.round(r.top + first / 2) };
            }),
          ),
        );
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await cells();
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        // One line, in reading order (right to left in Arabic).
        for (const c of row) expect.soft(Math.abs(c.mid - row[0]!.mid), `${width} px: one line`).toBeLessThanOrEqual(4);
        for (let i = 1; i < row.length; i++)
          if (locale === 'ar') expect.soft(row[i]!.right, `${width} px: column order`).toBeLessThan(row[i - 1]!.left);
          else expect.soft(row[i]!.left, `${width} px: column order`).toBeGreaterThan(row[i - 1]!.right);
        // Every column starts at one edge down the table.
        for (let i = 0; i < row.length; i++) {
          const edge = (c: { left: number; right: number }) => (locale === 'ar' ? c.right : c.left);
          expect.soft(Math.abs(edge(row[i]!) - edge(rows[0]![i]!)), `${width} px: column ${i} aligned`).toBeLessThanOrEqual(1);
        }
      }
    }
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [name, tier, city] of await cells()) {
      expect.soft(Math.abs(tier!.mid - name!.mid), "360 px: the level beside the name's first line").toBeLessThanOrEqual(4);
      expect.soft(city!.mid, '360 px: the place under the name').toBeGreaterThan(name!.mid + 8);
    }
  });
}

for (const { locale, prefix } of locales)
  test(`${locale}: /PartnersInfo's definition cards side by side are one height, their headings on one line (1280, 1920 px)`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${routes.partnersInfo}`);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const cards = await page.locator('main section:has(> dl)').evaluateAll((els) =>
        els.map((el) => ({
          box: el.getBoundingClientRect().toJSON() as DOMRect,
          head: el.querySelector('h2')!.getBoundingClientRect().bottom,
        })),
      );
      expect(cards).toHaveLength(2);
      const [a, b] = cards as [(typeof cards)[0], (typeof cards)[0]];
      expect(Math.abs(a.box.top - b.box.top), `${width} px: one row`).toBeLessThanOrEqual(1);
      expect(Math.abs(a.box.height - b.box.height), `${width} px: one height`).toBeLessThanOrEqual(1);
      expect(Math.abs(a.head - b.head), `${width} px: headings on one baseline`).toBeLessThanOrEqual(1);
    }
  });

for (const { locale, prefix } of locales)
  test(`${locale}: /solutions' featured platform card keeps its siblings' measure (768 to 1440 px)`, async ({ page }) => {
    await page.goto(`${prefix}${routes.solutions}`);
    for (const width of [768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const texts = await startAndRems(page, '[data-testid="solution-page-cards"] > * p');
      expect(texts).toHaveLength(7);
      // The featured card spans the row, its text at most two of its siblings' measures, never past 36rem.
      expect.soft(texts[0]!.rems, `${width} px`).toBeLessThanOrEqual(Math.min(36, texts[1]!.rems * 2));
    }
  });

for (const width of [768, 1280])
  test(`at ${width} px a sector page's running text keeps a measure of at most 36em (about 70 characters)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let checked = 0;
    for (const key of sectorKeys)
      for (const prefix of ['', '/ar']) {
        const path = `${prefix}${routes[key]}`;
        await page.goto(path);
        // The intro under the page hero, a programme's paragraphs, a full-width block's lead.
        const ems = await page
          .locator(
            '.sector-layout > .min-w-0 > div > p, .sector-layout .tabs-panel > div > p, .sector-layout .feature-block-body > div > p',
          )
          .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize)));
        checked += ems.length;
        for (const em of ems) expect.soft(em, path).toBeLessThanOrEqual(36);
      }
    expect(checked).toBeGreaterThan(20);
  });
