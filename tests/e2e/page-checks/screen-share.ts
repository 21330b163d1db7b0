/**
 * From 64 rem a hero's screen takes 55 % of the hero or more, so its 10 px text shows at 10.5 px
 * or more at 1280 (a 640 px window at 556 px showed it at 8.7); the text column, narrower for it,
 * keeps its heading to three lines (decision 0065). Home, the hub, product and sector heroes, in
 * both languages, at 1280 px on every-page's load and at 1024 px on the same page re-laid out.
 */
import { expect, type Page } from '@playwright/test';
import type { RouteKey } from '../../../src/routes.ts';

export const screenShareKeys: readonly RouteKey[] = [
  'home',
  'solutions',
  'financial',
  'distribution',
  'hr',
  'featured',
  'industry',
  'pharmacy',
  'realEstate',
  'transportation',
];

export async function heroScreenShare(page: Page, where: string) {
  const measured = await page
    .locator('.page-hero')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const inner =
        el.getBoundingClientRect().width - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
      const heading = el.querySelector<HTMLElement>('h1, h2')!;
      return {
        share: el.querySelector('img.product-screen')!.getBoundingClientRect().width / inner,
        lines: Math.round(heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight)),
      };
    });
  expect(measured.share, `${where}: the share of the hero the screen takes`).toBeGreaterThanOrEqual(0.55);
  expect(measured.lines, `${where}: the hero heading's lines`).toBeLessThanOrEqual(3);
}
