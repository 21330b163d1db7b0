import { expect, type Page } from '@playwright/test';

/**
 * Waits until every region that skipped the first layout (`.render-near-view`,
 * docs/decisions/0023-render-near-view.md) has been rendered. Until then Chromium has laid out
 * none of its content: no fonts, boxes or accessibility nodes to measure there.
 */
export async function everyRegionRendered(page: Page) {
  await expect(page.locator('.render-near-view:not([data-rendered])')).toHaveCount(0);
}
