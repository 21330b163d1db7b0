/**
 * The inner pages' heroes, in both languages.
 * - At 1280 px, one load per page (decision 0050, amended 2026-11-29): each page's hero draws its own job, every
 *   hero has one action (in the site's two voices; the secondary one hidden at 360 px except the
 *   careers hero's jump to the positions and the finder's link to the programme; the demo ask shown there too, on product and
 *   sector pages as well since decision 0090), the company heroes' text is
 *   centred on its visual, a product or sector hero's eyebrow, heading, lead and action one column
 *   centred on its screen's height, and every hero's text column starts at one x with one width;
 *   one title size beside a drawing, one step down beside a product screen.
 * - The company heroes' drawings have no frame of their own and span the text block's height.
 * - What each company hero shows (decision 0061): the finder's hero is its words and one link,
 *   no drawing, so the list starts high (partners.spec.ts); the programme's hero draws the levels
 *   nested, each with its row of the table under it (the path to a level after the table); the careers hero is the open positions by office
 *   (2026-11-29: the branch map is Contact's only; About draws its platform: about.spec.ts), each a link to its own page; on phones a drawing
 *   follows the lead (the company pages on every-page's loads, page-checks/hero-order.ts). The
 *   404 panel does not repeat the heading: every-page's loads of /404 (page-checks/not-found-layout.ts);
 *   the branch map at 360 px, cities only and clear of the links: contact.spec.ts, on its load of
 *   /contact at that width.
 * The heroes at 48–64 rem: product-panels.spec.ts and page-checks/home-layout.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import { productKeys, routes, sectorKeys } from '../../src/routes.ts';
import { heroArt, heroDeadBand, heroDrawingSpan, heroTextColumn } from './page-checks/hero-geometry.ts';
import { leadBeforeDrawing } from './page-checks/hero-order.ts';
import { readPositions } from '../../src/content/positions.ts';
import { positions } from '../support/positions.ts';

/** The company pages, one position among them, and every product and sector page. */
const companyPaths = ['/aboutus', '/contact', '/careers', '/careers/sales', '/PartnersInfo'];
/** Company heroes without a visual: the directory, whose job is finding. */
const textOnlyPaths = ['/PartnersFinder'];
const productPaths: string[] = [...productKeys, ...sectorKeys].map((key) => routes[key]);
const sectorPaths: string[] = sectorKeys.map((key) => routes[key]);
/** The four product pages (productKeys holds /solutions too, a hub with its own action above). */
const productPagePaths: string[] = productKeys.filter((key) => key !== 'solutions').map((key) => routes[key]);
// Company heroes whose text is centred on their visual. The drawn heroes' text block is centred on the drawing; /solutions, the product and sector
// pages have theirs centred on the screen (checked below and in product-heroes.spec.ts).
const centred = new Set(['/aboutus', '/careers', '/careers/sales', '/contact', '/PartnersInfo']);
/** The company heroes' one action (from 40 rem), where it leads. */
const actions: Record<string, RegExp> = {
  '/aboutus': /\/contact#inquiry$/,
  '/solutions': /\/contact#inquiry$/,
  '/careers': /^#positions$/,
  '/careers/sales': /^#apply$/,
  '/PartnersInfo': /\/PartnersFinder$/,
  '/PartnersFinder': /\/PartnersInfo$/,
};
/**
 * Heroes held to one text column; /careers keeps its wider text, its heading in two lines, beside
 * a narrower drawing (decision 0045).
 */
const oneColumn = new Set([...companyPaths.filter((p) => p !== '/careers'), ...textOnlyPaths, '/solutions', '/pharmacy']);
/**
 * Secondary actions shown on phones too: the careers hero's jump to the positions, the page's only way to them early;
 * the finder's link to the programme (no ask on that hero to stack with; its level tabs still end in the first screen);
 * a position's jump to its form, ~1,100 px down at 360 (no closing band there below 40rem).
 */
const phoneSecondary = new Set(['/careers', '/PartnersFinder', '/careers/sales', '/careers/developers']);

const prefixes = [
  ['en', ''],
  ['ar', '/ar'],
] as const;

/**
 * The programme's hero draws its levels before the table tables them, saying what the table does
 * not: three levels, their territories one inside the other (the country's box holds the region's,
 * which holds the city's), each with its defining line only (level, territory, source code, in the
 * table's words and order); the certified-staff counts are the table's alone. The path to a level
 * is not in the hero but after the table.
 */
