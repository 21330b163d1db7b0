import { expect, test, type Page } from '@playwright/test';
import { everyRegionRendered } from './rendered.ts';

/**
 * Regions below the first screen (.render-near-view) skip their layout while the page loads and
 * are rendered one per frame after the first paint (docs/decisions/0023-render-near-view.md).
 * What must hold: the first frame really skips them, nothing shifts on a phone in either
 * direction, every region ends up rendered and in the accessibility tree, and without scripts
 * nothing is skipped at all.
 */

/** A phone as Lighthouse emulates one: with `isMobile` Chromium widens the layout viewport to
 * overflowing content, which is how an over-wide skipped region shifted Arabic pages. */
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const pages = ['/ar/contact', '/contact', '/ar/careers', '/ar', '/FinancialSystems'];

/** What `watchRendering` records on the page's window. */
type Watched = { skipped: string[]; shifts: number[] };

/** Records, from before the first byte, which regions Chromium skipped and every layout shift. */
async function watchRendering(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.skipped = [];
    w.shifts = [];
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        const target = event.target as HTMLElement;
        if ((event as ContentVisibilityAutoStateChangeEvent).skipped) w.skipped.push(target.dataset['testid'] ?? target.tagName.toLowerCase());
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('regions below the first screen', () => {
  test.use(phone);

  for (const path of pages) {
    test(`${path}: the footer skips the first layout, then every region renders; no shift, no sideways overflow`, async ({ page }) => {
      await watchRendering(page);
      await page.goto(path);
      await everyRegionRendered(page);
      const { skipped, shifts, overflow } = await page.evaluate(() => {
        const w = window as unknown as Watched;
        return { skipped: w.skipped, shifts: w.shifts, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
      });
      expect(skipped).toContain('site-footer');
      expect(shifts).toEqual([]);
      // A skipped region estimates its block size only; an inline size as well would widen the
      // page while it is skipped (and shift an Arabic page sideways when it renders).
      expect(overflow).toBe(0);
    });
  }

  test('/ar/careers: once rendered, the footer and the last section are in the accessibility tree', async ({ page }) => {
    await page.goto('/ar/careers');
    await everyRegionRendered(page);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const headings = nodes.filter((node) => !node.ignored && node.role?.value === 'heading').map((node) => String(node.name?.value ?? ''));
    const expected = await page.locator('main section[data-section] h2, footer h2').allTextContents();
    expect(expected.length).toBeGreaterThan(3);
    for (const text of expected) expect(headings).toContain(text.trim());
  });

  test('a region scrolled to before it rendered shows its content', async ({ page }) => {
    await page.goto('/ar/contact#inquiry');
    const firstField = page.getByTestId('inquiry-form').getByRole('textbox').first();
    await expect(firstField).toBeInViewport();
    await expect(firstField).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test('no region is skipped', async ({ page }) => {
    await page.goto('/ar/careers');
    const values = await page.locator('.render-near-view').evaluateAll((regions) => regions.map((region) => getComputedStyle(region).contentVisibility));
    expect(values.length).toBeGreaterThan(2);
    expect(new Set(values)).toEqual(new Set(['visible']));
  });
});
