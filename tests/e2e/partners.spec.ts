/**
 * The partner pages in both languages: the finder's tiers and filters, /PartnersInfo's levels and
 * definitions; and the design mends of decisions 0045 and 0053 — the sample partners said to be
 * samples once per list, a partner's phones on lines of their own at 360 px, the card's details
 * one grid of aligned labels and numbers at 360 and 1280 px (decision 0073), the Gold level and
 * the sample caption in no orange, /PartnersInfo's definition cards one height side by side.
 */
import { expect, test, type Page } from '@playwright/test';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import partnersAr from '../../src/content/partners/ar.json' with { type: 'json' };
import partnersEn from '../../src/content/partners/en.json' with { type: 'json' };
import { interpolate } from '../../src/i18n/interpolate.ts';
import { routes } from '../../src/routes.ts';
import { hydrated } from './hydration.ts';
import { styleOf, tokenColour } from './page-checks/colours.ts';
import { resizeTo } from './page-checks/viewport.ts';

/**
 * A partner card's details as one grid (decision 0073): per card, the inline-start edges of the
 * location, the website and e-mail, and each phone's label (one edge), and of each phone's number
 * (a second edge after the longest label). The cards where either edge is ragged.
 */
function alignedDetails(page: Page) {
  return page.getByTestId('partner-card').evaluateAll((cards) => {
    const rtl = document.dir === 'rtl';
    const start = (el: Element) => {
      const r = el.getBoundingClientRect();
      return Math.round(rtl ? r.right : r.left);
    };
    const ragged = cards
      .map((card) => {
        const phones = [...card.querySelectorAll('a[href^="tel:"]')];
        const labels = phones.map((a) => a.previousElementSibling!);
        const values = [...card.querySelectorAll('dd')].filter((dd) => !dd.querySelector('a[href^="tel:"]'));
        const edge = new Set([...values, ...labels].map(start));
        const numbers = new Set(phones.map(start));
        return edge.size === 1 && numbers.size === 1
          ? null
          : `${card.id}: edges ${[...edge].join(', ')}; numbers ${[...numbers].join(', ')}`;
      })
      .filter(Boolean);
    return { cards: cards.length, ragged };
  });
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder: All 5, Platinum 1, Gold 2, Silver 2, Sales 0 with an empty state`, async ({ page }) => {
    await page.goto(`${prefix}/PartnersFinder`);
    await hydrated(page, 'partners-finder');
    const cards = page.getByTestId('partner-card');
    await expect(page.getByTestId('tier-all')).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(5);
    for (const [tier, count] of [
      ['platinum', 1],
      ['gold', 2],
      ['silver', 2],
    ] as const) {
      await page.getByTestId(`tier-${tier}`).click();
      await expect(cards).toHaveCount(count);
      await expect(page).toHaveURL(new RegExp(`\\?tier=${tier}$`));
    }
    await page.getByTestId('tier-sales').click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByTestId('partners-empty')).toBeVisible();
    await expect(page.getByTestId('partners-empty').getByRole('link')).toHaveAttribute('href', `${prefix}/PartnersInfo`);
    await page.getByTestId('tier-all').click();
    const first = cards.first();
    await expect(first.locator('a[href^="tel:"]').first()).toBeVisible();
    for (const link of await page.locator('[data-testid="partner-card"] a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}

test('?tier= deep link, keyboard and search by name, city or country', async ({ page }) => {
  await page.goto('/PartnersFinder?tier=gold');
  await hydrated(page, 'partners-finder');
  await expect(page.getByTestId('tier-gold')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('partner-card')).toHaveCount(2);
  await page.getByTestId('tier-gold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tier-silver')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tier=silver$/);
  await page.getByTestId('tier-all').click();
  const search = page.getByTestId('partner-search');
  const firstCity = (await page.getByTestId('partner-card').first().locator('dd').first().innerText()).split(',')[0]!.trim();
  await search.fill(firstCity);
  await expect(page.getByTestId('partner-card')).toHaveCount(1);
  await search.fill('zzzz-nothing');
  await expect(page.getByTestId('partner-card')).toHaveCount(0);
  await expect(page.getByTestId('partners-no-results')).toBeVisible();
});

test('without JavaScript the All view is complete, the tiers and search hidden, the count shown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/ar/PartnersFinder');
  await expect(page.getByTestId('partner-card')).toHaveCount(5);
  // Controls that would do nothing are not offered (their display must not outrank `.needs-js`).
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByTestId('partner-search')).toBeHidden();
  await expect(page.getByTestId('partner-summary')).toBeVisible();
  await context.close();
});

// One load of /PartnersInfo at 360 px per language for its phone checks (the table is scrolled last).
for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersInfo at 360 px: the levels table (five column headers, 500 px, 14 px, no cell past two lines, its level column at the start edge when scrolled); two definition lists; the hero's levels, each with its facts, legible and short; the path to a level, three steps down one rail`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/PartnersInfo`);
    await test.step('levels table with five column headers and two definition lists', async () => {
      const table = page.getByTestId('partner-table');
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(5);
      await expect(table.locator('tbody tr')).toHaveCount(3);
      expect(await table.evaluate((t) => t.getBoundingClientRect().width)).toBeGreaterThanOrEqual(500);
      await expect(table.locator('tbody td').first()).toHaveCSS('font-size', '14px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(page.getByTestId('platinum-definitions').locator('> div').first()).toHaveCSS('border-bottom-style', 'dashed');
      await expect(page.getByTestId('star-definitions').locator('> div').first()).toBeVisible();
    });
    await test.step('the levels table keeps 500 px and 14 px, and no cell wraps past two lines', async () => {
      const table = page.getByTestId('partner-table');
      expect((await table.boundingBox())!.width).toBeGreaterThanOrEqual(500);
      const cells = await table.locator('th, td').evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          // Lines of text: the distinct tops of its text boxes (a badge's box and its text share one line).
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.bottom)));
          return { text: el.textContent, lines: tops.size, size: parseFloat(getComputedStyle(el).fontSize) };
        }),
      );
      expect(cells.filter((c) => c.lines > 2).map((c) => c.text)).toEqual([]);
      expect(Math.min(...cells.map((c) => c.size))).toBeGreaterThanOrEqual(14);
    });
    // The hero draws the levels nested, each box with its defining line (territory, source code; the
    // staff counts are the table's): at 13 px or more, no fact past two lines, the drawing under 400 px tall.
    await test.step("the hero's levels: every level's facts in its box, in the screen's width, ≥ 13 px, ≤ 2 lines, the drawing ≤ 400 px", async () => {
      const nest = page.getByTestId('page-hero').locator('.territory-nest');
      const { height, facts } = await nest.evaluate((ul) => ({
        height: ul.getBoundingClientRect().height,
        facts: [...ul.querySelectorAll('dt, dd')].map((el) => {
          const r = el.getBoundingClientRect();
          const box = el.closest('li')!.getBoundingClientRect();
          const s = getComputedStyle(el);
          return {
            text: el.textContent,
            inBox: r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom,
            inScreen: r.left >= 0 && r.right <= innerWidth,
            size: parseFloat(s.fontSize),
            lines: Math.round(r.height / parseFloat(s.lineHeight)),
          };
        }),
      }));
      expect(facts, 'one fact a level, named: its source code').toHaveLength(6);
      expect(facts.filter((f) => !f.inBox || !f.inScreen).map((f) => f.text)).toEqual([]);
      expect(Math.min(...facts.map((f) => f.size))).toBeGreaterThanOrEqual(13);
      expect(facts.filter((f) => f.lines > 2).map((f) => f.text)).toEqual([]);
      expect(height).toBeLessThanOrEqual(400);
    });
    // After the table, the path to a level: three steps one under the other, each a numbered disc at
    // the step's start edge (1, 2, 3), the rail running from each disc's foot to the next disc's top.
    await test.step('the path: three numbered discs in one column at the start edge, one rail from each to the next', async () => {
      const steps = await page
        .getByTestId('partner-path')
        .locator('li')
        .evaluateAll((items) =>
          items.map((li) => {
            const box = li.getBoundingClientRect();
            const disc = getComputedStyle(li, '::before');
            const rail = getComputedStyle(li, '::after');
            const rtl = getComputedStyle(li).direction === 'rtl';
            const edge = (left: number, right: number) => Math.round(rtl ? window.innerWidth - right : left);
            return {
              number: disc.content,
              size: parseFloat(disc.width),
              start: edge(box.left, box.right),
              // Unrounded: the steps may sit on a fractional pixel (the hero's 1.3 line height).
              top: box.top,
              bottom: box.bottom,
              railTop: rail.content === 'none' ? null : box.top + parseFloat(rail.top),
              railBottom: rail.content === 'none' ? null : box.bottom - parseFloat(rail.bottom),
              text: li.querySelector('span > span')?.textContent ?? '',
            };
          }),
        );
      expect(steps.map((s) => s.number)).toEqual(['counter(step)', 'counter(step)', 'counter(step)']);
      expect(new Set(steps.map((s) => s.start)).size, 'one column, at the start edge').toBe(1);
      expect(steps[0]!.start).toBeLessThanOrEqual(24);
      for (const [i, step] of steps.entries()) {
        expect(step.text.length, `step ${i + 1} says what it takes`).toBeGreaterThan(20);
        expect(step.size, 'about’s disc (1.75 rem) on phones').toBeGreaterThanOrEqual(28);
        const next = steps[i + 1];
        if (!next) {
          expect(step.railTop, 'no rail after the last step').toBeNull();
          continue;
        }
        expect(step.railTop, `rail ${i + 1} starts at its disc's foot`).toBeCloseTo(step.top + step.size, 0);
        expect(step.railBottom, `rail ${i + 1} reaches the next disc`).toBeCloseTo(next.top, 0);
      }
    });
    await test.step('scrolled to its end, the levels table keeps its level column at the start edge, shaded', async () => {
      const region = page.getByRole('region', { name: /./ }).filter({ has: page.getByTestId('partner-table') });
      await expect(region).toHaveAttribute('tabindex', '0');
      const edges = () =>
        region.evaluate((el) => {
          const rtl = getComputedStyle(el).direction === 'rtl';
          const start = (r: DOMRect) => Math.round(rtl ? r.right : r.left);
          const frame = el.getBoundingClientRect();
          const level = el.querySelector('thead th')!;
          return {
            frame: rtl ? Math.round(frame.right - el.clientLeft) : Math.round(frame.left + el.clientLeft),
            level: start(level.getBoundingClientRect()),
            territory: start(el.querySelector('thead th:nth-child(2)')!.getBoundingClientRect()),
            shade: getComputedStyle(level).boxShadow !== 'none',
            painted: getComputedStyle(el.querySelector('table')!).borderCollapse,
            // The edge shades' width: 1.25 rem while columns lie beyond the end, none at the end.
            edge: getComputedStyle(el).backgroundSize.split(' ')[0],
          };
        });
      const before = await edges();
      expect(before.level).toBe(before.frame);
      expect(before.edge, 'a shade at the end while more columns lie beyond it').not.toBe('0px');
      await region.evaluate((el) => (el.scrollLeft = getComputedStyle(el).direction === 'rtl' ? -el.scrollWidth : el.scrollWidth));
      await expect.poll(async () => (await edges()).territory).not.toBe(before.territory);
      const after = await edges();
      expect(after.level, 'the level column stays at the inline-start edge').toBe(after.frame);
      expect(after.shade, 'the level column shades the columns under it').toBe(true);
      expect(after.painted, 'its shade is painted (separate borders)').toBe('separate');
      // The shade follows a scroll-driven animation, sampled at the next frame, not at the scroll.
      await expect.poll(async () => (await edges()).edge, { message: 'no shade at the end once it is reached' }).toBe('0px');
    });
  });
}

