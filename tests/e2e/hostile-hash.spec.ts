import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';

/**
 * Links are shared with anything after `#`. A hash that does not decode (`#%E0`, half an
 * escape), names no tab, or is very long must leave every tabbed island mounted with its first
 * tab open, and the next valid hash must still work (decision 0012).
 */
const tabbed = [
  { path: '/careers', testId: 'careers-tabs' },
  { path: '/pharmacy', testId: 'pharmacy-tabs' },
  { path: '/FinancialSystems', testId: 'side-nav' },
  { path: '/DistributionSystems', testId: 'side-nav' },
  { path: '/HumanResources', testId: 'side-nav' },
  { path: '/FeaturedSystems', testId: 'side-nav' },
] as const;

const hostileHashes = ['#%E0', '#%E0%A4%A', '#%', '#no-such-section', `#${'%41'.repeat(3000)}`, '#<script>alert(1)</script>', '#%00'];

for (const { path, testId } of tabbed) {
  test(`${path} and /ar${path}: hostile hashes leave the tabs mounted and working`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const prefix of ['', '/ar']) {
      await test.step(`${prefix}${path}`, async () => {
        for (const hash of hostileHashes) {
          await page.goto(`${prefix}${path}${hash}`);
          await hydrated(page, testId);
          const tabs = page.getByTestId(testId).getByRole('tab');
          await expect(tabs.first(), hash).toBeVisible();
          await expect(tabs.first(), hash).toHaveAttribute('aria-selected', 'true');
          await expect(page.locator('[role="tabpanel"]:visible'), hash).toHaveCount(1);
        }
        // After all that, a hash change to a real tab still opens it.
        const second = page.getByTestId(testId).getByRole('tab').nth(1);
        const target = await second.getAttribute('aria-controls');
        await page.evaluate((id) => (window.location.hash = `#${id}`), target);
        await expect(second).toHaveAttribute('aria-selected', 'true');
      });
    }
    expect(errors).toEqual([]);
  });
}
