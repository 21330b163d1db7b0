/**
 * One style per component (decision 0066), both languages:
 * - every table wears one style: the home proof band and the /PartnersInfo levels table share the
 *   header row (colour, weight, size, no fill), the body size, the rules, the padding, tabular
 *   figures, no zebra;
 * - the inline call-to-action strip and the closing band share one look (navy, white text, no
 *   side rule since decision 0073, the primary button), and
 *   no ask (inline strip, the product pages' contact card) stands within a screen above the
 *   closing band: never two asks back to back;
 * - a company hero's drawing has one frame: nothing inside its panel has a border all round or a
 *   shadow;
 * - the finder's hero says the sample notice nowhere (the directory says it once) and gives each
 *   level its count in words, in an element of its own.
 */
import { expect, test, type Locator } from '@playwright/test';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };
import { tokenColour } from './page-checks/colours.ts';
import { strings } from './pages.ts';

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
  test(`${locale}: the proof band and the partner levels table wear one table style at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const proof = await tableLook(page.locator('main table').first());
    await page.goto(`${prefix}/PartnersInfo`);
    const levels = await tableLook(page.getByTestId('partner-table'));
    expect(levels).toEqual(proof);
    expect(levels.zebra).toBe(false);
    expect(levels.numerals).toContain('tabular-nums');
    // A quiet header row: no fill.
    expect(levels.head?.[3]).toBe('rgba(0, 0, 0, 0)');
  });

  test(`${locale}: the inline strip and the closing band share one look`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/FinancialSystems`);
    // The block's fill, its text's colour, a rule at its start (none: decision 0073) and the primary button.
    const look = (block: string, text: string) =>
      page.locator(block).evaluate((el, textSelector) => {
        const s = getComputedStyle(el);
        const t = getComputedStyle(el.querySelector(textSelector)!);
        const b = getComputedStyle(el.querySelector('[data-cta="primary"]')!);
        const ruled = [...el.querySelectorAll('*')].some(
          (n) => n.tagName !== 'A' && parseFloat(getComputedStyle(n).borderInlineStartWidth) > 0,
        );
        return [s.backgroundColor, t.color, ruled, b.backgroundColor, b.minHeight, b.fontSize, b.borderRadius];
      }, text);
    const strip = await look('main [data-cta-block="inline"]', '.cta-strip-text');
    expect(strip).toEqual(await look('[data-cta-block="closing"]', '#closing-cta-heading'));
    // The brand's navy, white text, no rule.
    expect(strip.slice(0, 3)).toEqual([await tokenColour(page, 'brand-900'), 'rgb(255, 255, 255)', false]);
  });

  // An ask stacked right above the band is one whose foot nothing of the page's own content
  // follows: the band is then the next thing read. A column beside the sections is not stacked.
  for (const path of ['/solutions', '/aboutus', '/FinancialSystems', '/HumanResources', '/PartnersInfo', '/PartnersFinder'])
    test(`${locale} ${path}: no ask stands right above the closing band at 360, 768 and 1280 px`, async ({ page }) => {
      for (const width of [360, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix}${path}`);
        const stacked = await page.evaluate(() => {
          const asks = [...document.querySelectorAll('main [data-cta-block], main [data-testid="contact-aside"] > section')].filter(
            (el) => el.getBoundingClientRect().height > 0,
          );
          const content = [...document.querySelectorAll('main :is(h2, h3, p, li, img, table)')].filter(
            (el) => el.getBoundingClientRect().height > 0 && !asks.some((ask) => ask.contains(el)),
          );
          return asks
            .filter((ask) => !content.some((el) => el.getBoundingClientRect().top >= ask.getBoundingClientRect().bottom))
            .map((ask) => ask.textContent?.trim().slice(0, 40));
        });
        expect(stacked, `${width} px`).toEqual([]);
      }
    });

  for (const path of ['/aboutus', '/careers', '/contact', '/PartnersInfo', '/PartnersFinder'])
    test(`${locale} ${path}: the hero's drawing has one frame at 360 and 1280 px`, async ({ page }) => {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix}${path}`);
        const framed = await page
          .getByTestId('page-hero')
          .locator('.hero-panel')
          .evaluate((panel) =>
            [...panel.querySelectorAll('*')]
              .filter((el) => {
                const s = getComputedStyle(el);
                const boxed = ['Top', 'Right', 'Bottom', 'Left'].every(
                  (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
                );
                const { height } = el.getBoundingClientRect();
                // A pill (a level badge) is a label, not a frame.
                const pill = parseFloat(s.borderTopLeftRadius) >= height / 2;
                return height > 0 && !pill && (boxed || s.boxShadow !== 'none' || s.backgroundImage.includes('gradient'));
              })
              .map((el) => `${el.tagName}.${el.className}`),
          );
        expect(framed, `${width} px`).toEqual([]);
      }
    });

  test(`${locale}: the finder's hero says each level with its count in words, and the sample notice only above the directory`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/PartnersFinder`);
    const hero = page.getByTestId('page-hero');
    await expect(page.getByTestId('sample-caption')).toHaveCount(1);
    await expect(hero).not.toContainText(strings[locale].sampleCaption);
    const levels = hero.getByTestId('network-level');
    // One badge per country and level: as many as the directory has distinct pairs.
    expect(await levels.count()).toBe(new Set(partnerData.partners.map((p) => `${p.country.en}|${p.tier}`)).size);
    for (const level of await levels.all()) {
      const [badge, count] = await level.locator('> span').allTextContents();
      // The badge is the level's name only (no "· 1"); the count is words of its own ("1 partner" / «شريك واحد»).
      expect(badge).not.toMatch(/[0-9·]/);
      expect(count).toMatch(locale === 'en' ? /^\d+ partners?$/ : /شريك|شركاء/);
    }
  });
}
