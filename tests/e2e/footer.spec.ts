/**
 * The site footer (decision 0045 and its amendments of 2026-11-26 and 2026-11-28: the phone footer
 * in one column with its link lists folded), in both languages, on one load of the home page per
 * language: at 360 px at most 650 px tall, the social icons beside the logo, products and sectors
 * as rows that open without JavaScript, every footer link visible once its row is open and reached
 * by the keyboard; from 320 to 1280 px the e-mail address keeps one line beside its icon, over
 * nothing else; at 1280 px "What we do" keeps a readable measure as the first column of the link
 * row, the link columns are of a height and inside the page's width, no row to open; from 768 px the social icons end the bottom bar, on
 * the copyright's row (a "Follow us" block over empty space read as floating); the head-office
 * phones, the social links and the years; at 768 px products beside the sectors in two columns (a
 * fixed gap between them), then
 * contact and company in the same columns, every name on one line.
 */
import { expect, test, type Page } from '@playwright/test';
import { resizeTo } from './page-checks/viewport.ts';

/** Each footer block's box, and the inline-start edge of its items (right in Arabic), rounded. */
function footerBoxes(page: Page) {
  return page.locator('footer').evaluate((footer) => {
    const rtl = getComputedStyle(footer).direction === 'rtl';
    const start = (el: Element) => Math.round(rtl ? el.getBoundingClientRect().right : el.getBoundingClientRect().left);
    const box = (id: string) => {
      const el = footer.querySelector(`[aria-labelledby="${id}"]`)!;
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width), start: start(el) };
    };
    return {
      full: Math.round(footer.querySelector('[aria-labelledby="footer-what"]')!.getBoundingClientRect().width),
      products: box('footer-products'),
      links: box('footer-links'),
      sectors: box('footer-sectors'),
      contact: box('footer-contact'),
      social: box('footer-social'),
    };
  });
}

/** The footer's list links whose names take more than one line (the distinct tops of their text's line boxes). */
const wrappedLinks = (page: Page) =>
  page.locator('footer').evaluate((footer) =>
    [...footer.querySelectorAll('ul a')]
      .filter((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1;
      })
      .map((a) => a.textContent),
  );

