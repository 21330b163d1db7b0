// The product pages ask for a demo twice from top to bottom, at every width (decision 0043): once
// early (the header's button from 40 rem, the strip under the hero below it, where the header
// keeps its button in the menu) and once in the closing band. A third ask in between (the contact
// column's card) reads as pushy.
import { expect, test } from '@playwright/test';
import { strings } from './pages.ts';

const paths = ['/FinancialSystems', '/DistributionSystems', '/HumanResources', '/FeaturedSystems'];

for (const prefix of ['', '/ar'] as const) {
  for (const path of paths) {
    for (const width of [360, 768, 1280]) {
      test(`${prefix}${path} at ${width} px: a demo is asked for twice, early and in the closing band`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}${path}`);
        const primary = strings[prefix ? 'ar' : 'en'].cta.primary;
        // Every link a visitor can see that asks for the demo, by its words or its mark.
        const asks = page.locator('a[data-cta="primary"]').or(page.locator('a', { hasText: primary }));
        const visible = [];
        for (const link of await asks.all()) if (await link.isVisible()) visible.push(link);
        expect(visible.length, 'visible asks for a demo').toBe(2);
        await expect(visible[1]!.locator('xpath=ancestor::*[@data-cta-block="closing"]')).toHaveCount(1);
      });
    }
  }
}
