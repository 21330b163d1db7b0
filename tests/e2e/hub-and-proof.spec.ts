/**
 * /solutions' feature rows and sector links, and the home proof band (decision 0062), both languages:
 * - feature rows 112–128 px apart at 768 and 1280 px, the text at the screen's top (not centred),
 *   each row with three points from its product page;
 * - each sector link one link with its arrow right after the title, a hover/focus highlight, its
 *   description at least 16 px (15 in Arabic) in a colour that meets AA;
 * - the proof band a real table of three columns with column headers, at most 880 px wide.
 */
import { expect, test } from '@playwright/test';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

for (const { locale, prefix } of locales) {
  test(`${locale}: /solutions' feature rows are 112–128 px apart, text at the screen's top, three points each`, async ({ page }) => {
    await page.goto(`${prefix}/solutions`);
    const rows = page.getByTestId('solution-families').locator('> li');
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) await expect(row.getByTestId('feature-row-points').locator('li')).toHaveCount(3);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (let i = 1; i < boxes.length; i++) {
        const gap = boxes[i]!.top - boxes[i - 1]!.bottom;
        expect.soft(gap, `${width} px: gap before row ${i}`).toBeGreaterThanOrEqual(112);
        expect.soft(gap, `${width} px: gap before row ${i}`).toBeLessThanOrEqual(128);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const tops = await rows.evaluateAll((els) =>
      els.map((el) =>
        [el.querySelector('.feature-row-text')!, el.querySelector('img')!].map((x) => Math.round(x.getBoundingClientRect().top)),
      ),
    );
    for (const [text, screen] of tops) expect.soft(Math.abs(text! - screen!), '1280 px: text at the screen top').toBeLessThanOrEqual(8);
  });

  test(`${locale}: /solutions' sector links: the arrow after the title, one link each, 16 px descriptions in AA`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/solutions`);
    const links = page.getByTestId('solution-sectors').locator('> li');
    await expect(links).toHaveCount(10);
    for (const li of await links.all()) await expect(li.getByRole('link')).toHaveCount(1);
    const read = await links.evaluateAll((els) =>
      els.map((li) => {
        const a = li.querySelector('a')!;
        const title = a.querySelector('[data-link-title]')!.getBoundingClientRect();
        const arrow = a.querySelector('svg')!.getBoundingClientRect();
        const text = a.querySelector('[data-link-text]')!;
        const s = getComputedStyle(text);
        return {
          rtl: getComputedStyle(a).direction === 'rtl',
          gap: getComputedStyle(a).direction === 'rtl' ? title.left - arrow.right : arrow.left - title.right,
          size: parseFloat(s.fontSize),
          color: s.color,
        };
      }),
    );
    for (const r of read) {
      expect.soft(r.gap, 'arrow right after the title').toBeLessThanOrEqual(16);
      expect.soft(r.gap).toBeGreaterThanOrEqual(0);
      expect.soft(r.size).toBeGreaterThanOrEqual(locale === 'ar' ? 15 : 16);
      // ink-soft (#3d4b5c) or darker: ≥ 4.5:1 on the alt surface.
      expect.soft(['rgb(61, 75, 92)', 'rgb(15, 29, 46)']).toContain(r.color);
    }
    // Hover and keyboard focus highlight the whole row.
    const first = links.first().getByRole('link');
    const bg = () => first.evaluate((a) => getComputedStyle(a).backgroundColor);
    const before = await bg();
    await first.hover();
    await expect.poll(bg).not.toBe(before);
    await page.mouse.move(0, 0);
    await first.focus();
    await expect.poll(bg).not.toBe(before);
  });

  test(`${locale}: the home proof band is a table of three headed columns, at most 880 px wide`, async ({ page }) => {
    await page.goto(prefix || '/');
    const table = page.getByTestId('partner-logos');
    await expect(table).toHaveJSProperty('tagName', 'TABLE');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
    await expect(table.locator('tbody > tr')).toHaveCount(partnerData.partners.length);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await table.boundingBox())!;
      expect.soft(box.width, `${width} px: width`).toBeLessThanOrEqual(880);
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
