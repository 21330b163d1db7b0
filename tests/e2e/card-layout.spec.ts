import { expect, test, type Locator, type Page } from '@playwright/test';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import { hydrated } from './hydration.ts';
import { resizeTo } from './page-checks/viewport.ts';

/**
 * Card layouts (decision 0019) at 360, 768, 1024 and 1280 px: four columns only where
 * they have the room, featured first cards in odd grids, cards of one height, figures on one line.
 */

type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number };

const boxesOf = (items: Locator) => items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
const boxOf = (item: Locator) => item.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
/** Two boxes side by side: apart horizontally, overlapping vertically (either direction). */
const besideEachOther = (a: Box, b: Box) => (a.right <= b.left + 1 || b.right <= a.left + 1) && a.top < b.bottom && b.top < a.bottom;

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

/** The number of columns a grid's items form (distinct left edges). */
async function columnsOf(items: Locator) {
  return new Set((await boxesOf(items)).map((b) => Math.round(b.left))).size;
}

for (const path of ['/solutions', '/ar/solutions']) {
  test(`${path}: the services are one column of rows at every width, no cards: closed rows up to 1023 px, from 1024 px open rows of one sheet, none boxed`, async ({
    page,
  }) => {
    // One load, laid out again at each width: columns and boxes are layout only.
    await open(page, path, 1280);
    for (const width of [1280, 1024, 1023, 768]) {
      await resizeTo(page, width, 900);
      // The rows of one spec sheet under the platform's band (review 19, 2026-11-30: six cards
      // three a row under a wide one read as a template).
      const rows = page.locator('[data-testid="solution-page-cards"] > *');
      expect(await columnsOf(rows), `${path} at ${width} px`).toBe(1);
      const looks = await rows.evaluateAll((all) =>
        all.map((row) => {
          const s = getComputedStyle(row);
          return { open: row.querySelector('p')!.checkVisibility(), card: parseFloat(s.borderTopLeftRadius) > 0 || s.boxShadow !== 'none' };
        }),
      );
      expect(looks, `${path} at ${width} px`).toEqual(Array(7).fill({ open: width >= 1024, card: false }));
    }
  });
}

const tierOrder = ['platinum', 'gold', 'silver', 'sales'];

for (const [prefix, lang] of [
  ['', 'en'],
  ['/ar', 'ar'],
] as const) {
  test(`${prefix}/PartnersFinder: partners by tier then name, the Platinum partner first and across the row`, async ({ page }) => {
    await open(page, `${prefix}/PartnersFinder`, 1024);
    await hydrated(page, 'partners-finder');
    const cards = page.getByTestId('partner-card');
    const listed = await cards.evaluateAll((els) =>
      els.map((el) => ({ tier: el.getAttribute('data-tier') ?? '', name: el.querySelector('h2')?.textContent ?? '' })),
    );
    const expected = partnerData.partners
      .map((p) => ({ tier: p.tier, name: p.name[lang] }))
      .sort((a, b) => tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier) || a.name.localeCompare(b.name, lang));
    expect(listed).toEqual(expected);
    expect(listed[0]?.tier).toBe('platinum');

    const items = page.locator('[data-testid="partner-cards"] > li');
    const grid = await boxOf(page.getByTestId('partner-cards'));
    const boxes = await boxesOf(items);
    expect(Math.abs(boxes[0]!.width - grid.width), 'the first card takes the row').toBeLessThanOrEqual(1);
    expect(boxes.at(-1)!.width, 'the last card has one column').toBeLessThan(grid.width * 0.6);
    // The wide card: who and what they do in one column, the contact details beside them.
    const [identity, details, info] = await boxesOf(cards.first().locator('> *'));
    expect(besideEachOther(identity!, details!), 'featured card: the details beside the name').toBe(true);
    expect(info!.top, 'featured card: what they do under the name').toBeGreaterThanOrEqual(identity!.bottom - 1);
    expect(Math.abs(info!.left - identity!.left), "featured card: in the name's column").toBeLessThanOrEqual(1);
    const pair = await boxesOf(cards.nth(1).locator('> *'));
    expect(pair.length).toBe(3);
    expect(
      pair.some((a, i) => pair.some((b, j) => i !== j && besideEachOther(a, b))),
      'a card in a pair: one column',
    ).toBe(false);

    // Each tier tab keeps the order by name; two cards pair up, none takes the row.
    await page.getByTestId('tier-gold').click();
    await expect(cards).toHaveCount(2);
    const gold = await cards.locator('h2').allTextContents();
    expect(gold).toEqual([...gold].sort((a, b) => a.localeCompare(b, lang)));
    expect(new Set((await boxesOf(items)).map((b) => Math.round(b.top))).size).toBe(1);
  });
}

