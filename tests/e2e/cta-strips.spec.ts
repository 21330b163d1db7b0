/**
 * Where a page asks for the demo (decisions 0034 and 0041; 0043 for the product pages' early ask):
 * at 360 and 768 px no page asks twice at its foot — an inline strip sits in the page's first
 * half and the closing band (on sector pages the consultation form, decision 0059) ends it. Every page of both languages, loaded once at 360 px and
 * resized to 768 px. One voice and one closing band per page: every-page.spec.ts.
 * The closing band itself (decision 0073): a full-bleed navy band with no side rule, its heading
 * and primary action on the content grid, no hole between its text and its button at 1024 and
 * 1280 px; on /PartnersInfo it asks "Become a partner", the header and the menu "Book a demo".
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { strings } from './pages.ts';
import { resizeTo } from './page-checks/viewport.ts';

/** The tops of the visible inline call-to-action strips in <main>, and the page's height. */
function stripTops(page: Page) {
  return page.evaluate(() => ({
    tops: [...document.querySelectorAll('main [data-cta-block="inline"]')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .map((r) => r.top + scrollY),
    height: document.documentElement.scrollHeight,
  }));
}

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const)
  test(`${locale}: at 360 and 768 px no page asks twice at its foot: an inline strip sits in the page's first half, the closing band ends it`, async ({
    page,
  }) => {
    // 21 pages, each measured at two widths, on one test's clock.
    test.setTimeout(120_000);
    const strips = { 360: 0, 768: 0 };
    for (const path of Object.values(routes).map((p) => (prefix && p === '/' ? prefix : `${prefix}${p}`))) {
      await page.setViewportSize({ width: 360, height: 900 });
      await page.goto(path);
      if ((await page.locator('[data-cta-block="closing"], [data-testid="sector-inquiry"]').count()) === 0) continue;
      for (const width of [360, 768] as const) {
        await resizeTo(page, width, 900);
        const { tops, height } = await stripTops(page);
        strips[width] += tops.length;
        for (const top of tops)
          expect.soft(top, `${path} at ${width} px: the strip's top in a page of ${height} px`).toBeLessThan(height / 2);
      }
    }
    // More than 5 in each language: more than 10 in all, as when both languages were one test.
    expect(strips[360], 'strips at 360 px').toBeGreaterThan(5);
    expect(strips[768], 'strips at 768 px').toBeGreaterThan(5);
  });

/**
 * The closing band's geometry and colours at one width (decision 0073): the content box of its
 * container, the heading's box and its longest line, the sentence and the primary action, every
 * element of the band with a start-side rule, and the colours.
 */
function closingBand(page: Page) {
  return page.getByTestId('cta-band').evaluate((band) => {
    const rtl = getComputedStyle(band).direction === 'rtl';
    // Edges along the line: 0 at the inline start, growing toward the end, in either direction.
    const along = (r: DOMRect) => (rtl ? { start: innerWidth - r.right, end: innerWidth - r.left } : { start: r.left, end: r.right });
    const inner = band.querySelector('.container-page')!;
    const pad = parseFloat(getComputedStyle(inner).paddingInlineStart);
    const box = along(inner.getBoundingClientRect());
    const heading = band.querySelector('h2')!;
    const range = document.createRange();
    range.selectNodeContents(heading);
    // One rect per run (a Latin run inside Arabic is its own, in its own font's height): runs
    // whose middles lie within one another's height are one line.
    const lines: { top: number; bottom: number; start: number; end: number }[] = [];
    for (const rect of range.getClientRects()) {
      const r = along(rect);
      const middle = (rect.top + rect.bottom) / 2;
      const line = lines.find((l) => middle > l.top && middle < l.bottom);
      if (line) Object.assign(line, { start: Math.min(line.start, r.start), end: Math.max(line.end, r.end) });
      else lines.push({ top: rect.top, bottom: rect.bottom, ...r });
    }
    const sentence = band.querySelector('p');
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-brand-900)';
    document.body.append(probe);
    const navy = getComputedStyle(probe).color;
    probe.remove();
    return {
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      width: band.getBoundingClientRect().width,
      content: { start: box.start + pad, end: box.end - pad },
      heading: along(heading.getBoundingClientRect()),
      longestLine: Math.max(...lines.map((l) => l.end - l.start)),
      lines: lines.length,
      sentence: sentence && sentence.getBoundingClientRect().height > 0 ? along(sentence.getBoundingClientRect()) : null,
      action: along(band.querySelector('[data-cta="primary"]')!.getBoundingClientRect()),
      ruled: [...band.querySelectorAll('*')]
        .filter((el) => el.tagName !== 'A' && parseFloat(getComputedStyle(el).borderInlineStartWidth) > 0)
        .map((el) => el.className),
      background: getComputedStyle(band).backgroundColor,
      navy,
      headingColour: getComputedStyle(heading).color,
    };
  });
}

/**
 * The partner programme's page asks for a partnership in its closing band (decision 0073), which
 * says "Become a partner" and leads to the inquiry form; the header's button and the open menu's
 * say the site's one primary label "Book a demo" there as everywhere (decision 0078); the finder,
 * whose readers are looking for a partner to buy from, keeps "Book a demo" in its band too.
 */
