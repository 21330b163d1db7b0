/**
 * One style per component (decision 0066), both languages: every table wears one style — the home
 * proof band and the /PartnersInfo levels table share the header row (colour, weight, size, no
 * fill), the body size, the rules, the padding, tabular figures, no zebra. The component checks
 * that need one page only run on every-page's loads (page-checks/one-style.ts).
 */
import { expect, test, type Locator } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProofBand } from '../../src/components/sections/ProofBand.tsx';

/**
 * The home proof band lists confirmed partners only (decision 0072) and there is none yet, so its
 * table is rendered here as the home page would render one entry, and set into the page beside
 * the levels table: tables.css styles both, and the home and partner pages' sheets import it.
 */
const proofBandHtml = renderToStaticMarkup(
  createElement(ProofBand, {
    id: 'proof-sample',
    heading: 'Partners',
    text: 'Certified partners.',
    entries: [{ id: 'p1', name: 'Example Partner', city: 'Riyadh', country: 'Saudi Arabia', separator: ', ' }],
    columns: { name: 'Partner', level: 'Level', place: 'City, country' },
    links: [],
    testId: 'proof-sample',
  }),
);

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** The computed styles that make a table's look, read from its header cell, body cells and rows. */
function tableLook(table: Locator) {
  return table.evaluate((t) => {
    const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
    const head = css(t.querySelector('thead th'));
    const cell = css(t.querySelector('tbody td'));
    const rowHead = css(t.querySelector('tbody th'));
    const rows = [...t.querySelectorAll('tbody tr')].map((r) => getComputedStyle(r).backgroundColor);
    return {
      head: head && [head.color, head.fontWeight, head.fontSize, head.backgroundColor],
      cell: cell && [
        cell.fontSize,
        cell.paddingTop,
        cell.paddingInlineStart,
        cell.borderTopWidth,
        cell.borderTopColor,
        cell.borderTopStyle,
      ],
      rowHead: rowHead && [rowHead.color, rowHead.fontWeight],
      numerals: getComputedStyle(t).fontVariantNumeric,
      zebra: new Set(rows).size > 1,
    };
  });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: the proof band's table and the partner levels table wear one table style at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/PartnersInfo`);
    await page.locator('main').evaluate((main, html) => main.insertAdjacentHTML('beforeend', html), proofBandHtml);
    const proof = await tableLook(page.getByTestId('proof-sample'));
    const levels = await tableLook(page.getByTestId('partner-table'));
    expect(levels).toEqual(proof);
    expect(levels.zebra).toBe(false);
    expect(levels.numerals).toContain('tabular-nums');
    // A quiet header row: no fill.
    expect(levels.head?.[3]).toBe('rgba(0, 0, 0, 0)');
  });
}
