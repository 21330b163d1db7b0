import { expect, type Page } from '@playwright/test';

/**
 * Waits until the island holding `testId` has hydrated (Astro drops the `ssr` attribute).
 * Islands load `client:visible`, so it is scrolled into view first.
 */
export async function hydrated(page: Page, testId: string) {
  await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first()).toBeAttached({ timeout: 15_000 });
}
