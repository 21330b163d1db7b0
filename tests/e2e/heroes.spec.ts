/**
 * Decision 0036: the company pages' heroes are drawings in the product screens' language (no
 * clipart), sector cards fold their bullets behind "Show all N" with every item still in the
 * page, and each sector page shows a second product screen part-way down (the language hint:
 * language-hint.spec.ts).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { standardSectorCounts } from '../../src/content/schemas/sector.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes, sectorKeys } from '../../src/routes.ts';
import { sectorBodyScreens } from '../../src/components/sectors/body-screens.ts';
import { positionRoutes } from '../support/positions.ts';

const drawings: [string, string][] = [
  [routes.aboutus, 'branch-map'],
  [routes.contact, 'branch-map'],
  [routes.careers, 'open-positions'],
  ...Object.values(positionRoutes).map((path): [string, string] => [path, 'open-positions']),
  [routes.partnersInfo, 'partner-levels'],
  [routes.partnersFinder, 'partner-levels'],
];

test.describe('company page heroes', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const [route, testId] of drawings) {
      const path = localizePath(route, locale);
      test(`${path}: the hero is the ${testId} drawing, with no image in it`, async ({ page }) => {
        await page.goto(path);
        const hero = page.getByTestId('page-hero');
        await expect(hero.getByTestId(testId)).toBeVisible();
        await expect(hero.locator('img')).toHaveCount(0);
        await expect(hero.locator('.hero-illustration')).toHaveCount(0);
      });
    }
    const solutions = localizePath(routes.solutions, locale);
    test(`${solutions}: the hero shows the product (a screen), not an illustration`, async ({ page }) => {
      await page.goto(solutions);
      const hero = page.getByTestId('page-hero');
      await expect(hero.locator('picture img')).toHaveCount(1);
      await expect(hero.locator('img[src*="/illustrations/"], img[src$=".svg"]')).toHaveCount(0);
    });
    const notFound = locale === 'ar' ? '/ar/no-such-page' : '/no-such-page';
    test(`${notFound}: the 404 panel offers the search and the main pages, no image`, async ({ page }) => {
      await page.goto(notFound);
      const panel = page.getByTestId('not-found-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('not-found-search')).toHaveAttribute('data-search-open', '');
      await expect(panel.locator('.not-found-link')).toHaveCount(6);
      await expect(page.getByTestId('not-found').locator('img')).toHaveCount(0);
    });
  }

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
    }
  }
}

test.describe('sector cards and the body screen', () => {
  for (const width of [768, 1024, 1280]) {
    for (const path of ['/industry', '/ar/pharmacy', '/ar/maintenance']) {
      test(`${path} at ${width} px: each card shows at most three bullets, the rest one click away`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await checkCards(page);
      });
    }
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

  for (const prefix of ['', '/ar']) {
    for (const key of sectorKeys) {
      const path = `${prefix}${routes[key]}`;
      test(`${path}: every spec item in the page and a second product screen part-way down`, async ({ page }) => {
        await page.goto(path);
        if (key in standardSectorCounts)
          await expect(page.getByTestId('advantages').locator('li')).toHaveCount(
            standardSectorCounts[key as keyof typeof standardSectorCounts],
          );
        const screen = page.locator('.sector-layout [data-testid="sector-screen"] img.product-screen');
        await expect(screen).toHaveCount(1);
        await expect(screen).toHaveAttribute('loading', 'lazy');
        const alt = (await screen.getAttribute('alt')) ?? '';
        expect(alt.length).toBeGreaterThan(30);
        if (prefix) expect(alt).toMatch(/[\u0600-\u06ff]/);
        const src = (await screen.getAttribute('src')) ?? '';
        expect(src).toContain(`${sectorBodyScreens[key]}.${prefix ? 'ar' : 'en'}.`);
        const heroSrc = (await page.locator('[data-testid="page-hero"] img.product-screen').getAttribute('src')) ?? '';
        expect(heroSrc).not.toContain(`/${sectorBodyScreens[key]}.`);
        // Part-way down: after the feature blocks, before the software section.
        const [screenTop, blocksTop, softwareTop] = await Promise.all([
          screen.evaluate((el) => el.getBoundingClientRect().top + scrollY),
          page
            .locator('details.feature-block')
            .first()
            .evaluate((el) => el.getBoundingClientRect().top + scrollY),
          page.getByTestId('software-items').evaluate((el) => el.getBoundingClientRect().top + scrollY),
        ]);
        expect(screenTop).toBeGreaterThan(blocksTop);
        expect(screenTop).toBeLessThan(softwareTop);
      });
    }
  }
});
