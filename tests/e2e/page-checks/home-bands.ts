/**
 * The home page's bands on every-page's load of / and /ar at 1280 px, re-laid out at 1024, 768
 * and 360 px (layout only): see page-checks/home-layout.ts. Left at 1280 × 900.
 */
import { expect, test, type Page } from '@playwright/test';
import partnerData from '../../../src/content/partner-directory.json' with { type: 'json' };
import partnersAr from '../../../src/content/partners/ar.json' with { type: 'json' };
import partnersEn from '../../../src/content/partners/en.json' with { type: 'json' };
import type { Locale } from '../../../src/i18n/locales.ts';
import { routes } from '../../../src/routes.ts';
import { styleOf, tokenColour } from './colours.ts';
import { resizeTo } from './viewport.ts';

export async function homeBandsAt1280(page: Page, locale: Locale) {
  const prefix = locale === 'ar' ? '/ar' : '';
  await test.step("at 1280 and 768 px the suite closes the panel's text column: under the family's link, beside the screen from 64 rem, over it below; at 360 the family's link is the panel's one action", async () => {
    for (const width of [1280, 768]) {
      await resizeTo(page, width, 900);
      const panel = page.locator('[data-testid="showcase-panel"]').first();
      const box = async (selector: string) => (await panel.locator(selector).last().boundingBox())!;
      const family = await box('[data-solution-item]:not([data-solution-item="suite"]) a');
      const suite = await box('[data-solution-item="suite"]');
      const link = await box('[data-solution-item="suite"] a');
      const screen = await box('.showcase-screen');
      expect(suite.y, `${width} px: the suite under the family's link`).toBeGreaterThanOrEqual(family.y + family.height);
      expect(link.y + link.height, `${width} px: its link within it`).toBeLessThanOrEqual(suite.y + suite.height + 1);
      if (width === 1280) {
        const beside = locale === 'ar' ? suite.x >= screen.x + screen.width : suite.x + suite.width <= screen.x;
        expect(beside, `${width} px: in the text column, beside the screen`).toBe(true);
        expect(suite.y, `${width} px: level with the screen, not after it`).toBeLessThan(screen.y + screen.height);
      } else expect(suite.y + suite.height, `${width} px: over the screen`).toBeLessThanOrEqual(screen.y);
    }
    // Phones: a one-family panel ends on its one action, the family's link; the suite's "Explore
    // solutions" is left to the Sectors panel (showcase.css, 2026-11-29).
    await resizeTo(page, 360, 900);
    const first = page.locator('[data-testid="showcase-panel"]').first();
    await expect(first.locator('[data-solution-item="suite"]'), "360 px: no second link under the family's").toBeHidden();
    await expect(first.locator('[data-solution-item]:not([data-solution-item="suite"]) a').last()).toBeVisible();
    await resizeTo(page, 1280, 900);
  });

  await test.step('orange is kept for the call to action: numerals and rules wear none', async () => {
    const accent = await tokenColour(page, 'accent-700');
    expect(await styleOf(page, '[data-testid="benefits"] li > span', 'color')).toBe(await tokenColour(page, 'brand-700'));
    expect(await styleOf(page, '[data-solution-item]', 'border-block-start-color')).not.toBe(accent);
  });

  // The page says "why ASCON" once in a row: the benefits (what changes for a buyer's teams) and the
  // advantages (what sets the vendor apart) are parted by the sectors, and no two neighbouring
  // sections share a background, so each reads as its own.
  await test.step('the benefits and the advantages are not neighbours; neighbouring sections alternate their background', async () => {
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

  const band = page.locator('[data-section="partners"]');
  await test.step('the proof band names no sample partner: a table of confirmed partners only, none yet', async () => {
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

  await test.step('at 360, 768, 1024 and 1280 px no branch country is left alone on the last line of the countries', async () => {
    for (const width of [360, 768, 1024, 1280]) {
      await resizeTo(page, width, 900);
      const tops = await band
        .locator('[data-testid="partner-branches"] > span')
        .evaluateAll((keys) => keys.map((key) => Math.round(key.getBoundingClientRect().top)));
      const last = tops.filter((top) => Math.abs(top - tops.at(-1)!) <= 2);
      expect(last.length, `${width} px: names on the last line (${tops.join(', ')})`).toBeGreaterThanOrEqual(2);
    }
  });

  await test.step("at 1024 and 1280 px: the partners band is full, the programme's levels in the wide column beside the text and its links", async () => {
    for (const width of [1280, 1024]) {
      await resizeTo(page, width, 900);
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
      // No empty box: each level carries the levels table's row for it, after its territory.
      const { rows } = (locale === 'ar' ? partnersAr : partnersEn).partnersInfo.table;
      const facts = await band
        .getByTestId('partner-level')
        .evaluateAll((levels) => levels.map((li) => [...li.querySelectorAll('dd')].map((dd) => dd.textContent)));
      expect(facts, `${width} px: each level's facts`).toEqual(rows.map((row) => [row.code, row.consultant, row.engineers]));
      for (const p of partnerData.partners.filter((p) => p.status !== 'confirmed')) await expect(band).not.toContainText(p.name[locale]);
    }
  });

  await test.step("at 768 px: the partners band in two columns, the text and its links beside the programme's levels, one level a row", async () => {
    await resizeTo(page, 768, 900);
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

  await test.step("the proof band on the content grid: its heading on the solutions heading's start edge, nothing past the grid", async () => {
    for (const width of [1280, 768, 360]) {
      await resizeTo(page, width, 900);
      // Measured in the page's own faces. One CI run saw an element of /ar's band 4 px past the grid
      // at 768 that no local run showed; a late face is the likely cause, not established.
      await page.evaluate(() => document.fonts.ready);
      const {
        heading,
        solutions,
        band: edges,
      } = await page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        // Elements that lay out boxes (a row laid as its cells: `display: contents`) have none of their own.
        const rects = [...document.querySelectorAll('[data-section="partners"] .container-page *')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 || r.height > 0);
        return {
          heading: box('#partners-heading'),
          solutions: box('#solutions-heading'),
          band: { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) },
        };
      });
      const start = (r: { left: number; right: number }) => (locale === 'ar' ? r.right : r.left);
      expect.soft(Math.abs(start(heading) - start(solutions)), `${width} px: start edge`).toBeLessThanOrEqual(1);
      const grid = await page.locator('[data-section="solutions"] > .container-page').evaluate((el) => {
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        return { left: r.left + parseFloat(cs.paddingLeft), right: r.right - parseFloat(cs.paddingRight) };
      });
      expect.soft(edges.left, `${width} px: from the grid's left edge`).toBeGreaterThanOrEqual(grid.left - 1);
      expect.soft(edges.right, `${width} px: to the grid's right edge`).toBeLessThanOrEqual(grid.right + 1);
    }
    await resizeTo(page, 1280, 900);
  });
}
