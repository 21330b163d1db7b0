import { expect, type Page } from '@playwright/test';

/**
 * Waits until the island holding `testId` has hydrated (Astro drops the `ssr` attribute).
 * Most islands hydrate on the visitor's first interaction (`client:interaction`,
 * docs/decisions/0016), so a pointer event is sent to the island first; islands that hydrate
 * after load (the slider) are simply waited for. The event is dispatched rather than a hover
 * performed: a hover waits for the element to be "stable" over animation frames, and on a loaded
 * CI host one such wait hung for the test's whole minute (stop 40).
 */
export async function hydrated(page: Page, testId: string) {
  const island = page.getByTestId(testId).first();
  await island.scrollIntoViewIfNeeded();
  const client = await island.evaluate((el) => el.closest('astro-island')?.getAttribute('client'));
  if (client === 'interaction') await island.dispatchEvent('pointerover');
  await expect(page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first()).toBeAttached({ timeout: 15_000 });
}

/**
 * Lets the tasks React has already posted finish while Playwright's clock is paused: React renders
 * and runs effects in tasks it posts through MessageChannel, which the fake clock leaves alone, so
 * two posted round trips let a render queued by a timer finish before the next check.
 */
export async function settleReactTasks(page: Page) {
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
}
