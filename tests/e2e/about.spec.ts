/**
 * /aboutus in both languages, on one load at 360 px resized to 1280 px (decisions 0036 and 0045):
 * its first section opens with a heading, each product family's name fits its tile on a phone, the
 * activities are ruled columns with no icon tile from 64 rem, the
 * demo is offered in the hero and the closing band with no strip between; under the hero the
 * company's facts at the home band's size in two equal columns (the claim foundingYear with the head
 * office, the offices' countries with the branch cities of branches.json), then "Who we are", beside it the six delivery
 * stages on a rail, not stat cards; the compliance strip lists each country's obligations, rows
 * that open on phones showing the stamp and the obligation, and three columns shown open from
 * 64 rem, with no image (no flag, no logo).
 */
import { expect, test } from '@playwright/test';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import claimData from '../../src/content/claims.json' with { type: 'json' };
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

    await test.step('under the hero the company facts: the claim foundingYear with the head office, the claim officeCountries with the branch cities of branches.json, at the home band\'s size in equal columns; beside "Who we are" the six stages on one rail, no stat card', async () => {
      const facts = page.getByTestId('company-facts');
      await expect(facts.locator('[data-testid="fact-figure"] b')).toHaveText([
        String(claimData.claims.foundingYear.value),
        String(claimData.claims.officeCountries.value),
      ]);
      const [head, ...others] = [...branchData.branches].sort((a, b) => Number('headOffice' in b) - Number('headOffice' in a));
      await expect(facts.locator('> li').nth(0).locator('strong')).toContainText(head!.city[locale]);
      for (const branch of others) await expect(facts.locator('> li').nth(1)).toContainText(branch.city[locale]);
      // Each fact says one thing: the year is not repeated in its sentence.
      await expect(facts.locator('> li').nth(0).locator(':scope > p:not([data-testid])')).not.toContainText(
        String(claimData.claims.foundingYear.value),
      );
      const columns = await page.evaluate(() => {
        const box = (el: Element | null) => {
          const r = el!.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.right), r.top, r.bottom] as const;
        };
        const [years, offices] = [...document.querySelectorAll('[data-testid="company-facts"] > li')].map(box);
        const numeral = document.querySelector('[data-testid="company-facts"] [data-testid="fact-figure"] b')!;
        return {
          years: years!,
          offices: offices!,
          text: box(document.querySelector('#intro-heading')),
          size: parseFloat(getComputedStyle(numeral).fontSize) / parseFloat(getComputedStyle(document.documentElement).fontSize),
        };
      });
      // The strip comes before "Who we are"; at 1280 px its two facts in equal columns, the numerals at home's 4 rem (64 px in English).
      expect(columns.offices[3], 'the facts above "Who we are"').toBeLessThan(columns.text[2]);
      expect(
        Math.abs(columns.years[1] - columns.years[0] - (columns.offices[1] - columns.offices[0])),
        'equal columns',
      ).toBeLessThanOrEqual(1);
      expect(columns.size, "the home band's numerals, 4 rem").toBe(4);
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
