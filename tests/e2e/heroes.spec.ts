/**
 * Decision 0036, beyond what every-page.spec.ts checks on each page's one load (drawn heroes,
 * the sector pages' second screen, the 404 panel): the branch map's geography, and sector cards
 * that fold their bullets behind "Show all N" with every item still in the page (the language
 * hint: language-hint.spec.ts).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

test.describe('the branch map', () => {
  test('the branch map places the five branches of branches.json where they are, in the page language', async ({ page }) => {
    await page.goto('/ar/contact');
    const map = page.getByTestId('branch-map');
    await expect(map).toHaveAttribute('role', 'img');
    await expect(map).toHaveAttribute('aria-label', /الرياض.*المقر الرئيسي/);
    const at = async (id: string) => {
      const box = (await map.locator(`[data-branch="${id}"] .branch-map-dot`).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const [sa, eg, sd, tr, us] = await Promise.all(['saudi-arabia', 'egypt', 'sudan', 'turkey', 'usa'].map(at));
    // West to east and north to south as on a map, in Arabic too (geography does not mirror).
    expect(us!.x).toBeLessThan(tr!.x);
    expect(tr!.x).toBeLessThan(eg!.x);
    expect(eg!.x).toBeLessThan(sd!.x);
    expect(sd!.x).toBeLessThan(sa!.x);
    expect(tr!.y).toBeLessThan(eg!.y);
    expect(eg!.y).toBeLessThan(sa!.y);
    expect(sa!.y).toBeLessThan(sd!.y);
    await expect(map.locator('[data-branch]')).toHaveCount(5);
    await expect(map.locator('text').first()).toHaveText(/[\u0600-\u06ff]/);
  });
});

/** Bullets of a feature block a reader sees without pressing anything. */
async function visibleBullets(block: Locator): Promise<number> {
  return block.locator('li').evaluateAll((items) => items.filter((li) => li.checkVisibility()).length);
}

async function checkCards(page: Page) {
  const blocks = await page.locator('details.feature-block').all();
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const total = await block.locator('li').count();
    expect(await visibleBullets(block)).toBe(Math.min(3, total));
    if (total > 3) {
      const toggle = block.locator('.more-items-card > summary');
      await expect(toggle).toBeVisible();
      await toggle.click();
      expect(await visibleBullets(block)).toBe(total);
      // Folded again, so the next width starts from the page as loaded.
      await toggle.click();
      expect(await visibleBullets(block)).toBe(3);
    }
  }
}

test.describe('sector cards', () => {
  for (const path of ['/industry', '/ar/pharmacy', '/ar/maintenance']) {
    // From 64 rem the cards show every bullet (sector-layout.spec.ts).
    test(`${path} at 768 px: each card shows at most three bullets, the rest one click away`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto(path);
      await checkCards(page);
    });
  }

  test('the toggle counts every bullet, with Arabic number agreement', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/industry');
    // The first advantages group of industry has four bullets: «عرض الكل (4 بنود)».
    const block = page.getByTestId('advantages').locator('details.feature-block').first();
    const total = await block.locator('li').count();
    await expect(block.locator('.more-items-open')).toHaveText(`عرض الكل (${total} ${total <= 10 ? 'بنود' : 'بندًا'})`);
    await page.goto('/industry');
    await expect(page.getByTestId('advantages').locator('.more-items-open').first()).toHaveText(/^Show all \d+$/);
  });
});