/** The e-mail link's text: its lines, its distance from its icon, and the footer items it lies over. */
function emailLayout(page: Page) {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('footer a[href^="mailto:"]')!;
    const range = document.createRange();
    range.selectNodeContents(link.querySelector('bdi')!);
    const text = range.getBoundingClientRect();
    const icon = link.querySelector('svg')!.getBoundingClientRect();
    const hit = (r: DOMRect) => r.left < text.right && text.left < r.right && r.top < text.bottom && text.top < r.bottom;
    return {
      lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size,
      // The address starts right beside its icon, on the icon's side.
      gap: Math.min(Math.abs(text.left - icon.right), Math.abs(icon.left - text.right)),
      overlaps: [...document.querySelectorAll('footer a, footer h2, footer p, footer dt')]
        .filter((el) => el !== link && hit(el.getBoundingClientRect()))
        .map((el) => el.textContent),
    };
  });
}

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const)
  test(`${locale}: the footer at 360 px (height, folded lists, keyboard), 320 to 1280 px (the e-mail line) and 768–1280 px (measure, the social icons in the bottom bar)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');

    await test.step('at 360 px at most 650 px tall (888 and 966 px before the lists folded), one column', async () => {
      const height = await page.getByTestId('site-footer').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(650);
      const f = await footerBoxes(page);
      expect(f.social.bottom, 'the social icons in the brand row').toBeLessThan(f.products.top);
      expect(f.sectors.top).toBeGreaterThanOrEqual(f.products.bottom - 1);
      expect(f.contact.top).toBeGreaterThan(f.sectors.bottom);
      expect(f.links.top).toBeGreaterThan(f.contact.bottom);
      for (const row of [f.products, f.sectors, f.contact, f.links]) expect(row.width, 'a full-width row').toBe(f.full);
      const overlaps = await page.locator('footer').evaluate((footer) => {
        const area = footer.querySelector('[aria-labelledby="footer-social"] ul')!.getBoundingClientRect();
        const hit = (r: DOMRect) => r.left < area.right && area.left < r.right && r.top < area.bottom && area.top < r.bottom;
        return [...footer.querySelectorAll('img, p')].filter((el) => hit(el.getBoundingClientRect())).length;
      });
      expect(overlaps, 'the icons clear the logo and the sentence').toBe(0);
    });

    await test.step('at 360 px products and sectors open under their headings, by a tap and by the keyboard', async () => {
      const footer = page.getByTestId('site-footer');
      for (const id of ['footer-products', 'footer-sectors']) {
        const column = footer.getByTestId(id);
        const heading = column.getByRole('heading');
        // The row's control is named by the list's heading and lies over it.
        const summary = column.locator('summary');
        await expect(summary).toHaveAccessibleName((await heading.textContent())!, { ignoreCase: true });
        await expect(summary).toHaveAttribute('aria-labelledby', id);
        await expect(column.getByRole('link').first()).toBeHidden();
        // A tap on the heading lands on the summary laid over it (the pointer at the heading's centre).
        await heading.click({ force: true });
        await expect(column.getByRole('link')).toHaveCount(id === 'footer-products' ? 5 : 10);
        for (const link of await column.getByRole('link').all()) await expect(link).toBeVisible();
        await heading.click({ force: true });
        await expect(column.getByRole('link').first()).toBeHidden();
      }
      // Tab from the footer's first row to its last link, opening each row with Enter on the way:
      // every link of the footer takes the focus, the folded ones once their row is open.
      await footer.locator('summary').first().focus();
      const reached = new Set<string>();
      for (let i = 0; i < 40; i++) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement!;
          return { inFooter: !!el.closest('footer'), tag: el.tagName, href: el.getAttribute('href') };
        });
        if (!focused.inFooter) break;
        if (focused.tag === 'SUMMARY') await page.keyboard.press('Enter');
        if (focused.href) reached.add(focused.href);
        await page.keyboard.press('Tab');
      }
      const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      // The social icons sit at the top but come last in the footer's order, as at 768 px.
      expect([...reached].sort()).toEqual([...new Set(hrefs)].sort());
    });

    await test.step('the e-mail address keeps one line beside its icon, over nothing else, at 320 to 1280 px', async () => {
      for (const width of [320, 360, 768, 1024, 1280]) {
        await resizeTo(page, width, 900);
        const { lines, gap, overlaps } = await emailLayout(page);
        expect(lines, `${width} px`).toBe(1);
        expect(gap, `${width} px`).toBeLessThanOrEqual(12);
        expect(overlaps, `${width} px`).toEqual([]);
      }
    });

    await test.step("at 768 and 1280 px the social icons end the bottom bar, on the copyright's row", async () => {
      for (const width of [768, 1280]) {
        await resizeTo(page, width, 900);
        const { rowGap, endGap, inBar } = await page.locator('footer').evaluate((footer) => {
          const rtl = getComputedStyle(footer).direction === 'rtl';
          const social = footer.querySelector('[aria-labelledby="footer-social"] ul')!.getBoundingClientRect();
          const copyright = footer.querySelector('[data-testid="copyright"]')!.getBoundingClientRect();
          const bar = footer.querySelector('[data-testid="copyright"]')!.parentElement!;
          const inner = bar.getBoundingClientRect();
          const padding = parseFloat(getComputedStyle(bar).paddingInlineEnd);
          return {
            rowGap: Math.abs(social.top + social.height / 2 - (copyright.top + copyright.height / 2)),
            endGap: rtl ? social.left - inner.left - padding : inner.right - padding - social.right,
            inBar: bar.contains(footer.querySelector('[aria-labelledby="footer-social"]')),
          };
        });
        expect(inBar, `${width} px: in the bottom bar`).toBe(true);
        expect(rowGap, `${width} px: centred on the copyright's row`).toBeLessThanOrEqual(2);
        expect(Math.abs(endGap), `${width} px: at the bar's end`).toBeLessThanOrEqual(1);
      }
    });

    await test.step("at 1280 px its link columns are of a height, every link inside the page's width", async () => {
      const footer = page.getByTestId('site-footer');
      const columns = ['footer-products', 'footer-sectors', 'footer-contact', 'footer-links'].map((id) => footer.getByTestId(id));
      // The grid stretches its cells: a column's height is where its content ends.
      const heights = await Promise.all(
        columns.map((c) => c.evaluate((el) => el.lastElementChild!.getBoundingClientRect().bottom - el.getBoundingClientRect().top)),
      );
      expect(Math.max(...heights) - Math.min(...heights), `column heights ${heights.map(Math.round).join(', ')}`).toBeLessThanOrEqual(100);
      await expect(footer.getByTestId('footer-sectors').getByRole('link')).toHaveCount(10);
      const container = (await footer.locator('.container-page').first().boundingBox())!;
      for (const link of await footer.locator('ul a').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(container.x);
        expect(box.x + box.width).toBeLessThanOrEqual(container.x + container.width + 0.5);
      }
    });

    await test.step('at 1280 px the brand is the first column of the link row (a row of its own left its right half empty)', async () => {
      const boxes = await page.locator('footer').evaluate((footer) => {
        const rtl = getComputedStyle(footer).direction === 'rtl';
        const box = (id: string) => footer.querySelector(`[aria-labelledby="${id}"]`)!.getBoundingClientRect();
        const [what, products, row] = [box('footer-what'), box('footer-products'), footer.firstElementChild!.getBoundingClientRect()];
        return {
          topGap: Math.abs(what.top - products.top),
          apart: rtl ? what.left - products.right : products.left - what.right,
          width: what.width / row.width,
        };
      });
      expect(boxes.topGap, "on the columns' row").toBeLessThanOrEqual(1);
      expect(boxes.apart, 'before the products').toBeGreaterThanOrEqual(32);
      expect(boxes.width, 'a column, not the row').toBeLessThanOrEqual(0.3);
    });

    await test.step('three head-office phones, four social links with their own names, from 2019', async () => {
      const footer = page.getByTestId('site-footer');
      await expect(footer.locator('a[href^="tel:+966"]')).toHaveCount(3);
      const social = footer.locator('a[target="_blank"]');
      await expect(social).toHaveCount(4);
      const names = await social.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
      expect(new Set(names).size).toBe(4);
      for (const rel of await social.evaluateAll((links) => links.map((l) => l.getAttribute('rel'))))
        expect(rel).toBe('noopener noreferrer');
      // The spec's 2019, as the start of a range that ends with the build year (decision 0034).
      if (locale === 'en') await expect(footer).toContainText(`© 2019–${new Date().getFullYear()} ASCON`);
    });

    await test.step('at 1280 px the "What we do" sentence keeps a readable measure (at most 36rem)', async () => {
      // In rem: Arabic pages set a larger root size for the Arabic face.
      const rems = await page
        .locator('footer #footer-what ~ p')
        .evaluate((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(rems).toBeLessThanOrEqual(36);
    });
  });

