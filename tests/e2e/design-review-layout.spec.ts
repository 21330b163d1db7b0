/**
 * Geometry checks for the footer, the sector cards and the sector sidebar (decision 0045,
 * amendment of 2026-11-26), in both languages; each test's name says what it holds the page to.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes, sectorKeys } from '../../src/routes.ts';

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** Each footer block's box, and the inline-start edge of its items (right in Arabic), rounded. */
async function footerBoxes(page: Page) {
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

for (const { locale, prefix } of locales) {
  test(`${locale}: at 360 px the footer's rows share one column line: products | company, sectors, contact, follow us`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    const f = await footerBoxes(page);
    expect(f.links.top, 'company beside products').toBe(f.products.top);
    expect(f.sectorColumns, 'the sectors in two sub-columns').toHaveLength(2);
    expect(f.sectorColumns[1], 'the sectors second sub-column on the company column line').toBe(f.links.start);
    expect(f.sectors.top).toBeGreaterThan(f.products.bottom);
    expect(f.contact.top).toBeGreaterThan(f.sectors.bottom);
    expect(f.social.top).toBeGreaterThan(f.contact.bottom);
    for (const row of [f.sectors, f.contact, f.social]) expect(row.width, 'a full-width row').toBe(f.full);
  });

  test(`${locale}: at 1280 px no void between the footer's "What we do" and "Follow us"`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const gap = await page.locator('footer').evaluate((footer) => {
      const text = footer.querySelector('#footer-what ~ p')!.getBoundingClientRect();
      const social = footer.querySelector('[aria-labelledby="footer-social"]')!.getBoundingClientRect();
      return getComputedStyle(footer).direction === 'rtl' ? text.left - social.right : social.left - text.right;
    });
    expect(gap).toBeLessThanOrEqual(160);
  });

  test(`${locale}: at 1280 px sector cards show every bullet, no toggle, and a row's text starts at one height`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const key of sectorKeys) {
      await page.goto(`${prefix}${routes[key]}`);
      const cards = await page.locator('.feature-grid .feature-block').evaluateAll((els) =>
        els.map((el) => ({
          top: Math.round(el.getBoundingClientRect().top),
          // The bullets, or the lead paragraph before them (construction).
          firstBullet: Math.round(el.querySelector('.feature-block-body > *')!.getBoundingClientRect().top),
          hidden: [...el.querySelectorAll('li')].filter((li) => !li.checkVisibility()).length,
          toggles: [...el.querySelectorAll('.more-items-toggle')].filter((s) => s.checkVisibility()).length,
        })),
      );
      expect(cards.length, routes[key]).toBeGreaterThan(0);
      for (const c of cards) expect.soft([c.hidden, c.toggles], `${routes[key]}: hidden bullets, toggles`).toEqual([0, 0]);
      for (const top of new Set(cards.map((c) => c.top))) {
        const row = cards.filter((c) => c.top === top);
        expect.soft(new Set(row.map((c) => c.firstBullet)).size, `${routes[key]}: where the text of a row's cards starts`).toBe(1);
      }
    }
  });

  test(`${locale}: at 360 px the sector cards keep their "Show all" toggle`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}${routes.pharmacy}`);
    const block = page.locator('details.feature-block:has(.more-items-card)').first();
    await block.locator('summary.feature-block-head').click();
    await expect(block.locator('.more-items-card > summary')).toBeVisible();
  });

  test(`${locale}: the sector sidebar never stays pinned with its heading under the header (1280 × 800)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}${routes.pharmacy}`);
    const measure = () =>
      page.evaluate(() => ({
        aside: document.querySelector('[data-testid="sector-sidebar"]')!.getBoundingClientRect().top,
        heading: document.getElementById('sidebar-heading')!.getBoundingClientRect().top,
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        end: document.documentElement.scrollHeight - innerHeight,
      }));
    let steps = 0;
    for (let y = 0; ; y += 400, steps++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const before = await measure();
      if (y + 400 > before.end) break;
      await page.evaluate((top) => window.scrollTo(0, top), y + 200);
      const after = await measure();
      // Pinned: the page moved 200 px and the sidebar did not.
      if (Math.abs(after.aside - before.aside) < 1) expect(after.heading, `pinned at ${y + 200} px`).toBeGreaterThanOrEqual(after.header);
    }
    expect(steps, 'scroll positions checked').toBeGreaterThan(5);
  });
}

test('ar: the sector card headings do not balance their lines (no one-word first line)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar${routes.pharmacy}`);
  const wraps = await page
    .locator('.feature-block-head > .heading-card')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).textWrapStyle));
  expect(wraps.length).toBeGreaterThan(0);
  expect(wraps.filter((w) => w === 'balance')).toEqual([]);
});
