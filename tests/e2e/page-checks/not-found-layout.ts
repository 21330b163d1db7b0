/**
 * The 404 page at 1280 px (decision 0045): its panel of ways on lines up with the text column,
 * both edges within a pixel of the lead paragraph's.
 */
import { expect, type Page } from '@playwright/test';

export async function notFoundPanelAligned(page: Page) {
  const lead = (await page.getByTestId('not-found').locator('h1 + p').boundingBox())!;
  const panel = (await page.getByTestId('not-found-panel').boundingBox())!;
  expect(Math.abs(panel.x - lead.x), 'the 404 panel starts with the text column').toBeLessThanOrEqual(1);
  expect(Math.abs(panel.x + panel.width - (lead.x + lead.width)), 'the 404 panel ends with the text column').toBeLessThanOrEqual(1);
}
