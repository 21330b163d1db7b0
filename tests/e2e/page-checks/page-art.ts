/**
 * What a page shows besides its words (decision 0036): company pages' heroes are drawings in the
 * product screens' language (no clipart, no image), the 404 page a panel of ways on, /solutions
 * shows a product screen, and each
 * sector page shows every spec item and a second product screen part-way down.
 */
import { expect, type Page } from '@playwright/test';
import { standardSectorCounts } from '../../../src/content/schemas/sector.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { sectorKeys, type RouteKey, type SectorKey } from '../../../src/routes.ts';
import { sectorBodyScreens } from '../../../src/components/sectors/body-screens.ts';

/** The drawing each company page's hero holds, one per page (the job position pages: position-facts). */
export const heroDrawings: Partial<Record<RouteKey, string>> = {
  aboutus: 'about-platform',
  contact: 'branch-map',
  careers: 'office-roles',
  partnersInfo: 'partner-levels',
};

export async function drawnHero(page: Page, testId: string) {
  const hero = page.getByTestId('page-hero');
  await expect(hero.getByTestId(testId)).toBeVisible();
  await expect(hero.locator('img')).toHaveCount(0);
  await expect(hero.locator('.hero-illustration')).toHaveCount(0);
}

export async function solutionsHero(page: Page) {
  const hero = page.getByTestId('page-hero');
  await expect(hero.locator('picture img')).toHaveCount(1);
  await expect(hero.locator('img[src*="/illustrations/"], img[src$=".svg"]')).toHaveCount(0);
}

/** The 404 page: the search and the main pages drawn as the site's tree (the financial systems under the solutions), no image or map. */
export async function notFoundPanel(page: Page) {
  const panel = page.getByTestId('not-found-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('not-found-search')).toHaveAttribute('data-search-open', '');
  await expect(page.getByTestId('not-found').locator('svg:not([aria-hidden="true"]), [data-testid="branch-map"]')).toHaveCount(0);
  await expect(panel.locator('.not-found-link')).toHaveCount(6);
  await expect(panel.locator(':scope > .not-found-link'), 'the home page at the root').toHaveCount(1);
  await expect(panel.locator('ul ul .not-found-link'), 'a page on a second level').toHaveCount(1);
  await expect(page.getByTestId('not-found').locator('img')).toHaveCount(0);
}

export const isSector = (key: RouteKey): key is SectorKey => (sectorKeys as readonly string[]).includes(key);

/** Every spec item of the advantages in the page, and the body screen between the feature blocks and the software section. */
export async function sectorBody(page: Page, key: SectorKey, locale: Locale) {
  if (key in standardSectorCounts)
    // The specialized list closes the advantages' grid; counted apart.
    await expect(page.getByTestId('advantages').locator('.feature-block:not(#specialized) li')).toHaveCount(
      standardSectorCounts[key as keyof typeof standardSectorCounts],
    );
  const screen = page.locator('.sector-layout #workflow img.product-screen');
  await expect(screen).toHaveCount(1);
  await expect(screen).toHaveAttribute('loading', 'lazy');
  const alt = (await screen.getAttribute('alt')) ?? '';
  expect(alt.length).toBeGreaterThan(30);
  if (locale === 'ar') expect(alt).toMatch(/[\u0600-\u06ff]/);
  expect((await screen.getAttribute('src')) ?? '').toContain(`${sectorBodyScreens[key]}.${locale}.`);
  const heroSrc = (await page.locator('[data-testid="page-hero"] img.product-screen').getAttribute('src')) ?? '';
  expect(heroSrc).not.toContain(`/${sectorBodyScreens[key]}.`);
  const top = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const [screenTop, blocksTop, softwareTop] = await Promise.all([
    screen.evaluate((el) => el.getBoundingClientRect().top + scrollY),
    top('details.feature-block'),
    top('[data-testid="software-items"]'),
  ]);
  expect(screenTop).toBeGreaterThan(blocksTop);
  expect(screenTop).toBeLessThan(softwareTop);
}
