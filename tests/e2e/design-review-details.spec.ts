/**
 * Small design mends (decision 0045, amendment of 2026-11-26): a wrapped link keeps its arrow,
 * «300+» in order on the Arabic about page, the header marks Careers on a position's page, and
 * the home slide's screen, and every page hero's visual, starts at its text's start edge at 768 px.
 */
import { expect, test } from '@playwright/test';

test('at 360 px a wrapped "Read more about …" link keeps its arrow beside its last word', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const link = page.getByTestId('showcase-panel').first().locator('a:has(svg)').first();
  const { lines, gap, sameLine } = await link.evaluate((a) => {
    // The boxes of the label's text, line by line, and the arrow's.
    const text: DOMRect[] = [];
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      text.push(...[...range.getClientRects()].filter((r) => r.width > 0));
    }
    const svg = a.querySelector('svg')!.getBoundingClientRect();
    const last = text.at(-1)!;
    const lineTops = new Set(text.map((r) => Math.round(r.top)));
    return {
      lines: lineTops.size,
      gap: svg.left - last.right,
      sameLine: svg.top < last.bottom && svg.bottom > last.top,
    };
  });
  expect(lines, 'the label wraps at 360 px').toBeGreaterThan(1);
  expect(sameLine, 'the arrow on the last line').toBe(true);
  expect(gap, 'the arrow right after the last word').toBeLessThanOrEqual(12);
});

test('/ar/aboutus: «300+» keeps its plus after the digits (left to right)', async ({ page }) => {
  await page.goto('/ar/aboutus');
  const order = await page
    .getByTestId('facts')
    .locator('dd', { hasText: '+' })
    .evaluate((dd) => {
      const node = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT).nextNode()!;
      const x = (char: string) => {
        const range = document.createRange();
        const i = node.textContent!.indexOf(char);
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { plus: x('+'), digit: x('3') };
    });
  expect(order.plus).toBeGreaterThan(order.digit);
});

for (const prefix of ['', '/ar']) {
  test(`${prefix || 'en'}: the header marks Careers as current on a position's page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/careers/sales`);
    const careers = page.getByTestId('desktop-nav').locator(`a[href="${prefix}/careers"]`);
    await expect(careers).toHaveAttribute('aria-current', 'true');
    expect(await careers.evaluate((a) => getComputedStyle(a).boxShadow)).not.toBe('none');
    // The overview itself stays the current page.
    await page.goto(`${prefix}/careers`);
    await expect(careers).toHaveAttribute('aria-current', 'page');
  });

  test(`${prefix || 'en'}: at 768 px the home slide's screen starts at the text's start edge`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(prefix || '/');
    const slide = page.locator('[data-testid="slide"][data-active="true"]');
    const edges = await slide.evaluate((el) => {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const start = (sel: string) => {
        const r = el.querySelector(sel)!.getBoundingClientRect();
        return rtl ? r.right : r.left;
      };
      return { text: start('h2'), screen: start('.page-hero-visual') };
    });
    expect(Math.abs(edges.screen - edges.text)).toBeLessThanOrEqual(1);
  });

  test(`${prefix || 'en'}: at 768 px a product page's hero screen starts at its heading's start edge`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${prefix}/FinancialSystems`);
    const edges = await page.getByTestId('page-hero').evaluate((el) => {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const start = (sel: string) => {
        const r = el.querySelector(sel)!.getBoundingClientRect();
        return rtl ? r.right : r.left;
      };
      return { text: start('h1'), screen: start('.page-hero-visual') };
    });
    expect(Math.abs(edges.screen - edges.text)).toBeLessThanOrEqual(1);
  });
}
