/**
 * The product pages' sticky side navigation (styles/side-nav-layouts.css) on a laptop window:
 * every item is either wholly inside the list's visible box or the list shows that it scrolls, its
 * end fading out while items lie below (none cut through its text with no sign of more); where the
 * list fits nothing fades. Keyboard access: each item reached with the arrow keys stops wholly
 * visible, clear of the fade. At 1280 × 720 and × 900 every list fits (below 66 rem of height only
 * the chosen item shows its outcome); at × 600 the twelve finance items do not, and fade. Both
 * languages, with and without the language hint (shown to a browser preferring the other language).
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration.ts';

const paths = ['/FinancialSystems', '/DistributionSystems', '/HumanResources', '/FeaturedSystems'];

/** The list's box, its items' bottoms and how deep the fade at its end reaches (0: none). */
function read(page: Page) {
  return page.getByTestId('side-nav').evaluate(async (root) => {
    // The scroll timeline's new value is applied with the next frame.
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    const nav = root.querySelector<HTMLElement>('.tabs-nav')!;
    const box = nav.getBoundingClientRect();
    const style = getComputedStyle(nav);
    // The mask's gradient turns transparent 3 rem before its own end; its height is the box's
    // plus `extra` px, so the fade covers the box's last (3 rem - extra) px.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const height = style.maskSize.split(' ')[1] ?? '';
    const extra = height === '100%' ? 0 : Number(/\+ ([\d.]+)px/.exec(height)?.[1] ?? 3 * rem);
    const fade = style.maskImage === 'none' ? 0 : Math.max(0, 3 * rem - extra);
    const bottoms = [...nav.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect().bottom);
    const focused = document.activeElement?.getBoundingClientRect();
    return {
      rem,
      top: box.top,
      bottom: box.top + nav.clientHeight,
      overflows: nav.scrollHeight > nav.clientHeight,
      fade,
      bottoms,
      focused: focused && { top: focused.top, bottom: focused.bottom },
    };
  });
}

for (const prefix of ['', '/ar']) {
  for (const path of paths) {
    test(`${prefix}${path}: every side-nav item wholly visible or the list's end fading while more lies below`, async ({ browser }) => {
      for (const height of [600, 720, 900]) {
        for (const hint of [false, true]) {
          const state = `${height} px tall, ${hint ? 'with' : 'without'} the language hint`;
          const locale = (prefix === '/ar') === hint ? 'en-US' : 'ar-SA';
          const context = await browser.newContext({ locale, viewport: { width: 1280, height } });
          const page = await context.newPage();
          await page.goto(`${prefix}${path}`);
          await expect(page.locator('#lang-suggestion')).toBeVisible({ visible: hint });
          await hydrated(page, 'side-nav');
          // Scrolled to where the list sticks under the header (6 rem from the window's top).
          await page.getByTestId('side-nav').evaluate((root) => {
            const nav = root.querySelector('.tabs-nav')!;
            const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
            window.scrollBy(0, nav.getBoundingClientRect().top - 6 * rem);
          });
          const rest = await read(page);
          expect(Math.abs(rest.top - 6 * rest.rem), state).toBeLessThan(1);
          const cut = rest.bottoms.filter((bottom) => bottom > rest.bottom + 0.5);
          if (height >= 720) expect(rest.overflows, `${state}: every item fits`).toBe(false);
          if (path === '/FinancialSystems' && height === 600) expect(rest.overflows, state).toBe(true);
          if (rest.overflows) expect(cut.length, state).toBeGreaterThan(0);
          // A full 3 rem fade where items lie below; none where every item fits.
          expect(rest.fade, state).toBeCloseTo(cut.length > 0 ? 3 * rest.rem : 0, 0);

          await page.getByTestId('side-nav').getByRole('tab').first().focus();
          for (let i = 1; i < rest.bottoms.length; i++) {
            await page.keyboard.press('ArrowDown');
            const now = await read(page);
            const reached = `${state}, item ${i + 1}`;
            expect(now.focused!.top, reached).toBeGreaterThanOrEqual(now.top);
            expect(now.focused!.bottom, reached).toBeLessThanOrEqual(now.bottom - now.fade + 0.5);
          }
          // At the list's end the fade is gone and the last item wholly shown.
          const end = await read(page);
          expect(end.fade, state).toBeCloseTo(0, 0);
          expect(end.bottoms.at(-1)!, state).toBeLessThanOrEqual(end.bottom + 0.5);
          await context.close();
        }
      }
    });
  }
}