async function programmeHero(page: Page) {
  const levels = page.getByTestId('page-hero').getByTestId('partner-level');
  await expect(levels).toHaveCount(3);
  const rows = await page
    .getByTestId('partner-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
  expect(rows).toHaveLength(3);
  const boxes = await levels.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()));
  for (const [i, row] of rows.entries()) {
    const drawn = await levels.nth(i).evaluate((li) => [...li.querySelectorAll('span, dd')].map((el) => (el.textContent ?? '').trim()));
    // The badge names the level; the head's own text is the territory.
    const territory = await levels
      .nth(i)
      .locator('.territory-head')
      .evaluate((p) => (p.lastChild?.textContent ?? '').trim());
    expect([drawn[0], territory, ...drawn.slice(1)], `level ${i + 1}: its level, territory and source code`).toEqual(row.slice(0, 3));
    const outer = boxes[i - 1];
    if (outer) {
      const inner = boxes[i]!;
      const inside = inner.left > outer.left && inner.right < outer.right && inner.top > outer.top && inner.bottom < outer.bottom;
      expect(inside, `level ${i + 1}'s territory inside level ${i}'s`).toBe(true);
    }
  }
  await expect(page.getByTestId('page-hero').getByTestId('partner-path')).toHaveCount(0);
  const [table, path] = await Promise.all(['partner-table', 'partner-path'].map((id) => page.getByTestId(id).boundingBox()));
  expect(path!.y, 'the path to a level after the table').toBeGreaterThan(table!.y + table!.height);
}

/**
 * The careers hero draws the open positions by office, not the branch map (Contact's only): under
 * the node of each office with openings one link, its count and its teams (the tabs' labels), to
 * its first position's tab; no position's title (review 17: the titles read twice, here and in the
 * tabs); each tab links its position's own page; the offices without one named in a line under the tree.
 */
