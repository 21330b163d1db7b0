import { expect, type Page } from '@playwright/test';

/**
 * Waits until the island holding `testId` has hydrated (Astro drops the `ssr` attribute).
 * Most islands hydrate on the visitor's first interaction (`client:interaction`,
 * docs/decisions/0016), so the pointer is moved onto the island first; islands that hydrate
 * after load (the slider) are simply waited for.
 */
export async function hydrated(page: Page, testId: string) {
  const island = page.getByTestId(testId).first();
  await island.scrollIntoViewIfNeeded();
  const client = await island.evaluate((el) => el.closest('astro-island')?.getAttribute('client'));
  if (client === 'interaction') await island.hover({ position: { x: 2, y: 2 } });
  await expect(page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first()).toBeAttached({ timeout: 15_000 });
}
