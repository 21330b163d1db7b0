/**
 * The sector pages' layout (closed rows below 64 rem, each a click from all its bullets, and no
 * taller at 768 than at 360 px plus the second screen; from 64 rem capability cards of at most
 * three bullets, the rest one click away; decision 0045: the sidebar heading first on a laptop;
 * decision 0053: a measure for running text), in both languages. Every sector page is loaded once
 * per width (768 and 1280 px, the second re-laid out at 1024) for its rows or cards and its text's measure;
 * pharmacy once at 360 px for the phone rows and once at 1280 × 800 for the sidebar; the second
 * screen is read from the HTML.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { routes, sectorKeys, type SectorKey } from '../../src/routes.ts';

const prefixes = ['', '/ar'] as const;

type Items = { items?: readonly unknown[] };
/** The spec's items a sector page's cards list: its content file's groups, sections and specialized list. */
function specItems(key: SectorKey, prefix: string): number {
  const c = JSON.parse(readFileSync(`src/content/sectors/${key}/${prefix ? 'ar' : 'en'}.json`, 'utf8'));
  const count = (lists: readonly Items[]) => lists.reduce((n, l) => n + (l.items?.length ?? 0), 0);
  return (
    count([...(c.advantages?.groups ?? []), ...(c.management?.groups ?? []), ...(c.sections ?? [])]) +
    count([c.specialized ?? {}, c.system ?? {}, c.program ?? {}, c.employment ?? {}]) +
    (c.management?.last ? 1 : 0)
  );
}

