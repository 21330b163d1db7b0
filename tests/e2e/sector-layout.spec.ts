/**
 * The sector pages' layout (decision 0045 and its amendment of 2026-11-26: sector cards complete
 * from 64 rem, the sidebar heading first on a laptop; decision 0053: a measure for running text),
 * in both languages. Every sector page is loaded once per width (768 and 1280 px) for its cards'
 * headings, toggles and bullets and its text's measure; pharmacy once at 360 px for the phone
 * cards and once at 1280 × 800 for the sidebar; the second screen is read from the HTML. Below
 * 64 rem the cards fold their bullets behind "Show all N" (counted with Arabic number agreement)
 * with every item still in the page (decision 0036).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { routes, sectorKeys } from '../../src/routes.ts';

const prefixes = ['', '/ar'] as const;

test("a sector page's second screen shows that sector, not the ledger's trial balance (the financial page's hero)", async ({ page }) => {
  for (const key of sectorKeys)
    for (const prefix of prefixes) {
      const html = await (await page.request.get(`${prefix}${routes[key]}`)).text();
      const figure = /data-testid="sector-screen"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
      expect(figure, `${prefix}${routes[key]}`).toContain('.avif');
      expect(figure, `${prefix}${routes[key]}`).not.toContain('trial-balance');
    }
});

for (const width of [768, 1280])
  test(`every sector page at ${width} px, in both languages: two-up card headings, ${width === 768 ? 'the "Show all" toggles' : 'every bullet shown'}, a measure of at most 36em`, async ({
    page,
  }) => {
    // 20 pages on one test's clock: twice the default, as the old checks had a test for each part.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    let cards = 0;
    let checked = 0;
    const toggles = { '': 0, '/ar': 0 };
    for (const key of sectorKeys)
      for (const prefix of prefixes) {
        const path = `${prefix}${routes[key]}`;
        await page.goto(path);

        // A two-up sector card's heading takes at most two lines.
        const headings = await page.locator('.feature-grid > .feature-block').evaluateAll((blocks) =>
          blocks
            // A block that spans its row (an odd last one) is not a two-up card.
            .filter((b) => b.getBoundingClientRect().width < b.parentElement!.getBoundingClientRect().width * 0.6)
            .map((b) => {
              const h = b.querySelector('.feature-block-head > :is(h2, h3)')!;
              return {
                text: h.textContent,
                lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
              };
            }),
        );
        cards += headings.length;
        for (const h of headings) expect.soft(h.lines, `${path}: ${h.text}`).toBeLessThanOrEqual(2);

        // Running text keeps a measure of at most 36em (about 70 characters): the intro under the
        // page hero, a programme's paragraphs, a full-width block's lead.
        const ems = await page
          .locator(
            '.sector-layout > .min-w-0 > div > p, .sector-layout .tabs-panel > div > p, .sector-layout .feature-block-body > div > p',
          )
          .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize)));
        checked += ems.length;
        for (const em of ems) expect.soft(em, `${path}: measure`).toBeLessThanOrEqual(36);

        if (width === 768) {
          // A card's "Show all" toggle ends the card, at one height across its row: the card's
          // padding (1.5rem, 17 px root in Arabic) and border are all that lie under it.
          const folded = await page.locator('.feature-block:has([data-testid="more-bullets"])').evaluateAll((els) =>
            els.map((el) => ({
              card: el.getBoundingClientRect().bottom,
              toggle: el.querySelector('.more-items-toggle')!.getBoundingClientRect().bottom,
            })),
          );
          toggles[prefix] += folded.length;
          for (const c of folded) expect.soft(c.card - c.toggle, `${path}: space under the toggle`).toBeLessThanOrEqual(28);
        } else {
          // From 64 rem the cards show every bullet, no toggle, and a row's text starts at one height.
          const all = await page.locator('.feature-grid .feature-block').evaluateAll((els) =>
            els.map((el) => ({
              top: Math.round(el.getBoundingClientRect().top),
              // The bullets, or the lead paragraph before them (construction).
              firstBullet: Math.round(el.querySelector('.feature-block-body > *')!.getBoundingClientRect().top),
              hidden: [...el.querySelectorAll('li')].filter((li) => !li.checkVisibility()).length,
              toggles: [...el.querySelectorAll('.more-items-toggle')].filter((s) => s.checkVisibility()).length,
            })),
          );
          expect(all.length, path).toBeGreaterThan(0);
          for (const c of all) expect.soft([c.hidden, c.toggles], `${path}: hidden bullets, toggles`).toEqual([0, 0]);
          for (const top of new Set(all.map((c) => c.top))) {
            const row = all.filter((c) => c.top === top);
            expect.soft(new Set(row.map((c) => c.firstBullet)).size, `${path}: where the text of a row's cards starts`).toBe(1);
          }
        }
      }
    expect(cards, 'two-up cards checked').toBeGreaterThan(20);
    expect(checked, 'paragraphs measured').toBeGreaterThan(20);
    if (width === 768) for (const prefix of prefixes) expect(toggles[prefix], `${prefix || 'en'}: toggles checked`).toBeGreaterThan(5);
  });

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const) {
  test(`${locale}: at 360 px the sector cards keep their "Show all" toggle${locale === 'ar' ? ', their headings unbalanced' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}${routes.pharmacy}`);
    if (locale === 'ar')
      await test.step('the card headings do not balance their lines (no one-word first line)', async () => {
        const wraps = await page
          .locator('.feature-block-head > .heading-card')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).textWrapStyle));
        expect(wraps.length).toBeGreaterThan(0);
        expect(wraps.filter((w) => w === 'balance')).toEqual([]);
      });
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

/** Bullets of a feature block a reader sees without pressing anything. */
async function visibleBullets(block: Locator): Promise<number> {
  return block.locator('li').evaluateAll((items) => items.filter((li) => li.checkVisibility()).length);
}

async function checkCards(page: Page) {
  const blocks = await page.locator('details.feature-block').all();
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const total = await block.locator('li').count();
    expect(await visibleBullets(block)).toBe(Math.min(3, total));
    if (total > 3) {
      const toggle = block.locator('.more-items-card > summary');
      await expect(toggle).toBeVisible();
      await toggle.click();
      expect(await visibleBullets(block)).toBe(total);
      // Folded again, so the next width starts from the page as loaded.
      await toggle.click();
      expect(await visibleBullets(block)).toBe(3);
    }
  }
}

test.describe('sector cards', () => {
  for (const path of ['/industry', '/ar/pharmacy', '/ar/maintenance']) {
    // From 64 rem the cards show every bullet (sector-layout.spec.ts).
    test(`${path} at 768 px: each card shows at most three bullets, the rest one click away`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto(path);
      await checkCards(page);
    });
  }

  test('the toggle counts every bullet, with Arabic number agreement', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/industry');
    // The first advantages group of industry has four bullets: «عرض الكل (4 بنود)».
    const block = page.getByTestId('advantages').locator('details.feature-block').first();
    const total = await block.locator('li').count();
    await expect(block.locator('.more-items-open')).toHaveText(`عرض الكل (${total} ${total <= 10 ? 'بنود' : 'بندًا'})`);
    await page.goto('/industry');
    await expect(page.getByTestId('advantages').locator('.more-items-open').first()).toHaveText(/^Show all \d+$/);
  });
});
