/**
 * The sector pages' layout (decision 0064: ruled feature rows with every bullet shown from 48 rem;
 * decision 0045: the sidebar heading first on a laptop; decision 0053: a measure for running
 * text), in both languages. Every sector page is loaded once per width (768 and 1280 px) for its
 * rows' headings and bullets and its text's measure; pharmacy once at 360 px for the phone rows
 * and once at 1280 × 800 for the sidebar; the second screen is read from the HTML.
 */
import { expect, test } from '@playwright/test';
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
  test(`every sector page at ${width} px, in both languages: row headings of at most three lines, every bullet shown, a measure of at most 36em`, async ({
    page,
  }) => {
    // 20 pages on one test's clock: twice the default, as the old checks had a test for each part.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    let rows = 0;
    let checked = 0;
    for (const key of sectorKeys)
      for (const prefix of prefixes) {
        const path = `${prefix}${routes[key]}`;
        await page.goto(path);

        // A row's heading takes at most three lines of its start column; no bullet is folded away
        // and no "Show all" toggle is left (decision 0064).
        const blocks = await page.locator('.feature-grid > .feature-block').evaluateAll((els) =>
          els.map((b) => {
            const h = b.querySelector('.feature-block-head > :is(h2, h3)')!;
            return {
              text: h.textContent,
              lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
              hidden: [...b.querySelectorAll('li')].filter((li) => !li.checkVisibility()).length,
              toggles: [...b.querySelectorAll('summary:not(.feature-block-head)')].filter((s) => s.checkVisibility()).length,
            };
          }),
        );
        rows += blocks.length;
        for (const b of blocks) {
          expect.soft(b.lines, `${path}: ${b.text}`).toBeLessThanOrEqual(3);
          expect.soft([b.hidden, b.toggles], `${path}: ${b.text}: hidden bullets, toggles`).toEqual([0, 0]);
        }

        // Running text keeps a measure of at most 36em (about 70 characters): the intro under the
        // page hero, a programme's paragraphs, a row's lead.
        const ems = await page
          .locator('.sector-lead > .min-w-0 > div > p, .sector-layout .tabs-panel > div > p, .sector-layout .feature-block-body > div > p')
          .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize)));
        checked += ems.length;
        for (const em of ems) expect.soft(em, `${path}: measure`).toBeLessThanOrEqual(36);
      }
    expect(rows, 'rows checked').toBeGreaterThan(60);
    expect(checked, 'paragraphs measured').toBeGreaterThan(20);
  });

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const) {
  test(`${locale}: at 360 px a sector row opens to all its bullets${locale === 'ar' ? ', its heading unbalanced' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}${routes.pharmacy}`);
    if (locale === 'ar')
      await test.step('the row headings do not balance their lines (no one-word first line)', async () => {
        const wraps = await page
          .locator('.feature-block-head > .heading-card')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).textWrapStyle));
        expect(wraps.length).toBeGreaterThan(0);
        expect(wraps.filter((w) => w === 'balance')).toEqual([]);
      });
    const block = page.locator('details.feature-block').first();
    await block.locator('summary.feature-block-head').click();
    for (const item of await block.locator('li').all()) await expect(item).toBeVisible();
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

// Decision 0070: the specialized row closes the feature rows (before the screen and the systems),
// a system's text starts where a row's bullet text does; decision 0071: the mid-page screen fills
// the rows' end column (sector-foot.spec.ts measures its start edge).
for (const prefix of prefixes)
  test(`${prefix}/pharmacy at 1280 px: specialized row before the screen and the systems, system texts on the bullets' start line, the screen to the rows' end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/pharmacy`);
    const m = await page.evaluate(() => {
      const rtl = document.dir === 'rtl';
      const start = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return Math.round(rtl ? -r.right : r.left);
      };
      const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
      const row = document.querySelector('.feature-grid .feature-block-body')!.getBoundingClientRect().width;
      const picture = document.querySelector('[data-testid="sector-screen"] picture')!.getBoundingClientRect().width;
      const bullet = document.querySelector('[data-testid="management-system"] .feature-bullets > li');
      const range = document.createRange();
      range.selectNodeContents(bullet!);
      const bulletText = range.getClientRects()[0]!;
      return {
        order:
          top('[data-testid="specialized"]') < top('[data-testid="sector-screen"]') &&
          top('[data-testid="sector-screen"]') < top('[data-testid="software-items"]'),
        bulletTextStart: Math.round(rtl ? -bulletText.right : bulletText.left),
        systemTextStarts: [...document.querySelectorAll('.software-text')].map(start),
        screenFill: picture / row,
      };
    });
    expect(m.order, 'specialized, then the screen, then the systems').toBe(true);
    for (const s of m.systemTextStarts)
      expect(Math.abs(s - m.bulletTextStart), `system text ${s} vs bullet text ${m.bulletTextStart}`).toBeLessThanOrEqual(2);
    expect(m.screenFill, "the screen fills the rows' end column").toBeGreaterThan(0.98);
  });