/** Where an element lies in the hero band, from its inline-start edge (px); the hero's own box. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const rtl = document.dir === 'rtl';
    const at = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return {
        start: Math.round(rtl ? innerWidth - r.right : r.left),
        end: Math.round(rtl ? innerWidth - r.left : r.right),
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
      };
    };
    return { hero: at('[data-testid="page-hero"]'), text: at('.page-hero-lead'), panel: at('.finder-panel') };
  });
}

/** The directory counted as the finder's panel says it: partners, countries, each listed level. */
function directoryCount(locale: 'en' | 'ar') {
  const { partners } = partnerData;
  const countries = new Set(partners.map((p) => p.country.en)).size;
  const levels = (['platinum', 'gold', 'silver'] as const)
    .map((tier) => [tier, partners.filter((p) => p.tier === tier).length] as const)
    .filter(([, n]) => n > 0);
  const copy = (locale === 'ar' ? partnersAr : partnersEn).partnersFinder;
  return {
    count: interpolate(copy.summary.count, { count: partners.length, countries }, locale),
    levels: levels.map(([tier, count]) => interpolate(copy.summary.level, { count, level: copy.tabs[tier] }, locale)),
    sample: partners.some((p) => p.status === 'sample') ? copy.summary.sample : null,
  };
}

test('the finder counts its directory: 5 partners in 5 countries, 1 Platinum, 2 Gold, 2 Silver (the listings are samples)', async ({
  page,
}) => {
  // Today's directory in words, so the counting itself is checked, not only its template.
  expect(directoryCount('en')).toEqual({
    count: '5 partners in 5 countries',
    levels: ['1 Platinum', '2 Gold', '2 Silver'],
    sample: 'Sample listings',
  });
  await page.goto('/PartnersFinder');
  await expect(page.getByTestId('partner-summary')).toHaveText('Sample listings5 partners in 5 countries1 Platinum · 2 Gold · 2 Silver');
});

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder: a hero of its words, one link to the programme and, from 64 rem, the finder's panel in its end column (levels, search, the directory counted and flagged as samples; no drawing, no listed partner); the level tabs and the first card in the first screen at 360 and 1280 px; under the list, two ways on`, async ({
    page,
  }) => {
    const locale = prefix ? 'ar' : 'en';
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/PartnersFinder`);
      const hero = page.getByTestId('page-hero');
      // One panel: under the hero on phones, inside its band beside the text from 64 rem.
      const { hero: band, text, panel } = await boxes(page);
      if (width === 360) expect(panel.top, 'the panel under the hero').toBeGreaterThanOrEqual(band.bottom);
      else {
        expect(panel.top, 'the panel in the hero band').toBeGreaterThan(band.top);
        expect(panel.bottom, 'the panel in the hero band').toBeLessThan(band.bottom);
        expect(panel.start, "the panel in the text's end column").toBeGreaterThan(text.end);
      }
      const summary = page.getByTestId('partner-summary');
      const counted = directoryCount(locale);
      await expect(summary).toContainText(counted.count);
      for (const level of counted.levels) await expect(summary).toContainText(level);
      await expect(summary.locator('span').first()).toHaveText(counted.sample!);
      await expect(hero.locator('.page-hero-visual, .hero-panel, [data-testid="partner-level"]')).toHaveCount(0);
      // The one action at every width, the programme: a link under the lead, the level tabs still in the first screen.
      const links = hero.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toBeVisible();
      await expect(links).toHaveAttribute('href', `${prefix}/PartnersInfo`);
      // Finding starts in the first screen: the level tabs, and at 1280 px the first card's name too.
      const tabs = (await page.getByRole('tablist').boundingBox())!;
      expect(tabs.y + tabs.height, 'the level tabs in the first screen').toBeLessThanOrEqual(800);
      if (width === 1280) {
        const name = (await page.getByTestId('partner-card').first().getByRole('heading').boundingBox())!;
        expect(name.y + name.height, 'the first partner named in the first screen').toBeLessThanOrEqual(800);
      }
      // No sample listing in the hero or its panel: no name, no website, no address; only their count, flagged.
      for (const box of [hero, page.locator('.finder-panel')]) {
        for (const p of partnerData.partners) {
          await expect(box).not.toContainText(p.name[locale]);
          await expect(box).not.toContainText(p.wordmark);
        }
        await expect(box).not.toContainText('.example');
      }
    }
    const invite = page.getByTestId('partner-invite');
    await expect(invite.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(invite.getByRole('link')).toHaveCount(2);
    await expect(invite.getByRole('link').first()).toHaveAttribute('href', `${prefix}/contact`);
    await expect(invite.getByRole('link').last()).toHaveAttribute('href', `${prefix}/PartnersInfo`);
  });
}

// The programme's levels drawing at 360 px (its defining fact a level): each column's name above its
// value on its start edge, name and value on one line each, the value 13 px or more, both at a line
// height of 1.5 or more (the Arabic names once wrapped beside their values at 11 px). Home's drawing
// is a ladder there, each value beside its name (home-layout.spec.ts).
for (const path of ['/PartnersInfo', '/ar/PartnersInfo']) {
  test(`${path} at 360 px: the levels drawing puts each name above its value, one line each, values ≥ 13 px, leading ≥ 1.5`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const pairs = await page
      .getByTestId('partner-levels')
      .locator('dd')
      .evaluateAll((dds) =>
        dds.map((dd) => {
          const dt = dd.previousElementSibling!;
          const rtl = getComputedStyle(dd).direction === 'rtl';
          // Lines of text: the distinct bottoms of its text boxes (the box itself spans its row).
          const lines = (el: Element) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.bottom))).size;
          };
          // A ratio of computed pixels: 21 / 14 comes back as 1.4999…, hence 1.499 below.
          const leading = (el: Element) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize);
          const [n, v] = [dt.getBoundingClientRect(), dd.getBoundingClientRect()];
          return {
            text: dd.textContent,
            above: v.top >= n.bottom - 1,
            startGap: Math.abs(rtl ? v.right - n.right : v.left - n.left),
            lines: lines(dt) + lines(dd),
            size: parseFloat(getComputedStyle(dd).fontSize),
            leading: Math.min(leading(dt), leading(dd)),
          };
        }),
      );
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    expect(pairs.filter((p) => !p.above || p.startGap > 1 || p.lines > 2 || p.size < 13 || p.leading < 1.499)).toEqual([]);
  });
}

// A phone reaching the end of the directory meets one block of ways on (asking for a partner, the
// programme) and the closing band: not three stacked asks. Counted from the page, not from markers:
// every rendered section holding a link after the last partner card, outside the footer.
for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder at 360 px: after the list, one block of two links, then the closing band (no three stacked asks)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/PartnersFinder`);
    const blocks = await page.evaluate(() => {
      const cards = document.querySelectorAll('[data-testid="partner-card"]');
      const last = cards[cards.length - 1]!;
      return [...document.querySelectorAll('section, [data-cta-block]')]
        .filter((el) => last.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !last.contains(el))
        .filter((el) => !el.closest('footer') && el.querySelector('a') && el.getBoundingClientRect().height > 0)
        .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
        .map((el) => el.getAttribute('data-testid') || el.tagName);
    });
    expect(blocks, `blocks of asks after the list: ${blocks.join(', ')}`).toEqual(['partner-invite', 'cta-band']);
    const invite = page.getByTestId('partner-invite');
    await expect(invite.getByRole('link')).toHaveCount(2);
    // The two links side by side where they fit, else one under the other, in the one block.
    const [a, b] = await invite.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().bottom));
    expect(Math.abs(a! - b!), 'the two links close together').toBeLessThanOrEqual(60);
  });
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder at 360 px: the tiers one row (review 17: three and two read as a boxy grid), running to the screen's edges and scrolling inside itself, its ends faded, the first flush with the page's text; each reachable by keyboard and shown whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/PartnersFinder`);
    await hydrated(page, 'partners-finder');
    const list = page.getByRole('tablist');
    const m = await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const tabs = [...el.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect());
      const search = document.querySelector('[data-testid="partner-search"]')!.getBoundingClientRect();
      const rtl = getComputedStyle(el).direction === 'rtl';
      return {
        rows: new Set(tabs.map((t) => Math.round(t.top))).size,
        scrolls: el.scrollWidth > el.clientWidth,
        edges: [Math.round(box.left), Math.round(box.right)],
        // The first tier starts where the search field does (its inline start).
        firstAt: Math.round(rtl ? search.right - tabs[0]!.right : tabs[0]!.left - search.left),
        mask: getComputedStyle(el).maskImage,
      };
    });
    expect(m.rows, 'tiers in one row').toBe(1);
    expect(m.scrolls, 'the row scrolls inside itself').toBe(true);
    expect(m.edges, "the row runs to the screen's edges").toEqual([0, 360]);
    expect(Math.abs(m.firstAt), "the first tier at the page's text edge").toBeLessThanOrEqual(1);
    expect(m.mask, 'its ends faded').toContain('gradient');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The keyboard reaches the last tier, shown whole.
    await page.getByTestId('tier-all').focus();
    await page.keyboard.press('End');
    const last = page.getByTestId('tier-sales');
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x, 'clear of the fade').toBeGreaterThanOrEqual(19);
    expect(lastBox.x + lastBox.width, 'clear of the fade').toBeLessThanOrEqual(341);
  });
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder at 360 px (a partner's phones) and 1280 px (each sample card labelled)`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}${routes.partnersFinder}`);
    await test.step("at 360 px a partner's phones each on a line of their own, labelled", async () => {
      const phones = page.getByTestId('partner-card').first().locator('a[href^="tel:"]');
      expect(await phones.count()).toBe(2);
      const [a, b] = [(await phones.nth(0).boundingBox())!, (await phones.nth(1).boundingBox())!];
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
      for (const i of [0, 1]) {
        const label = phones.nth(i).locator('xpath=preceding-sibling::*[1]');
        await expect(label).toBeVisible();
        expect((await label.innerText()).trim().length).toBeGreaterThan(2);
      }
    });
    await test.step("at 360 px every card's details are one grid: the phones' labels start at the other lines' edge, their numbers at one edge", async () => {
      await expect(alignedDetails(page)).resolves.toEqual({ cards: 5, ragged: [] });
    });
    await resizeTo(page, 1280, 900);
    await test.step('at 1280 px the same grid', async () => {
      await expect(alignedDetails(page)).resolves.toEqual({ cards: 5, ragged: [] });
    });
    await test.step('every sample partner says on its own card that it is a sample', async () => {
      const samples = partnerData.partners.filter((p) => p.status === 'sample');
      expect(samples.length).toBeGreaterThan(0);
      for (const p of samples) {
        const label = page.locator(`#partner-${p.id}`).getByTestId('sample-label');
        await expect(label).toBeVisible();
        await expect(label).toHaveText(prefix ? 'مثال توضيحي' : 'Sample listing');
      }
    });
  });

  test(`${prefix}/PartnersInfo at 1280 and 1920 px: Gold in no orange; the definition tables across the page, each definition beside its term, each platinum term marked by its icon tile, the stars on the alternate surface`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}${routes.partnersInfo}`);
    expect(await styleOf(page, '[data-testid="partner-table"] .bg-gold-50', 'color'), 'Gold').toBe(await tokenColour(page, 'gold-800'));
    for (const width of [1280, 1920]) {
      await resizeTo(page, width, 900);
      for (const id of ['platinum-definitions', 'star-definitions']) {
        const rows = await page
          .getByTestId(id)
          .locator('> div')
          .evaluateAll((divs) =>
            divs.map((div) => {
              const [dt, dd] = [div.querySelector('dt')!, div.querySelector('dd')!].map((el) => el.getBoundingClientRect());
              const rtl = document.dir === 'rtl';
              return { beside: rtl ? dd!.right <= dt!.left : dd!.left >= dt!.right, width: div.getBoundingClientRect().width };
            }),
          );
        const main = await page
          .locator('main .container-page')
          .nth(1)
          .evaluate((el) => el.clientWidth);
        expect(
          rows.every((r) => r.beside),
          `${width} px: ${id}: each definition beside its term`,
        ).toBe(true);
        expect(Math.min(...rows.map((r) => r.width)), `${width} px: ${id} across the content`).toBeGreaterThan(main - 80);
      }
      const tiles = await page.getByTestId('platinum-definitions').locator('dt .partner-term-icon svg').count();
      expect(tiles, 'a tile a platinum term').toBe(6);
      expect(await styleOf(page, 'section:has(> div > [data-testid="star-definitions"])', 'background-color')).toBe(
        await tokenColour(page, 'surface-alt'),
      );
    }
  });
}

// The sales tier has no partner (the spec keeps it empty): its way on is the secondary button, on
// one line at 360 px; the accent is the page's one ask, "Book a demo" (decision 0034).
for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder?tier=sales at 360 px: the empty state's link is a secondary button on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/PartnersFinder?tier=sales`);
    const link = page.getByTestId('partners-empty').getByRole('link');
    await expect(link).toBeVisible();
    const look = await link.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top + r.height / 2)));
      const style = getComputedStyle(a);
      return { lines: tops.size, background: style.backgroundColor, border: style.borderTopWidth, cta: a.dataset['cta'] ?? null };
    });
    expect(look).toEqual({ lines: 1, background: 'rgba(0, 0, 0, 0)', border: '1px', cta: null });
    await expect(link).toHaveCSS('border-top-color', await tokenColour(page, 'brand-700'));
  });
}