/** Each card's heading and its bullets shown before any click. */
function cardsShown(page: Page) {
  return page.locator('.feature-grid > .feature-block').evaluateAll((els) =>
    els.map((b) => {
      const h = b.querySelector('.feature-block-head > :is(h2, h3)')!;
      return {
        text: h.textContent,
        lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
        shown: [...b.querySelectorAll('li')].filter((li) => li.checkVisibility()).length,
      };
    }),
  );
}

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
  test(`every sector page at ${width} px, in both languages: ${width === 768 ? 'closed rows that open to all their bullets' : 'card headings of at most three lines, at most three bullets shown and the rest one click away'}, a measure of at most 36em`, async ({
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

        if (width === 768) {
          // Below 64 rem the phones' closed rows: no bullet shown before a click, each row one
          // click from all its bullets (no second fold inside it).
          const cards = await cardsShown(page);
          rows += cards.length;
          for (const b of cards) expect.soft(b.shown, `${path} at 768 px: ${b.text}: bullets shown`).toBe(0);
          for (const head of await page.locator('.feature-grid .feature-block-head').all()) await head.click();
        } else {
          // A card's heading takes at most three lines, and a card shows at most three bullets
          // before any click, at 1024 px too (the 1280 px load re-laid out).
          for (const w of [1280, 1024]) {
            await page.setViewportSize({ width: w, height: 900 });
            const cards = await cardsShown(page);
            rows += cards.length;
            for (const b of cards) {
              expect.soft(b.lines, `${path} at ${w} px: ${b.text}`).toBeLessThanOrEqual(3);
              expect.soft(b.shown, `${path} at ${w} px: ${b.text}: bullets shown`).toBeLessThanOrEqual(3);
            }
          }
          await page.setViewportSize({ width, height: 900 });
          // The rest one click away: each "Show N more" opens to the spec's every item.
          for (const toggle of await page.locator('.feature-grid .more-items-toggle').all()) await toggle.click();
        }
        const bullets = page.locator('.feature-grid li');
        expect.soft(await bullets.count(), `${path}: the spec's items`).toBe(specItems(key, prefix));
        const hidden = await bullets.evaluateAll((lis) => lis.filter((li) => !li.checkVisibility()).length);
        expect.soft(hidden, `${path}: bullets still hidden after opening every ${width === 768 ? 'row' : 'card'}`).toBe(0);

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

// Decision 0070: the specialized card closes the capability cards (before the screen and the
// systems); decision 0071: the mid-page screen fills the systems' text column, from its start edge,
// its caption in the systems' name column beside it.
for (const prefix of prefixes)
  test(`${prefix}/pharmacy at 1280 px: specialized card before the screen and the systems, the screen across the systems' text column, its caption in their name column`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/pharmacy`);
    const m = await page.evaluate(() => {
      const rtl = document.dir === 'rtl';
      const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
      const text = document.querySelector('.software-text')!.getBoundingClientRect();
      const picture = document.querySelector('[data-testid="sector-screen"] picture')!.getBoundingClientRect();
      const figcaption = document.querySelector('[data-testid="sector-screen"] figcaption');
      const caption = (figcaption ?? document.body).getBoundingClientRect();
      const name = document.querySelector('.software-item > .heading-card')!.getBoundingClientRect();
      return {
        order:
          top('[data-testid="specialized"]') < top('[data-testid="sector-screen"]') &&
          top('[data-testid="sector-screen"]') < top('[data-testid="software-items"]'),
        start: Math.round(rtl ? text.right - picture.right : picture.left - text.left),
        screenFill: picture.width / text.width,
        // The caption in the systems' name column, beside the screen's top, not floating mid-height.
        captionStart: Math.round(rtl ? name.right - caption.right : caption.left - name.left),
        captionBeside: caption.top - picture.top,
        captionText: figcaption?.textContent ?? '',
      };
    });
    expect(m.captionText.length, 'the screen has a caption').toBeGreaterThan(40);
    expect(Math.abs(m.captionStart), "the caption starts on the systems' name edge").toBeLessThanOrEqual(2);
    expect(Math.abs(m.captionBeside), "the caption level with the screen's top").toBeLessThanOrEqual(2);
    expect(m.order, 'specialized, then the screen, then the systems').toBe(true);
    expect(Math.abs(m.start), "the screen starts on the systems' text edge").toBeLessThanOrEqual(2);
    expect(m.screenFill, "the screen fills the systems' text column").toBeGreaterThan(0.98);
  });

// Cards two a row at 768 px made every sector page taller on a tablet than on a phone (5,470
// against 4,217 px for /carRental): below 64 rem the blocks stay closed rows, so a tablet page is
// at most the phone's height plus the second product screen's (hidden under 30 rem).
const tabletMargin = 300;
for (const prefix of prefixes)
  test(`every ${prefix || 'English'} sector page at 768 px is at most ${tabletMargin} px taller than at 360 px`, async ({ page }) => {
    test.setTimeout(90_000);
    const heights: string[] = [];
    for (const key of sectorKeys) {
      const path = `${prefix}${routes[key]}`;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const phone = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(path);
      const tablet = await page.evaluate(() => document.documentElement.scrollHeight);
      heights.push(`${path} ${phone} → ${tablet}`);
      expect.soft(tablet, `${path}: at 768 px against ${phone} px at 360 px`).toBeLessThanOrEqual(phone + tabletMargin);
    }
    expect(heights).toHaveLength(sectorKeys.length);
  });

test('every sector page at 1280 px, in both languages: each row of cards under an h2, its "Show N more" toggles on one line at the cards\' foot', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const key of sectorKeys)
    for (const prefix of prefixes) {
      const path = `${prefix}${routes[key]}`;
      await page.goto(path);
      const grids = await page.locator('.feature-grid').evaluateAll((gs) =>
        gs.map((g) => ({
          over: g.previousElementSibling?.tagName,
          cards: [...g.querySelectorAll(':scope > .feature-block .feature-block-head > :is(h2, h3)')].map((h) => h.tagName),
          rows: Object.values(
            [...g.querySelectorAll<HTMLElement>(':scope > .feature-block')].reduce<Record<number, number[]>>((rows, card) => {
              const toggle = card.querySelector('.more-items-toggle');
              const top = Math.round(card.getBoundingClientRect().top);
              if (toggle) (rows[top] ??= []).push(Math.round(toggle.getBoundingClientRect().bottom));
              return rows;
            }, {}),
          ),
        })),
      );
      expect(grids.length, path).toBeGreaterThan(0);
      for (const grid of grids) {
        expect(grid.over, `${path}: the heading over a row of cards`).toBe('H2');
        expect(new Set(grid.cards), `${path}: the cards' headings`).toEqual(new Set(['H3']));
        for (const bottoms of grid.rows) expect(new Set(bottoms).size, `${path}: a row's toggles ${bottoms.join(', ')}`).toBe(1);
      }
    }
});
