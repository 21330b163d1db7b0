import { expect, test, type Page } from '@playwright/test';
import { routeKeys, routes } from '../../src/routes.ts';
import { localizePath } from '../../src/i18n/paths.ts';

/**
 * Arabic typography (docs/decisions/0031-arabic-typefaces.md, the design brief): no Arabic
 * heading wraps to more than three lines on a 360 px phone (nor at 1024 px, where the hero
 * heading shares its row with the visual), and at 1280 px no Arabic card grid has more than
 * three columns. One page load per page: measured at 360 px, then widened. English headings are
 * held to the same three lines at 360 px, on a page loaded at that width.
 */

const maxHeadingLines = 3;
const maxCardColumns = 3;

/** Lines of every visible h1–h3: the distinct line boxes its text occupies (a Range's client rects, grouped by their vertical middle). */
async function expectHeadingsWithinThreeLines(page: Page, where: string) {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
      .filter((h) => h.checkVisibility() && !h.closest('.sr-only') && h.getBoundingClientRect().width > 1)
      .map((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const lineHeight = parseFloat(getComputedStyle(h).lineHeight) || parseFloat(getComputedStyle(h).fontSize) * 1.2;
        const middles: number[] = [];
        for (const r of range.getClientRects()) {
          if (r.width < 1 || r.height < 1) continue;
          const middle = r.top + r.height / 2;
          if (!middles.some((m) => Math.abs(m - middle) < lineHeight / 2)) middles.push(middle);
        }
        return { text: h.textContent?.trim() ?? '', lines: middles.length, fontSize: getComputedStyle(h).fontSize };
      }),
  );
  expect(headings.length, `${where}: the page has visible headings`).toBeGreaterThan(0);
  expect(
    headings.filter((h) => h.lines < 1),
    `${where}: every heading was measured`,
  ).toEqual([]);
  expect(
    headings.filter((h) => h.lines > maxHeadingLines),
    where,
  ).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

// English titles are checked too (the 28 px phone title step), at 360 px only: the hero
// heading's row at 1024 px is sized for Arabic's longer lines.
for (const key of routeKeys) {
  const path = routes[key];
  test(`${path}: headings fit three lines at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await expectHeadingsWithinThreeLines(page, 'at 360 px');
  });
}

for (const key of routeKeys) {
  const path = localizePath(routes[key], 'ar');
  test(`${path}: headings fit three lines at 360 and 1024 px, card grids have at most three columns at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await expectHeadingsWithinThreeLines(page, 'at 360 px');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expectHeadingsWithinThreeLines(page, 'at 1024 px');

    // Card grids: grids in the main content whose items each carry their own heading (cards,
    // not a row of wordmarks or a form's fields), by the tracks of their computed template.
    await page.setViewportSize({ width: 1280, height: 900 });
    const grids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((el) => getComputedStyle(el).display === 'grid' && el.checkVisibility())
        .filter((el) => {
          const items = [...el.children].filter((c) => c.checkVisibility());
          return items.length >= 2 && items.every((c) => c.querySelector('h2, h3, h4'));
        })
        .map((el) => ({
          grid: el.dataset['testid'] ?? el.className,
          columns: getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length,
        })),
    );
    expect(grids.filter((g) => g.columns > maxCardColumns)).toEqual([]);
  });
}

/**
 * The Arabic type scale (docs/decisions/0067-arabic-type-scale.md): Arabic looks about 15 % smaller
 * than Latin at the same size, so at the same width the Arabic page title and section heading are at
 * least 1.1 × their English size (block and card headings keep the English px, decision 0070, and a
 * section heading is at least 1.2 × the block heading in both languages), the eyebrow too (which in Arabic has neither capitals nor tracking to lean on);
 * Arabic headings have a line height of at least 1.3, running text is at least 17 px, and no
 * Arabic text is letter-spaced or case-transformed.
 */
const scalePages = ['/', '/solutions', '/FinancialSystems', '/pharmacy', '/aboutus', '/careers'];
const minArabicRatio = 1.1;

