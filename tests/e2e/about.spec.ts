/**
 * /aboutus in both languages, on one load at 360 px resized to 1280 px (decisions 0036 and 0045):
 * its first section opens with a heading, each product family's name fits its tile on a phone, the
 * activities are ruled columns with no icon tile from 64 rem, the
 * demo is offered in the hero and the closing band with no strip between, and the facts state no
 * customer count (no source gives one: docs/content/claims.md).
 */
import { expect, test } from '@playwright/test';
import { resizeTo } from './page-checks/viewport.ts';

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: /aboutus at 360 px (first heading, the families' tiles) and 1280 px (ruled activities, the demo asked twice, sourced facts)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/aboutus`);

    await test.step("About's first section opens with a heading; at 360 px each family's name fits its tile", async () => {
      const first = page.locator('main section').nth(1);
      await expect(first.locator('h2').first()).toHaveText(locale === 'ar' ? 'أسكون في سطور' : 'Who we are');
      // The four families as tiles over the platform's three layers; each name inside its tile
      // (two lines at most: "Distribution / Systems").
      const tiles = page.getByTestId('about-platform').locator('.platform-family');
      await expect(tiles).toHaveCount(4);
      await expect(page.getByTestId('about-platform').locator('.platform-layers li')).toHaveCount(3);
      for (const tile of await tiles.all()) {
        const fit = await tile.evaluate((el) => {
          const name = el.querySelector('span')!;
          return {
            inside: name.scrollWidth <= name.clientWidth && el.scrollWidth <= el.clientWidth,
            lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
          };
        });
        expect(fit.inside, await tile.innerText()).toBe(true);
        expect(fit.lines, await tile.innerText()).toBeLessThanOrEqual(2);
      }
    });

    await test.step('at 360 px the activities are rows that open, the page well under its former 5,900 px (6,250)', async () => {
      await expect(page.getByTestId('activities').locator('details')).toHaveCount(6);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(locale === 'ar' ? 5300 : 5000);
    });

    await resizeTo(page, 1280, 720);
    await test.step('at 1280 px the activities are ruled columns, three a row, with no icon tile and no card box', async () => {
      const activities = page.getByTestId('activities');
      await expect(activities.locator('img, svg')).toHaveCount(0);
      const items = await activities.locator('> details').evaluateAll((all) =>
        all.map((d) => {
          const s = getComputedStyle(d);
          return {
            top: Math.round(d.getBoundingClientRect().top),
            rule: parseFloat(s.borderTopWidth),
            sides: parseFloat(s.borderLeftWidth) + parseFloat(s.borderRightWidth) + parseFloat(s.borderBottomWidth),
            // Tailwind's shadow-none leaves transparent layers: a shadow only where one is painted.
            shadow: s.boxShadow.split(/,(?![^(]*\))/).some((layer) => !layer.includes('rgba(0, 0, 0, 0)') && layer.trim() !== 'none'),
            background: s.backgroundColor,
            title: parseFloat(getComputedStyle(d.querySelector('h3')!).fontSize),
          };
        }),
      );
      expect(items).toHaveLength(6);
      // Two rows of three.
      expect(new Set(items.map((i) => i.top)).size).toBe(2);
      for (const item of items) {
        expect(item.rule, 'a rule over each activity').toBeGreaterThanOrEqual(2);
        expect(item, 'no card box').toMatchObject({ sides: 0, shadow: false, background: 'rgba(0, 0, 0, 0)' });
        // The title leads, at the block heading's size (22 px), not the card title's 18 px.
        expect(item.title).toBeGreaterThanOrEqual(21.9);
      }
    });

    await test.step('the demo is offered in the hero and the closing band, not in a strip between', async () => {
      await expect(page.locator('main a[href$="#inquiry"]')).toHaveCount(1);
      await expect(page.getByTestId('page-hero').locator('a[href$="#inquiry"]')).toHaveCount(1);
      await expect(page.locator('[data-cta-block="inline"]')).toHaveCount(0);
      await expect(page.locator('[data-cta-block="closing"] a[href$="#inquiry"]')).toHaveCount(1);
    });

    await test.step('the facts state no unsourced customer count', async () => {
      const facts = page.getByTestId('facts');
      await expect(facts.locator('dd')).toHaveText(['2019', '5', '4', '2']);
      await expect(facts).not.toContainText('+');
    });
  });
}
