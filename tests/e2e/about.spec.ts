/**
 * /aboutus in both languages, on one load at 360 px resized to 1280 px (decisions 0036 and 0045):
 * the hero is the branch map, captioned with the claims officeCountries and foundingYear, its labels readable and apart at both widths; its first section
 * opens with a heading; the platform's drawing (each product family's name fits its tile on a phone)
 * stands in "Platform capabilities", beside the capabilities from 64 rem; the
 * activities are ruled columns with no icon tile from 64 rem, the
 * demo is offered in the hero and the closing band with no strip between; "Who we are" with,
 * beside it, the six delivery stages on a rail, not stat cards; the compliance strip lists each country's obligations, rows
 * that open on phones showing the stamp and the obligation, and three columns shown open from
 * 64 rem, with no image (no flag, no logo).
 */
import { expect, test } from '@playwright/test';
import claimData from '../../src/content/claims.json' with { type: 'json' };
import { mapLabelsReadable } from './page-checks/hero-geometry.ts';
import { resizeTo } from './page-checks/viewport.ts';

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: /aboutus at 360 px (the map hero, first heading, the families' tiles) and 1280 px (the platform beside its capabilities, ruled activities, the demo asked twice)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/aboutus`);

    await test.step('the hero is the branch map: where the company is (the claim officeCountries) and since when (the claim foundingYear), in its caption', async () => {
      const map = page.getByTestId('page-hero').getByTestId('about-map');
      const countries = claimData.claims.officeCountries.value;
      const since = claimData.claims.foundingYear.value;
      await expect(map.locator('.hero-panel-caption')).toContainText(
        locale === 'ar' ? `${countries} دول · منذ ${since}` : `${countries} countries · since ${since}`,
      );
      // The figures are the map's: no facts band repeats them under the hero.
      await expect(page.getByTestId('company-facts')).toHaveCount(0);
      await mapLabelsReadable(page, 360);
    });

    await test.step("About's first section opens with a heading; at 360 px each family's name fits its tile", async () => {
      const first = page.locator('main section').nth(1);
      await expect(first.locator('h2').first()).toHaveText(locale === 'ar' ? 'أسكون في سطور' : 'Who we are');
      // The four families as tiles over the platform's three layers; each name inside its tile
      // (two lines at most: "Distribution / Systems").
      await expect(page.locator('[data-section="features"]').getByTestId('about-platform')).toBeVisible();
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

    await test.step('at 360 px the activities and the obligations are rows that open (each obligation beside its stamp at one edge), the page under 5,700 px (6,000 in Arabic) with the compliance strip', async () => {
      await expect(page.getByTestId('activities').locator('details')).toHaveCount(6);
      const obligations = page.getByTestId('obligation');
      await expect(obligations).toHaveCount(8);
      // Closed: the stamp and the obligation show, what the auditor sees opens with the row.
      await expect(obligations.first().locator('.stamp')).toBeVisible();
      await expect(obligations.first().locator('summary strong')).toBeVisible();
      await expect(obligations.first().locator('.compliance-audit')).toBeHidden();
      // Every obligation starts at one edge beside its stamp, an acronym or a long Arabic name alike.
      const titleStarts = await obligations
        .locator('summary strong')
        .evaluateAll((titles) =>
          titles.map((title) => Math.round(title.getBoundingClientRect()[document.dir === 'rtl' ? 'right' : 'left'])),
        );
      expect(new Set(titleStarts).size, titleStarts.join(', ')).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(locale === 'ar' ? 6000 : 5700);
      await obligations.first().locator('summary').click();
      await expect(obligations.first().locator('.compliance-audit')).toBeVisible();
      await obligations.first().locator('summary').click();
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

    await test.step('at 1280 px the map\'s labels stay readable and apart; the platform\'s drawing beside its capabilities; beside "Who we are" the six stages on one rail, no stat card', async () => {
      await mapLabelsReadable(page, 1280);
      const [drawing, list] = await Promise.all(
        ['about-platform', 'advanced-features'].map((id) =>
          page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      expect(Math.abs(drawing!.top - list!.top), 'the drawing and the capabilities start on one line').toBeLessThanOrEqual(4);
      // The drawing on the start side (the families first in reading order), the list on the end side.
      if (locale === 'ar') expect(drawing!.left).toBeGreaterThan(list!.right);
      else expect(drawing!.right).toBeLessThan(list!.left);
      const delivery = page.getByTestId('delivery');
      await expect(delivery.locator('dl, [class*="rounded"]')).toHaveCount(0);
      // Each stage a number in a disc (the list's counter), joined to the next by the rail.
      const stages = await delivery.locator('ol > li').evaluateAll((items) =>
        items.map((li) => ({
          top: li.getBoundingClientRect().top,
          disc: parseFloat(getComputedStyle(li, '::before').width),
          rail: parseFloat(getComputedStyle(li, '::after').height) || 0,
        })),
      );
      expect(stages).toHaveLength(6);
      for (const [i, stage] of stages.entries()) {
        expect(stage.disc).toBeGreaterThanOrEqual(24);
        if (i) expect(stage.top, 'one under another at 1280 px').toBeGreaterThan(stages[i - 1]!.top);
        if (i < 5) expect(stage.rail, `a rail from stage ${i + 1} to the next`).toBeGreaterThan(4);
      }
    });

    await test.step('at 1280 px the compliance strip: each country under its rule, every row open in three columns, no image', async () => {
      const strip = page.getByTestId('compliance');
      await expect(strip.locator('h3')).toHaveText(locale === 'ar' ? ['السعودية', 'مصر'] : ['Saudi Arabia', 'Egypt']);
      await expect(strip.locator('img, svg')).toHaveCount(0);
      const rows = await page.getByTestId('obligation').evaluateAll((all) =>
        all.map((row) => {
          const box = (selector: string) => row.querySelector(selector)!.getBoundingClientRect();
          const [does, audit] = [...row.querySelectorAll('.compliance-body > p')].map((p) => p.getBoundingClientRect());
          return { mark: box('.stamp'), does: does!, audit: audit!, label: box('.compliance-audit-label').width };
        }),
      );
      expect(rows).toHaveLength(8);
      for (const { mark, does, audit, label } of rows) {
        // Reading order: the stamp, what the system does, what the auditor sees, on one row.
        const order = locale === 'ar' ? [mark.right, does.right, audit.right].map((x) => -x) : [mark.left, does.left, audit.left];
        expect(order[1]).toBeGreaterThan(order[0]!);
        expect(order[2]).toBeGreaterThan(order[1]!);
        expect(audit.height, 'shown open').toBeGreaterThan(0);
        expect(Math.abs(does.top - audit.top)).toBeLessThanOrEqual(1);
        // The columns are named once above the rows; the label stays for screen readers.
        expect(label).toBeLessThanOrEqual(1);
      }
    });
  });
}