async function partnerAsks(page: Page, locale: 'en' | 'ar', prefix: string) {
  const { partner, primary } = strings[locale].cta;
  const band = page.getByTestId('cta-band').locator('[data-cta="primary"]');
  await expect(band).toHaveText(partner);
  await expect(band).toHaveAttribute('href', `${prefix}/contact#inquiry`);
  await expect(page.locator('header [data-cta="primary"]').first()).toHaveText(primary);
  await expect(page.getByTestId('mobile-cta')).toHaveText(primary);
  await page.goto(`${prefix}/PartnersFinder`);
  await expect(page.getByTestId('cta-band').locator('[data-cta="primary"]')).toHaveText(primary);
  await expect(page.locator('header [data-cta="primary"]').first()).toHaveText(primary);
}

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const)
  for (const path of ['/aboutus', '/PartnersInfo'])
    test(`${locale} ${path}: the closing band is full-bleed navy with no side rule, its heading and action on the content grid, no hole and a heading of at most two lines at 1024 and 1280 px${path === '/PartnersInfo' ? '; it asks readers to become partners, the header and the menu keep "Book a demo"; the finder asks for a demo' : ''}`, async ({
      page,
    }) => {
      for (const width of [360, 768, 1024, 1280]) {
        // Loaded at each width: type is measured (viewport.ts).
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}${path}`);
        const band = await closingBand(page);
        const at = `${width} px`;
        expect(Math.round(band.width), `${at}: full bleed`).toBe(width);
        expect(band.background, `${at}: brand-900`).toBe(band.navy);
        expect(band.headingColour, `${at}: a white heading`).toBe('rgb(255, 255, 255)');
        expect(band.ruled, `${at}: no rule at the side`).toEqual([]);
        expect(Math.abs(band.heading.start - band.content.start), `${at}: the heading at the content's start`).toBeLessThanOrEqual(1);
        if (width < 1024) {
          // One start edge: heading, sentence and button stacked.
          expect(Math.abs(band.action.start - band.content.start), `${at}: the button at the content's start`).toBeLessThanOrEqual(1);
          if (band.sentence) expect(Math.abs(band.sentence.start - band.content.start), at).toBeLessThanOrEqual(1);
          continue;
        }
        // Two columns: the sentence and the button start one column gap (2.5rem) after the
        // heading's column, and the heading's longest line fills most of that column, so no
        // hole opens between what the band says and its button.
        expect(band.sentence, `${at}: the sentence is shown`).not.toBeNull();
        expect(Math.abs(band.action.start - band.sentence!.start), `${at}: sentence and button on one edge`).toBeLessThanOrEqual(1);
        expect(band.sentence!.start - band.heading.end, `${at}: the gap between the columns`).toBeLessThanOrEqual(2.5 * band.rem + 1);
        expect(band.sentence!.end, `${at}: the sentence reaches the content's end`).toBeGreaterThan(band.content.end - 48);
        if (path === '/aboutus')
          expect(band.longestLine / (band.heading.end - band.heading.start), `${at}: the heading's longest line`).toBeGreaterThan(0.75);
        // Equal columns until 80 rem: the heading keeps to two lines in both languages.
        expect(band.lines, `${at}: lines of the heading`).toBeLessThanOrEqual(2);
      }
      // On the last load (1280 × 900), as the header's button is shown there.
      if (path === '/PartnersInfo')
        await test.step('/PartnersInfo asks its readers to become partners in the band; the finder asks for a demo', () =>
          partnerAsks(page, locale, prefix));
    });

/**
 * Dark only at the page's end (decision 0078): on home no section below the hero is navy (the
 * advantages, once navy, sit on white), and an accent rule parts the navy closing band from the
 * darker footer, so the two do not read as one 700–900 px dark block.
 */
for (const prefix of ['', '/ar'])
  test(`${prefix || '/'}: no navy section below the hero; an accent rule between the closing band and the footer`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const dark = await page.locator('main [data-section]').evaluateAll((sections) =>
      sections
        .filter((s) => {
          const [r = 255, g = 255, b = 255] = (getComputedStyle(s).backgroundColor.match(/\d+/g) ?? []).map(Number);
          return getComputedStyle(s).backgroundColor !== 'rgba(0, 0, 0, 0)' && r + g + b < 200;
        })
        .map((s) => s.getAttribute('data-section')),
    );
    expect(dark, 'navy sections inside main').toEqual([]);
    const rule = await page.getByTestId('site-footer').evaluate((footer) => {
      const style = getComputedStyle(footer);
      const band = footer.previousElementSibling;
      return {
        width: parseFloat(style.borderTopWidth),
        color: style.borderTopColor,
        band: band ? getComputedStyle(band).backgroundColor : '',
        footer: style.backgroundColor,
      };
    });
    expect(rule.width, 'the rule atop the footer').toBeGreaterThanOrEqual(3);
    expect([rule.band, rule.footer]).not.toContain(rule.color);
  });
