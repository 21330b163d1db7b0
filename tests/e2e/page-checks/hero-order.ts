/**
 * On a phone (360 × 740 px, the page loaded at that width) a drawn hero's lead comes before the
 * drawing and starts in the first screen's upper half; on a product page the screen still comes
 * between the heading and the lead, as it is the page's subject (decision 0061).
 */
import { expect, type Page } from '@playwright/test';

async function leadAndVisual(page: Page) {
  const hero = page.getByTestId('page-hero');
  const lead = (await hero.locator('.page-hero-lead p').first().boundingBox())!;
  const visual = (await hero.locator('.page-hero-visual').boundingBox())!;
  return { lead, visual };
}

export async function leadBeforeDrawing(page: Page, where: string) {
  const { lead, visual } = await leadAndVisual(page);
  expect(lead.y, `${where}: the lead above the drawing`).toBeLessThan(visual.y);
  expect(lead.y, `${where}: the lead starts in the first screen's upper half`).toBeLessThan(450);
}

export async function screenBeforeLead(page: Page, where: string) {
  const { lead, visual } = await leadAndVisual(page);
  expect(visual.y, `${where}: the product screen above the lead`).toBeLessThan(lead.y);
}