async function careersHero(page: Page, locale: 'en' | 'ar') {
  const hero = page.getByTestId('page-hero');
  await expect(hero.locator('.branch-map')).toHaveCount(0);
  const drawing = hero.getByTestId('office-roles');
  const open = readPositions().filter((p) => positions.includes(p.id));
  const offices = [...new Set(open.map((p) => p.branch))];
  await expect(drawing.getByTestId('office-role')).toHaveCount(offices.length);
  for (const branch of offices) {
    const here = open.filter((p) => p.branch === branch);
    const link = drawing.locator(`[data-branch="${branch}"] a[href="#${here[0]!.id}"]`);
    await expect(link, `${branch}: one link to its tab`).toHaveCount(1);
    for (const p of here) await expect(link).toContainText(p[locale].tab);
  }
  for (const p of open) {
    await expect(drawing, `${p.id}: its title only in its tab`).not.toContainText(p[locale].title);
    await expect(page.locator(`#${p.id} h2`)).toHaveText(p[locale].title);
    await expect(page.locator(`#${p.id} h2 a[data-testid="position-page"]`)).toHaveAttribute(
      'href',
      `${locale === 'ar' ? '/ar' : ''}/careers/${p.id}`,
    );
  }
  const quiet = branchData.branches.filter((b) => !open.some((p) => p.branch === b.id));
  await expect(drawing.getByTestId('office')).toHaveCount(branchData.branches.length - quiet.length);
  // "Head office" on a line of its own under its city, no dot: after "·" it ended or opened a
  // wrapped line (reviews 19, 20).
  const tag = drawing.getByTestId('office-tag');
  await expect(tag).toHaveCount(1);
  await expect(drawing.locator('.office-name').filter({ hasText: '·' })).toHaveCount(0);
  // Its top a line below the city's (an Arabic glyph box overhangs the line box, so not its bottom).
  const { below, line } = await tag.evaluate((el) => {
    const city = document.createRange();
    city.selectNodeContents(el.parentElement!.firstChild!);
    return {
      below: el.getBoundingClientRect().top - city.getBoundingClientRect().top,
      line: parseFloat(getComputedStyle(el.parentElement!).lineHeight),
    };
  });
  expect(below, 'the head office tag under its city').toBeGreaterThan(line / 2);
  for (const b of quiet) await expect(drawing.getByTestId('offices-without-openings')).toContainText(b.city[locale]);
}

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: every inner hero at 1280 px: its own drawing, centred text, one action, one text column a kind; the programme's and the careers hero show what is theirs`, async ({
    page,
  }) => {
    // 21 pages on one test's clock: twice the default, as the old checks had a test each.
    test.setTimeout(120_000);
    const seen = new Map<string, string>();
    const columns: string[] = [];
    // One title size beside a drawing (and on the finder), one beside a product screen.
    const titleSizes = { company: new Set<string>(), screen: new Set<string>() };
    for (const path of [...companyPaths, ...textOnlyPaths, ...productPaths]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}${path}`);
      const hero = page.getByTestId('page-hero');
      if (path === '/PartnersInfo')
        await test.step("the programme's hero draws the levels with the table's facts; the path to a level after the table", () =>
          programmeHero(page));
      if (path === '/careers')
        await test.step('the careers hero counts the open positions by office, each office a link to its tab, no title twice', () =>
          careersHero(page, locale));

      if (textOnlyPaths.includes(path)) await expect(hero.locator('.page-hero-visual'), `${path}: no visual`).toHaveCount(0);
      else {
        const art = await heroArt(page);
        expect(seen.get(art), `${path} shows ${art}: no two pages share a drawing or a screen`).toBeUndefined();
        seen.set(art, path);
      }

      if (centred.has(path)) expect(await heroDeadBand(page), `${path}: no empty band under the lead`).toBeLessThanOrEqual(24);
      const titleSize = await hero.locator('h1').evaluate((h) => getComputedStyle(h).fontSize);
      titleSizes[productPaths.includes(path) ? 'screen' : 'company'].add(titleSize);
      if (productPaths.includes(path)) {
        // Eyebrow, heading, lead and action one column beside the screen, centred on its height:
        // the lead right under the heading, no hole between them.
        const [title, h1, lead, visual] = await Promise.all(
          ['.page-hero-title', 'h1', '.page-hero-lead', '.page-hero-visual'].map((s) =>
            hero.locator(s).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
          ),
        );
        expect(lead!.top - h1!.bottom, `${path}: px from the heading to the lead`).toBeLessThanOrEqual(32);
        expect([title!.left, title!.width], `${path}: the heading in the lead's column`).toEqual([lead!.left, lead!.width]);
        const text = { top: title!.top, bottom: lead!.bottom };
        const middle = (r: { top: number; bottom: number }) => (r.top + r.bottom) / 2;
        expect(Math.abs(middle(text) - middle(visual!)), `${path}: the text column centred on the screen`).toBeLessThanOrEqual(12);
      }

      if (companyPaths.includes(path)) {
        // The drawing is the hero's picture, not a card in the band: unframed, as tall as the text at least.
        const span = await heroDrawingSpan(page);
        expect(span.frame, `${path}: the drawing's own frame`).toEqual([]);
        expect([span.shortTop, span.shortFoot], `${path}: px the drawing falls short of the text's top and foot`).toEqual([0, 0]);
      }

      if (oneColumn.has(path)) {
        const { x, width } = await heroTextColumn(page);
        columns.push(`${path}: ${x} ${width}`);
      }

      const href =
        actions[path] ?? (sectorPaths.includes(path) ? /^#inquiry$/ : productPagePaths.includes(path) ? /\/contact#inquiry$/ : undefined);
      if (href) {
        const action = hero.locator('.page-hero-lead a');
        await expect(action, path).toHaveCount(1);
        await expect(action, path).toBeVisible();
        expect(await action.getAttribute('href'), path).toMatch(href);
        if (href.source.startsWith('#')) await expect(page.locator(href.source.slice(1, -1))).toHaveCount(1);
        // The demo ask stays on phones, the page's only early one; a jump within the page or to a
        // sibling page (the secondary voice) waits for 40 rem, so a phone never stacks three asks.
        await page.setViewportSize({ width: 360, height: 740 });
        // Product and sector pages too: their phone's one early ask is the hero's button (decision 0090).
        const primary = (await action.getAttribute('data-cta')) === 'primary';
        if (primary || phoneSecondary.has(path)) await expect(action, `${path} at 360 px`).toBeVisible();
        else await expect(action, `${path} at 360 px`).toBeHidden();
      }
    }
    // One text column beside a drawing, one beside a product screen, which takes 60 % of the row
    // (decision 0065).
    for (const group of [[...companyPaths, ...textOnlyPaths], productPaths]) {
      const own = columns.filter((c) => group.includes(c.split(': ')[0]!));
      expect(new Set(own.map((c) => c.split(': ')[1])).size, own.join(' | ')).toBe(1);
    }
    expect([...titleSizes.company], 'one title size on the company pages').toHaveLength(1);
    expect([...titleSizes.screen], 'one title size beside a product screen').toHaveLength(1);
    expect(parseFloat([...titleSizes.screen][0]!), 'beside a screen the step under display').toBeLessThan(
      parseFloat([...titleSizes.company][0]!),
    );
  });
}

for (const [locale, prefix] of prefixes) {
  test(`${locale}: on a phone the position page's drawn hero puts its lead before the drawing, in the first screen`, async ({ page }) => {
    // The company pages and /FinancialSystems: on every-page's loads at 360 px (page-checks/hero-order.ts).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/careers/sales`);
    await leadBeforeDrawing(page, `${prefix}/careers/sales at 360 px`);
  });
}
