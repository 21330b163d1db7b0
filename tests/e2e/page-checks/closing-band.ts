/**
 * The closing band (decision 0073), on every-page's loads of /aboutus and /PartnersInfo in both
 * languages: at 360 px and 1280 px on the page loaded at that width, at 1024 and 768 px on the
 * same document re-laid out (the band's type steps at 48 and 64 rem media queries, which the
 * resize waits for: viewport.ts). A full-bleed navy band with no side rule, its heading and action
 * on the content grid, no hole between its text and its button at 1024 and 1280 px; both partner
 * pages' bands say "Book a demo", as the header and the menu do (decision 0078). Home:
 * dark only at the page's end.
 */
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteKey } from '../../../src/routes.ts';
import { strings } from '../pages.ts';

/** Pages whose closing band's geometry is measured, at 360, 768, 1024 and 1280 px. */
export const bandGeometryKeys: RouteKey[] = ['aboutus', 'partnersInfo'];

/**
 * The closing band's geometry and colours at one width: the content box of its container, the
 * heading's box and its longest line, the sentence and the primary action, every element of the
 * band with a start-side rule, and the colours.
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
      // The band's first action: "Book a demo", or the partner programme's own ask.
      action: along(band.querySelector('a')!.getBoundingClientRect()),
      ruled: [...band.querySelectorAll('*')]
        .filter((el) => el.tagName !== 'A' && parseFloat(getComputedStyle(el).borderInlineStartWidth) > 0)
        .map((el) => el.className),
      background: getComputedStyle(band).backgroundColor,
      navy,
      headingColour: getComputedStyle(heading).color,
    };
  });
}

/** Full-bleed navy with no side rule, heading and action on the content grid; two columns with no hole from 1024 px. */
export async function closingBandGeometry(page: Page, key: RouteKey, width: number, where: string) {
  const band = await closingBand(page);
  const at = `${where}: the closing band`;
  expect(Math.round(band.width), `${at}: full bleed`).toBe(width);
  expect(band.background, `${at}: brand-900`).toBe(band.navy);
  expect(band.headingColour, `${at}: a white heading`).toBe('rgb(255, 255, 255)');
  expect(band.ruled, `${at}: no rule at the side`).toEqual([]);
  expect(Math.abs(band.heading.start - band.content.start), `${at}: the heading at the content's start`).toBeLessThanOrEqual(1);
  if (width < 1024) {
    // One start edge: heading, sentence and button stacked.
    expect(Math.abs(band.action.start - band.content.start), `${at}: the button at the content's start`).toBeLessThanOrEqual(1);
    if (band.sentence) expect(Math.abs(band.sentence.start - band.content.start), at).toBeLessThanOrEqual(1);
    return;
  }
  // Two columns: the sentence and the button start one column gap (2.5rem) after the heading's
  // column, and the heading's longest line fills most of that column, so no hole opens between
  // what the band says and its button.
  expect(band.sentence, `${at}: the sentence is shown`).not.toBeNull();
  expect(Math.abs(band.action.start - band.sentence!.start), `${at}: sentence and button on one edge`).toBeLessThanOrEqual(1);
  expect(band.sentence!.start - band.heading.end, `${at}: the gap between the columns`).toBeLessThanOrEqual(2.5 * band.rem + 1);
  expect(band.sentence!.end, `${at}: the sentence reaches the content's end`).toBeGreaterThan(band.content.end - 48);
  if (key === 'aboutus')
    expect(band.longestLine / (band.heading.end - band.heading.start), `${at}: the heading's longest line`).toBeGreaterThan(0.75);
  // Equal columns until 80 rem: the heading keeps to two lines in both languages.
  expect(band.lines, `${at}: lines of the heading`).toBeLessThanOrEqual(2);
}

/**
 * At 1280 px, where the header's button is shown: both partner pages' closing bands say the site's
 * one primary label, "Book a demo", leading to the inquiry form (a partner starts with a demo, the
 * programme's band says so), beside the solutions hub; the band's heading may still ask to become a
 * partner. No own ask on either page; the header's button and the open menu's say it too.
 */
export async function partnerAsks(page: Page, key: RouteKey, locale: Locale, where: string) {
  const { primary } = strings[locale].cta;
  const band = page.getByTestId('cta-band');
  const header = page.locator('header [data-cta="primary"]:not(#menu *)');
  await expect(band.locator('[data-cta="primary"]'), `${where}: the band`).toHaveText(primary);
  await expect(band.locator('[data-cta="primary"]'), `${where}: the band`).toHaveAttribute(
    'href',
    `${locale === 'ar' ? '/ar' : ''}/contact#inquiry`,
  );
  await expect(page.locator('[data-cta="own"]'), `${where}: no own ask`).toHaveCount(0);
  await expect(band.getByRole('link'), `${where}: the band's two ways on`).toHaveCount(2);
  await expect(header, `${where}: the header`).toHaveText(primary);
  if (key === 'partnersInfo') await expect(page.locator('#menu [data-cta]'), `${where}: the menu`).toHaveText(primary);
}

/**
 * Dark only at the page's end (decision 0078): on home no section below the hero is navy (the
 * advantages, once navy, sit on white), and an accent rule parts the navy closing band from the
 * darker footer, so the two do not read as one 700–900 px dark block.
 */
export async function darkOnlyAtTheEnd(page: Page, where: string) {
  const dark = await page.locator('main [data-section]').evaluateAll((sections) =>
    sections
      .filter((s) => {
        const [r = 255, g = 255, b = 255] = (getComputedStyle(s).backgroundColor.match(/\d+/g) ?? []).map(Number);
        return getComputedStyle(s).backgroundColor !== 'rgba(0, 0, 0, 0)' && r + g + b < 200;
      })
      .map((s) => s.getAttribute('data-section')),
  );
  expect(dark, `${where}: navy sections inside main`).toEqual([]);
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
  expect(rule.width, `${where}: the rule atop the footer`).toBeGreaterThanOrEqual(3);
  expect([rule.band, rule.footer], `${where}: the rule's colour`).not.toContain(rule.color);
}
