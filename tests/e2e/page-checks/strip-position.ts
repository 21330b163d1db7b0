/**
 * Where a page asks for the demo (decisions 0034 and 0041; 0043 for the product pages' early ask):
 * at 360 and 768 px no page asks twice at its foot — an inline strip sits in the page's first half
 * (a product page's after its sections, a phone screen or more above its band) and the closing band (on sector pages the consultation form, decision 0059) ends it. Run on
 * every-page's load of each of the 42 pages at 360 px and on its load at 1280 px re-laid out at
 * 768 px; pages that end with their own action (no band, no form) are not measured.
 */
import { expect, type Page } from '@playwright/test';
import { productKeys, sectorKeys, type RouteKey } from '../../../src/routes.ts';

/**
 * Pages that show an inline strip at each width and end with the closing band or the form: a
 * strip must be found on each, so the check cannot pass on pages that lost their strips. The
 * product and sector pages' early ask is the strip on phones only; from 40 rem their hero's button
 * asks instead, so no page shows one at 768 px (a strip found there must still sit in the first half).
 */
export const stripKeys: Record<360 | 768, readonly RouteKey[]> = {
  360: [...productKeys.filter((key) => key !== 'solutions'), ...sectorKeys],
  768: [],
};

export async function stripInFirstHalf(page: Page, key: RouteKey, width: 360 | 768, where: string) {
  const { ends, strips, height, band } = await page.evaluate(() => {
    const end = document.querySelector('[data-cta-block="closing"], [data-testid="sector-inquiry"]');
    return {
      ends: end !== null,
      strips: [...document.querySelectorAll('main [data-cta-block="inline"]')]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .map((r) => ({ top: r.top + scrollY, bottom: r.bottom + scrollY })),
      height: document.documentElement.scrollHeight,
      band: end ? end.getBoundingClientRect().top + scrollY : 0,
    };
  });
  if (stripKeys[width].includes(key)) {
    expect(ends, `${where}: the page ends with the closing band or the form`).toBe(true);
    expect(strips.length, `${where}: inline strips`).toBeGreaterThan(0);
  }
  if (!ends) return;
  // A product page's strip follows its sections (2026-11-29: content first, templates.ts), so it
  // may sit past the middle; the page's fit and questions keep it a phone screen or more above the band.
  if (key !== 'solutions' && (productKeys as readonly RouteKey[]).includes(key)) {
    for (const { bottom } of strips)
      expect.soft(band - bottom, `${where}: between the strip and the closing band`).toBeGreaterThanOrEqual(740);
    return;
  }
  for (const { top } of strips) expect.soft(top, `${where}: the strip's top in a page of ${height} px`).toBeLessThan(height / 2);
}
