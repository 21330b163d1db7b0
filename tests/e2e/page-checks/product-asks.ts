/**
 * The product pages' content asks for a demo twice from top to bottom, at every width (decision
 * 0043, amended by 0090): once early (the hero's button, in a phone's first screen too) and
 * once in the closing band; the header's button is the site's, on every page. A third ask in
 * between (the contact column's card) reads as pushy. Checked at 1280, 768 and 360 px on
 * every-page's loads.
 */
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteKey } from '../../../src/routes.ts';
import { strings } from '../pages.ts';

export const twoAskKeys: readonly RouteKey[] = ['financial', 'distribution', 'hr', 'featured'];

export async function demoAskedTwice(page: Page, locale: Locale, where: string) {
  // Every link a visitor can see that asks for the demo, by its words or its mark.
  const asks = page.locator('a[data-cta="primary"]').or(page.locator('a', { hasText: strings[locale].cta.primary }));
  const visible = [];
  for (const link of await asks.all())
    if ((await link.isVisible()) && !(await link.evaluate((a) => a.closest('header') !== null))) visible.push(link);
  expect(visible.length, `${where}: visible asks for a demo`).toBe(2);
  await expect(
    visible[1]!.locator('xpath=ancestor::*[@data-cta-block="closing"]'),
    `${where}: the second ask is the closing band's`,
  ).toHaveCount(1);
}
