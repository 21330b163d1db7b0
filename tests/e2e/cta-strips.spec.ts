/**
 * Where a page asks for the demo (decisions 0034 and 0041; 0043 for the product pages' early ask):
 * at 360 and 768 px no page asks twice at its foot — an inline strip sits in the page's first
 * half and the closing band (on sector pages the consultation form, decision 0059) ends it. Every page of both languages, loaded once at 360 px and
 * resized to 768 px. One voice and one closing band per page: every-page.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes.ts';
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
