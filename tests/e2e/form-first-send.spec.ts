import { expect, test, type Page } from '@playwright/test';
import { interpolate } from '../../src/i18n/interpolate.ts';
import { strings } from './pages.ts';
import { positionRoutes, positions } from '../support/positions.ts';

/**
 * "Send" before the form's island has hydrated (client:interaction): the browser's own refusal is
 * held back until the form validates itself (the contact form's cases are in forms.spec.ts).
 */

/** Counts `invalid` events nobody prevented: the browser opens its bubble on the first such field. */
async function countBubbles(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bubbles: number };
    w.bubbles = 0;
    addEventListener('invalid', (event) => setTimeout(() => (w.bubbles += event.defaultPrevented ? 0 : 1)), true);
  });
  return () => page.evaluate(() => (window as unknown as { bubbles: number }).bubbles);
}

test('ar: at 360 px, a first tap on the application form\'s "Send" shows the inline errors, not the bubble', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const bubbles = await countBubbles(page);
  await page.goto(`/ar${positionRoutes[positions[0]!]!}`);
  const form = page.getByTestId('application-form');
  await expect(page.locator('astro-island[ssr] [data-testid="application-form"]')).toBeAttached();
  await form.getByTestId('application-submit').tap();
  // The position page chose its position: the name is the first field left empty.
  await expect(form.locator('#application-name-error')).toHaveText(strings.ar.errors.nameRequired);
  await expect(form.locator('[name="name"]')).toBeFocused();
  // The summary counts the fields left to correct (the CV's among them).
  await expect(form.getByTestId('form-status')).toHaveText(interpolate(strings.ar.errors.fixFields, { count: 5 }, 'ar'));
  expect(await bubbles()).toBe(0);
  await context.close();
});

test('when the form island fails to load, "Send" on an empty form gets the browser\'s own validation again', async ({ page }) => {
  const bubbles = await countBubbles(page);
  await page.addInitScript(() => addEventListener('astro:hydration-error', () => document.body.setAttribute('data-failed', '')));
  await page.goto('/contact');
  const island = page.locator('astro-island', { has: page.getByTestId('inquiry-form') });
  const component = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
  // Astro retries the import once, with a query: both attempts fail.
  await page.route(
    (url) => url.pathname === component,
    (route) => route.abort(),
  );
  const send = page.getByTestId('inquiry-submit');
  await send.click();
  await expect(page.locator('body[data-failed]')).toBeAttached();
  await expect(island).toHaveAttribute('ssr', '');
  await send.click();
  // One per empty field: the five the form has.
  await expect.poll(bubbles).toBe(5);
});