/** Computed font sizes (px) of each role's first visible element, and the Arabic-only style checks. */
async function typeRoles(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const visible = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().width > 1 && !el.closest('.sr-only');
    const size = (selector: string) => {
      const el = [...document.querySelectorAll(selector)].find(visible);
      return el ? parseFloat(getComputedStyle(el).fontSize) : undefined;
    };
    const headings = [...document.querySelectorAll('main :is(h1, h2, h3)')].filter(visible).map((h) => {
      const style = getComputedStyle(h);
      return { text: h.textContent?.trim().slice(0, 40), lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize) };
    });
    const styled = [...document.querySelectorAll('body *')]
      .filter((el) => visible(el) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .map((el) => ({ el, style: getComputedStyle(el) }))
      .filter(({ style }) => !['normal', '0px'].includes(style.letterSpacing) || style.textTransform !== 'none')
      .map(({ el, style }) => `${el.textContent?.trim().slice(0, 30)}: ${style.letterSpacing} ${style.textTransform}`);
    return {
      roles: {
        title: size('main h1, main [data-testid="slide"] h2'),
        section: size('main .heading-section'),
        // The largest block or card heading (the sector sidebar's title is one).
        block: Math.max(
          ...[...document.querySelectorAll('main :is(.heading-block, .heading-card)')]
            .filter(visible)
            .map((el) => parseFloat(getComputedStyle(el).fontSize)),
        ),
        eyebrow: size('main .tracking-wider'),
      },
      text: size('main p:not([class])'),
      headings,
      styled,
    };
  });
}

for (const path of scalePages) {
  for (const width of [360, 1280]) {
    const arPath = localizePath(path, 'ar');
    test(`${arPath} at ${width} px: Arabic title, section heading and eyebrow ≥ ${minArabicRatio} × English, section ≥ 1.2 × block heading, heading line height ≥ 1.3, no tracking or capitals`, async ({
      page,
    }) => {
      const en = await typeRoles(page, path, width);
      const ar = await typeRoles(page, arPath, width);
      expect(ar.roles.title, 'the page title was found').toBeDefined();
      let compared = 0;
      for (const role of ['title', 'section', 'eyebrow'] as const) {
        const [english, arabic] = [en.roles[role], ar.roles[role]];
        if (english === undefined || arabic === undefined) continue; // a role this page does not show at this width
        compared++;
        expect
          .soft(arabic, `${role}: Arabic ${arabic} px vs English ${english} px`)
          .toBeGreaterThanOrEqual(english * minArabicRatio - 0.01);
      }
      expect(compared, 'the title and at least one more role were compared').toBeGreaterThanOrEqual(2);
      // Block headings keep the English px (decision 0070): a section heading is at least 1.2 × them in both languages.
      for (const [language, roles] of [
        ['English', en.roles],
        ['Arabic', ar.roles],
      ] as const) {
        if (roles.section === undefined || !Number.isFinite(roles.block)) continue;
        expect
          .soft(roles.section / roles.block, `${language}: section ${roles.section} px / block ${roles.block} px`)
          .toBeGreaterThanOrEqual(1.2);
      }
      // …and the Arabic step from section to block is at least the English one (0067 had made it 1.21 against 1.27).
      if (
        ar.roles.section !== undefined &&
        en.roles.section !== undefined &&
        Number.isFinite(ar.roles.block) &&
        Number.isFinite(en.roles.block)
      )
        expect
          .soft(ar.roles.section / ar.roles.block, 'Arabic section / block vs English')
          .toBeGreaterThanOrEqual(en.roles.section / en.roles.block - 0.01);
      expect.soft(ar.headings.filter((h) => h.lineHeight < 1.3)).toEqual([]);
      if (ar.text !== undefined) expect.soft(ar.text, 'Arabic running text').toBeGreaterThanOrEqual(17);
      expect(ar.styled, 'letter-spaced or case-transformed Arabic text').toEqual([]);
    });
  }
}
