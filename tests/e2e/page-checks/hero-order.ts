/**
 * On a phone (360 × 740 px, the page loaded at that width) a hero's lead comes before its visual
 * and starts in the first screen's upper half: a drawing's (decision 0061) and, since review 17
 * (2026-11-29), a product screen's, whose top still shows in the first screen (it came between the
 * heading and the lead, and the pitch started under the fold).
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

export async function leadBeforeScreen(page: Page, where: string) {
  const { lead, visual } = await leadAndVisual(page);
  expect(lead.y, `${where}: the lead above the product screen`).toBeLessThan(visual.y);
  expect(lead.y, `${where}: the lead starts in the first screen's upper half`).toBeLessThan(450);
  expect(visual.y, `${where}: the screen's top in the first screen`).toBeLessThan(600);
}
