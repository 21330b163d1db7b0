/**
 * The site footer (decision 0045 and its amendment of 2026-11-26: the phone footer on one column
 * line), in both languages, on one load of the home page per language: at 360 px its rows share
 * one column line; from 320 to 1280 px the e-mail address keeps one line beside its icon, over
 * nothing else; at 1280 px "What we do" keeps a readable measure with no void before "Follow us",
 * the link columns are of a height and inside the page's width; the head-office phones, the social
 * links and the years; at 768 px the link columns side by side under the brand and the social links.
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
    const sectors = [...footer.querySelectorAll('[aria-labelledby="footer-sectors"] li')].map(start);
    return {
      full: Math.round(footer.querySelector('[aria-labelledby="footer-what"]')!.getBoundingClientRect().width),
      products: box('footer-products'),
      links: box('footer-links'),
      sectors: box('footer-sectors'),
      contact: box('footer-contact'),
      social: box('footer-social'),
      sectorColumns: [...new Set(sectors)],
    };
  });
}

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
  test(`${locale}: the footer at 360 px (one column line), 320 to 1280 px (the e-mail line) and 1280 px (measure, no void)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');

    await test.step('at 360 px the rows share one column line: products | company, sectors, contact, follow us', async () => {
      const f = await footerBoxes(page);
      expect(f.links.top, 'company beside products').toBe(f.products.top);
      expect(f.sectorColumns, 'the sectors in two sub-columns').toHaveLength(2);
      expect(f.sectorColumns[1], 'the sectors second sub-column on the company column line').toBe(f.links.start);
      expect(f.sectors.top).toBeGreaterThan(f.products.bottom);
      expect(f.contact.top).toBeGreaterThan(f.sectors.bottom);
      expect(f.social.top).toBeGreaterThan(f.contact.bottom);
      for (const row of [f.sectors, f.contact, f.social]) expect(row.width, 'a full-width row').toBe(f.full);
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

    await test.step('at 1280 px no void between "What we do" and "Follow us"', async () => {
      const gap = await page.locator('footer').evaluate((footer) => {
        const text = footer.querySelector('#footer-what ~ p')!.getBoundingClientRect();
        const social = footer.querySelector('[aria-labelledby="footer-social"]')!.getBoundingClientRect();
        return getComputedStyle(footer).direction === 'rtl' ? text.left - social.right : social.left - text.right;
      });
      expect(gap).toBeLessThanOrEqual(160);
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
  test(`${prefix || 'en'}: from 768 px the four social links keep one row, under nothing else; at 768 px four columns`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(prefix || '/');
    // Stacked as on phones it was ~920 px (English) and ~1,030 (Arabic) against ~520 at 1280 px.
    await test.step('at 768 px products, sectors, contact and company share a row, the footer at most 620 px tall', async () => {
      const f = await footerBoxes(page);
      expect([f.sectors.top, f.contact.top, f.links.top]).toEqual([f.products.top, f.products.top, f.products.top]);
      expect(f.social.bottom, 'the social links beside the brand').toBeLessThan(f.products.top);
      const height = await page.getByTestId('site-footer').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(620);
    });
    for (const width of [768, 1024, 1100, 1279, 1280]) {
      await resizeTo(page, width, 900);
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
    }
  });
