/**
 * /aboutus in both languages, on one load at 360 px resized to 1280 px (decisions 0036 and 0045):
 * the hero is About's own drawing, not the branch map (Contact's): one platform at the centre and
 * the four product families around it, mirrored in Arabic, captioned with the claims
 * officeCountries and foundingYear and footed with the authorities' stamps, its text 12 px or more
 * and each family's name inside its tile at 360 px; its first section opens with a heading;
 * "Platform capabilities" holds no second drawing, its capabilities two a row; the
 * activities are ruled columns with no icon tile from 64 rem, the
 * demo is offered in the hero and the closing band with no strip between; "Who we are" with,
 * beside it, the six delivery stages on a rail, not stat cards; the compliance strip lists each country's obligations, rows
 * that open on phones showing the stamp (one line, a long Arabic name too) and the obligation, and three columns shown open from
 * 64 rem, with no image (no flag, no logo).
 */
import { expect, test } from '@playwright/test';
import claimData from '../../src/content/claims.json' with { type: 'json' };
import { resizeTo } from './page-checks/viewport.ts';

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: /aboutus at 360 px (the platform hero, first heading, one-line stamps) and 1280 px (the hero's families mirrored, capabilities two a row, ruled activities, the demo asked twice)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/aboutus`);

    await test.step("the hero is About's own drawing, not the branch map: the platform among its four families, where (the claim officeCountries) and since when (the claim foundingYear) in its caption, the authorities' stamps under it", async () => {
      const hero = page.getByTestId('page-hero');
      const drawing = hero.getByTestId('about-platform');
      const countries = claimData.claims.officeCountries.value;
      const since = claimData.claims.foundingYear.value;
      await expect(drawing.locator('.hero-panel-caption')).toContainText(
        locale === 'ar' ? `${countries} دول · منذ ${since}` : `${countries} countries · since ${since}`,
      );
      // The map is Contact's only (2026-11-29): none anywhere on About.
      await expect(page.locator('.branch-map, [data-testid="about-map"], [data-testid="branch-map"]')).toHaveCount(0);
      await expect(page.getByTestId('company-facts')).toHaveCount(0);
      await expect(drawing.locator('.platform-hub-family')).toHaveCount(4);
      await expect(drawing.locator('.platform-hub-core li')).toHaveCount(3);
      await expect(drawing.locator('.platform-hub-foot .stamp')).toHaveText(
        locale === 'ar' ? ['الزكاة والضريبة والجمارك', 'التأمينات الاجتماعية', 'الضرائب المصرية'] : ['ZATCA', 'GOSI', 'ETA'],
      );
      // The core between the two rows of families, each family joined to it.
      const [top, core, bottom] = await Promise.all(
        ['.platform-hub-families >> nth=0', '.platform-hub-core', '.platform-hub-families >> nth=1'].map((s) =>
          drawing.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      expect(top!.bottom).toBeLessThan(core!.top);
      expect(core!.bottom).toBeLessThan(bottom!.top);
      // Every text of the drawing 12 px or more, each family's name inside its tile, two lines at most.
      const sizes = await drawing.evaluate((el) =>
        [...el.querySelectorAll('*')]
          .filter((n) => n.getBoundingClientRect().height > 0 && [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent!.trim()))
          .map((n) => parseFloat(getComputedStyle(n).fontSize)),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
      for (const tile of await drawing.locator('.platform-hub-family').all()) {
        const fit = await tile.evaluate((el) => {
          const name = el.querySelector('.platform-hub-name')!;
          return {
            inside: name.scrollWidth <= name.clientWidth && el.scrollWidth <= el.clientWidth,
            lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
          };
        });
        expect(fit.inside, await tile.innerText()).toBe(true);
        expect(fit.lines, await tile.innerText()).toBeLessThanOrEqual(2);
      }
    });

    await test.step('About\'s first section opens with a heading; "Platform capabilities" draws nothing (the platform is the hero)', async () => {
      const first = page.locator('main section').nth(1);
      await expect(first.locator('h2').first()).toHaveText(locale === 'ar' ? 'أسكون في سطور' : 'Who we are');
      await expect(page.locator('[data-section="features"] .hero-panel, [data-section="features"] .platform-hub')).toHaveCount(0);
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
      // Every stamp on one line, «الزكاة والضريبة والجمارك» too (it wrapped in a 7.5rem column), at 12 px or more.
      const stamps = await obligations.locator('.stamp').evaluateAll((all) =>
        all.map((stamp) => {
          const s = getComputedStyle(stamp);
          const inner =
            stamp.getBoundingClientRect().height -
            parseFloat(s.paddingTop) -
            parseFloat(s.paddingBottom) -
            parseFloat(s.borderTopWidth) * 2;
          return { text: stamp.textContent, lines: Math.round(inner / parseFloat(s.lineHeight)), size: parseFloat(s.fontSize) };
        }),
      );
      for (const stamp of stamps) expect(stamp, stamp.text!).toMatchObject({ lines: 1 });
      expect(Math.min(...stamps.map((s) => s.size))).toBeGreaterThanOrEqual(12);
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

    await test.step('at 1280 px the hero\'s families mirror in Arabic (Financial Systems first at the start edge); the capabilities two a row; beside "Who we are" the six stages on one rail, no stat card', async () => {
      const [financial, distribution] = await Promise.all(
        ['financial', 'distribution'].map((key) =>
          page.locator(`[data-family="${key}"]`).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      expect(Math.abs(financial!.top - distribution!.top)).toBeLessThanOrEqual(1);
      if (locale === 'ar') expect(financial!.left).toBeGreaterThan(distribution!.right);
      else expect(financial!.right).toBeLessThan(distribution!.left);
      const tops = await page
        .getByTestId('advanced-features')
        .locator('> li')
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'the four capabilities two a row').toBe(2);
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