test('without JavaScript the partner finder leads with the Platinum partner across the row', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 768, height: 900 } });
  const page = await context.newPage();
  await page.goto('/ar/PartnersFinder');
  await expect(page.getByTestId('partner-card').first()).toHaveAttribute('data-tier', 'platinum');
  const grid = await boxOf(page.getByTestId('partner-cards'));
  const first = await boxOf(page.locator('[data-testid="partner-cards"] > li').first());
  expect(Math.abs(first.width - grid.width)).toBeLessThanOrEqual(1);
  await context.close();
});

for (const prefix of ['', '/ar']) {
  test(`${prefix}/contact: each branch headed by its country and city with no icon tile, the head office marked, first, across the row with its details in two columns where there is room`, async ({
    page,
  }) => {
    // One load, laid out again at each width (layout only).
    await open(page, `${prefix}/contact`, 768);
    // No tile: the same pin on five cards told nothing. The head office's card alone carries the mark.
    await expect(page.getByTestId('branch').locator('summary').locator('img, svg')).toHaveCount(0);
    await expect(page.getByTestId('head-office-mark')).toHaveCount(1);
    const head = branchData.branches.find((b) => b.headOffice)!;
    await expect(page.locator(`#branch-${head.id}`).getByTestId('head-office-mark')).toHaveText(prefix ? 'المقر الرئيسي' : 'Head office');
    // Below 64 rem the branches are rows that open (contact.spec.ts), as on a phone.
    for (const [width, twoColumns] of [
      // Arabic (17 px rem) has no room for the head office's two columns at 1024 px.
      [1024, prefix === ''],
      [1280, true],
    ] as const) {
      await resizeTo(page, width, 900);
      const branches = page.getByTestId('branch');
      await expect(branches.first().locator('h3')).toHaveAttribute('id', 'branch-saudi-arabia');
      const grid = await boxOf(page.getByTestId('branches'));
      const items = await boxesOf(page.locator('[data-testid="branches"] > *'));
      expect(Math.abs(items[0]!.width - grid.width), `${width} px: the head office takes the row`).toBeLessThanOrEqual(1);
      // From 64 rem cards in pairs (below it, rows across the list), ending level
      // with the form column beside them (one column of cards at 1024 px left it 1,000 px
      // shorter), and every e-mail on one line.
      for (const branch of branchData.branches)
        await expect(page.locator(`#branch-${branch.id}`)).toContainText(branch.city[prefix ? 'ar' : 'en']);
      await expect(page.getByTestId('branch').locator('h3 > span').first()).toBeVisible();
      expect(items.at(-1)!.width, `${width} px: the last branch is one of a pair`).toBeLessThan(grid.width * 0.6);
      if (width >= 1024) {
        const column = await page.getByTestId('contact-column').evaluate((el: HTMLElement) => el.offsetHeight);
        const list = await page.locator('section:has(> [data-testid="branches"])').evaluate((el: HTMLElement) => el.offsetHeight);
        // Within 300 px: the column sticks by its foot and travels with the list (in Arabic they end
        // ~240–270 px apart since the get-in-touch card went, its words now the form's intro).
        expect(Math.abs(column - list), `${width} px: branch list ${list} px, form column ${column} px`).toBeLessThan(300);
        const phone = await boxOf(page.locator('[data-testid="branch"] a[href^="tel:"]').first());
        const mails = await boxesOf(page.locator('[data-testid="branch"] a[href^="mailto:"]'));
        for (const mail of mails)
          expect(mail.height, `${width} px: an e-mail on one line, as a phone number`).toBeLessThanOrEqual(phone.height + 1);
      }
      await expect(branches.first()).toHaveJSProperty('open', true);
      const parts = await boxesOf(branches.first().locator('article > *'));
      const columns = new Set(parts.map((b) => Math.round(b.left))).size;
      expect(columns, `${width} px: columns inside the head office card`).toBe(twoColumns ? 2 : 1);
    }
  });

  test(`${prefix}/contact at 360 px: each branch row is titled by its country, its city under it`, async ({ page }) => {
    await open(page, `${prefix}/contact`, 360);
    const titles = page.getByTestId('branch').locator('h3');
    await expect(titles).toHaveCount(5);
    for (const title of await titles.all()) {
      // «أسكون – / الولايات المتحدة» broke after the dash and took three lines.
      await expect(title).not.toContainText(prefix ? 'أسكون' : 'ASCON');
      const layout = await title.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el.firstChild!);
        const countryLines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        // The country's last line above the city's (Arabic glyph boxes overlap the next line).
        const last = [...range.getClientRects()].at(-1)!;
        return { countryLines, cityUnder: el.querySelector('span')!.getBoundingClientRect().top >= last.top + last.height / 2 };
      });
      const text = (await title.textContent()) ?? '';
      expect(layout.cityUnder, `"${text}": the city under the country`).toBe(true);
      // Beside the number, «المملكة العربية السعودية» (the head office) takes two lines.
      const head = await title.getByTestId('head-office-mark').count();
      expect(layout.countryLines, `lines of the country in "${text}"`).toBeLessThanOrEqual(head && prefix ? 2 : 1);
    }
  });

  test(`${prefix}/PartnersInfo: the two definition tables one after the other, rows across the content split by a dashed rule, each definition beside its term from 768 px`, async ({
    page,
  }) => {
    await open(page, `${prefix}/PartnersInfo`, 768);
    for (const width of [768, 1024, 1280]) {
      await resizeTo(page, width, 900);
      const [platinum, stars] = await boxesOf(page.locator('dl[data-testid$="-definitions"]'));
      expect(stars!.top, `${width} px: one after the other`).toBeGreaterThan(platinum!.bottom);
      // The definitions have room: at least 24 rem a line.
      const dd = await boxOf(page.getByTestId('platinum-definitions').locator('dd').first());
      expect(dd.width, `${width} px: width of a definition`).toBeGreaterThanOrEqual(384);
      const dt = await boxOf(page.getByTestId('platinum-definitions').locator('dt').first());
      expect(Math.abs(dd.top + dd.height / 2 - (dt.top + dt.height / 2)), `${width} px: beside its term`).toBeLessThanOrEqual(16);
    }
    await expect(page.getByTestId('platinum-definitions').locator('> div').first()).toHaveCSS('border-bottom-style', 'dashed');
    await expect(page.getByTestId('star-definitions').locator('> div').first()).toHaveCSS('border-bottom-style', 'dashed');
  });

  test(`${prefix}/pharmacy: at 360 px each system's Details link on its title's row, the text below both; from 768 px ruled rows, no cards, the title beside the text`, async ({
    page,
  }) => {
    await open(page, `${prefix}/pharmacy`, 360);
    // The phone, on the page loaded at 360 px; then the same page laid out again at each wider width.
    const items = page.getByTestId('software-items').locator('> li');
    await expect(items).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const item = items.nth(i);
      const title = await boxOf(item.locator('h3'));
      const link = await boxOf(item.getByTestId('details-link'));
      const text = await boxOf(item.locator('.software-text'));
      expect(link.top, `item ${i + 1}: the link starts on the title's row`).toBeLessThan(title.top + title.height);
      expect(link.height, `item ${i + 1}: the link keeps a 44 px target`).toBeGreaterThanOrEqual(44);
      expect(text.top, `item ${i + 1}: the text under the title and the link`).toBeGreaterThanOrEqual(
        Math.max(title.top + title.height, link.top + link.height) - 1,
      );
    }
    // The feature rows' columns, beside the contact card at 1024 px too (decision 0064).
    for (const [width, beside] of [
      [768, true],
      [1024, true],
      [1280, true],
    ] as const) {
      await resizeTo(page, width, 900);
      const list = await boxOf(page.getByTestId('software-items'));
      const items = page.getByTestId('software-items').locator('> li');
      await expect(items).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const item = items.nth(i);
        expect(Math.abs((await boxOf(item)).width - list.width), `${width} px: item ${i + 1} has the row`).toBeLessThanOrEqual(1);
        const box = await item.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.borderInlineStartWidth, style.borderBlockStartWidth, style.backgroundColor, style.boxShadow];
        });
        expect(box, `${width} px: item ${i + 1}, a rule above it, no card`).toEqual(['0px', '1px', 'rgba(0, 0, 0, 0)', 'none']);
        // Both boxes in one frame: at 768 px the second screen's lazy image above can land between two reads.
        const [title, text] = await item.evaluate((el) =>
          ['h3', '.software-text'].map((sel) => {
            const r = el.querySelector(sel)!.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
          }),
        );
        expect(besideEachOther(title!, text!), `${width} px: item ${i + 1}, title beside text`).toBe(beside);
        // Four lines of text at most (three cards to a row at 768 px ran six or seven).
        const line = parseFloat(await item.locator('.software-text').evaluate((p) => getComputedStyle(p).lineHeight));
        expect(text!.height / line, `${width} px: item ${i + 1}, lines of text`).toBeLessThanOrEqual(4.2);
        await expect(item.getByTestId('details-link')).toBeVisible();
      }
    }
  });
}