for (const prefix of ['', '/ar'])
  test(`${prefix || 'en'}: from 768 px every footer link shown, the four social links one row, under nothing else; at 768 px three columns in two rows of links`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(prefix || '/');
    // Stacked as on phones it was ~920 px (English) and ~1,030 (Arabic); in one row of four the
    // sector names wrapped ("Maintenance and Operation" in two lines) and the rows drifted apart.
    await test.step('at 768 px products beside the sectors in two, then contact and company in the columns above, every name on one line', async () => {
      const f = await footerBoxes(page);
      expect(f.sectors.top).toBe(f.products.top);
      expect(f.links.top).toBe(f.contact.top);
      expect(f.contact.top).toBeGreaterThan(Math.max(f.products.bottom, f.sectors.bottom));
      const { secondColumn, subGap } = await page.locator('footer').evaluate((footer) => {
        const rtl = getComputedStyle(footer).direction === 'rtl';
        const sectors = [...footer.querySelectorAll('#footer-sectors ~ ul a')].map((a) => a.getBoundingClientRect());
        // Two a row: the first column holds every other name.
        const firstEnd = Math.max(...sectors.filter((_, i) => i % 2 === 0).map((r) => (rtl ? -r.left : r.right)));
        return {
          secondColumn: Math.round(rtl ? sectors[5]!.right : sectors[5]!.left),
          // From the first column's longest name to the second column (halves of the span left ~170 px).
          subGap: Math.round((rtl ? -sectors[1]!.right : sectors[1]!.left) - firstEnd),
        };
      });
      expect([f.contact.start, f.links.start], 'the columns of the rows above').toEqual([f.products.start, f.sectors.start]);
      expect(secondColumn, 'the sectors in two columns').not.toBe(f.sectors.start);
      expect(subGap, 'the second sector column a fixed gap after the first').toBeLessThanOrEqual(48);
      expect(subGap).toBeGreaterThanOrEqual(24);
      expect(await wrappedLinks(page)).toEqual([]);
      const height = await page.getByTestId('site-footer').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(800);
    });
    const footer = page.getByTestId('site-footer');
    await expect(footer.locator('summary')).toHaveCount(2);
    for (const width of [768, 1024, 1100, 1279, 1280]) {
      await resizeTo(page, width, 900);
      // The lists' rows fold only on phones: here every link shows, with no row to open.
      for (const summary of await footer.locator('summary').all()) await expect(summary, `${width} px`).toBeHidden();
      for (const link of await footer.getByRole('link').all()) await expect(link, `${width} px`).toBeVisible();
      const { tops, overlaps } = await page.locator('footer').evaluate((footer) => {
        const social = footer.querySelector('[aria-labelledby="footer-social"]')!;
        const area = social.getBoundingClientRect();
        const hit = (r: DOMRect) => r.left < area.right && area.left < r.right && r.top < area.bottom && area.top < r.bottom;
        return {
          tops: [...social.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top)),
          overlaps: [...footer.querySelectorAll('a, h2, p, dt')].filter((el) => !social.contains(el) && hit(el.getBoundingClientRect()))
            .length,
        };
      });
      expect(tops, `${width} px`).toHaveLength(4);
      expect(new Set(tops).size, `${width} px: one row`).toBe(1);
      expect(overlaps, `${width} px`).toBe(0);
      // At 1024 px a sector column of a fifth of the row wrapped "Maintenance and Operation".
      expect(await wrappedLinks(page), `${width} px: every name on one line`).toEqual([]);
    }
  });
