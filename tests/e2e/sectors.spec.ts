import { expect, test, type Page } from '@playwright/test';
import { standardSectorCounts } from '../../src/content/schemas/sector.ts';
import { routes } from '../../src/routes.ts';
import { hydrated } from './hydration.ts';
import { strings } from './pages.ts';

/** A standard sector page's blocks: its advantages, 3 software items with Details links, the form. */
async function standardSector(page: Page, count: number) {
  // The specialized list closes the advantages' grid; counted apart.
  await expect(page.getByTestId('advantages').locator('.feature-block:not(#specialized) li')).toHaveCount(count);
  await expect(page.getByTestId('software-items').locator('> li')).toHaveCount(3);
  await expect(page.getByTestId('details-link')).toHaveCount(3);
  await expect(page.getByTestId('sector-inquiry').getByTestId('inquiry-form')).toBeVisible();
}

// One ask, one wording: the early band, the contact card's link and the form (its heading, the
// name it gives the form, its button) all say the primary action, "Book a demo", not "Request a
// consultation" or "Send inquiry" beside it; the card's link is the primary button, one label in one style.
async function asksSayPrimaryAction(page: Page, locale: 'en' | 'ar') {
  const label = strings[locale].cta.primary;
  const asks = page.locator('main a[href="#inquiry"]');
  await expect(asks).toHaveCount(2);
  for (const ask of await asks.all()) await expect(ask).toHaveText(label);
  await expect(page.getByTestId('sector-sidebar').locator('a[href="#inquiry"]')).toHaveAttribute('data-cta', 'primary');
  const inquiry = page.getByTestId('sector-inquiry');
  await expect(inquiry.getByRole('heading', { level: 2 })).toHaveText(label);
  await expect(inquiry.getByTestId('inquiry-form')).toHaveAccessibleName(label);
  await expect(inquiry.getByTestId('inquiry-submit')).toHaveText(label);
}

// The contact card sticks within the intro's row only (decision 0071; sector-foot.spec.ts checks
// it never stands beside the rows): past the intro it leaves with it, on a tall screen too.
async function cardLeavesWithIntro(page: Page) {
  const sidebar = page.getByTestId('sector-sidebar');
  const top = await sidebar.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top + 300);
  const { box, lead } = await page.evaluate(() => ({
    box: document.querySelector('[data-testid="sector-sidebar"]')!.getBoundingClientRect().toJSON() as DOMRect,
    lead: document.querySelector('.sector-lead')!.getBoundingClientRect().toJSON() as DOMRect,
  }));
  expect(box.y + box.height).toBeLessThanOrEqual(lead.y + lead.height + 1);
  expect(box.y).toBeLessThan(60);
}

// The feature blocks' icons are files (/icons/<name>.svg), not inline SVG: a file needs its own
// SVG namespace, or the browser shows a broken image (decision 0039).
async function iconsDecode(page: Page) {
  const sources = await page.locator('img.feature-block-icon').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(0);
  const broken = await page.evaluate(async (urls) => {
    const failed: string[] = [];
    for (const url of urls) {
      const img = new Image();
      img.src = url;
      await img.decode().catch(() => failed.push(url));
    }
    return failed;
  }, sources);
  expect(broken).toEqual([]);
}

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  for (const [key, count] of Object.entries(standardSectorCounts)) {
    if (key === 'industry') continue; // checked on the load of the /industry test below
    const path = `${prefix}${routes[key as keyof typeof routes]}`;
    test(`${path}: ${count} advantages, 3 software items with Details links, the consultation form`, async ({ page }) => {
      await page.goto(path);
      await standardSector(page, count);
    });
  }

  // One load of /industry for its checks; the Details link, which leaves the page, comes last.
  const industry = `${prefix}${routes.industry}`;
  const extra = prefix ? '' : '; its icons decode; on a tall screen the contact card leaves with the intro';
  test(`${industry}: ${standardSectorCounts.industry} advantages, 3 software items, the form${extra}; a Details link opens its product section`, async ({
    page,
  }) => {
    await page.goto(industry);
    await test.step('advantages, software items, Details links, the form', () => standardSector(page, standardSectorCounts.industry));
    if (!prefix) {
      await test.step('every feature block icon file decodes as an image', () => iconsDecode(page));
      // Re-laid out rather than reloaded: where the card sticks depends on the viewport, not the load.
      await test.step('on a tall screen (1280 × 1300) the contact card leaves with the intro', async () => {
        await page.setViewportSize({ width: 1280, height: 1300 });
        await cardLeavesWithIntro(page);
      });
    }
    // Every Details link points at an existing product section (tests/integration/built-pages.test.ts); here one opens it.
    await test.step('a Details link opens its product section', async () => {
      const href = await page.getByTestId('details-link').first().getAttribute('href');
      expect(href).toMatch(/#[a-z-]+$/);
      await page.getByTestId('details-link').first().click();
      await hydrated(page, 'side-nav');
      const id = href!.split('#')[1]!;
      await expect(page.locator(`[id="${id}"]`)).toBeVisible();
      await expect(page.locator(`#tab-${id}`)).toHaveAttribute('aria-selected', 'true');
    });
  });

  test(`${prefix}/construction: tenders, traffic, labor and software sections; every ask says the primary action`, async ({ page }) => {
    await page.goto(`${prefix}/construction`);
    const ids = await page
      .getByTestId('construction-sections')
      .locator('> .feature-block')
      .evaluateAll((s) => s.map((x) => x.id));
    expect(ids).toEqual(['tenders', 'traffic', 'labor']);
    await expect(page.getByTestId('software-items').locator('> li')).toHaveCount(3);
    await test.step('every ask says the primary action', () => asksSayPrimaryAction(page, locale));
  });

  test(`${prefix}/maintenance: 6, 13 and 8 bullets and 3 software items`, async ({ page }) => {
    await page.goto(`${prefix}/maintenance`);
    await expect(page.getByTestId('management-system').locator('li')).toHaveCount(6);
    await expect(page.getByTestId('management-program').locator('li')).toHaveCount(13);
    await expect(page.getByTestId('management-employment').locator('li')).toHaveCount(8);
    await expect(page.getByTestId('software-items').locator('> li')).toHaveCount(3);
  });

  test(`${prefix}/pharmacy: two programme tabs, 20 management bullets (last with a link), 3 software, 5 specialized`, async ({ page }) => {
    await page.goto(`${prefix}/pharmacy`);
    await hydrated(page, 'pharmacy-tabs');
    const tabs = page.getByTestId('pharmacy-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#retail-pharmacy')).toBeVisible();
    await expect(page.locator('#pharma-warehouse')).toBeHidden();
    await tabs.nth(1).click();
    await expect(page.locator('#pharma-warehouse')).toBeVisible();
    await expect(page).toHaveURL(/#pharma-warehouse$/);
    await tabs.nth(1).focus();
    await page.keyboard.press(prefix ? 'ArrowLeft' : 'ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const items = page.getByTestId('management-system').locator('.feature-block:not(#specialized) li');
    await expect(items).toHaveCount(20);
    await expect(items.last().locator('a')).toHaveCount(1);
    await expect(page.getByTestId('software-items').locator('> li')).toHaveCount(3);
    await expect(page.getByTestId('specialized').locator('li')).toHaveCount(5);
  });
}

test('pharmacy tab deep link opens the second programme', async ({ page }) => {
  await page.goto('/pharmacy#pharma-warehouse');
  await hydrated(page, 'pharmacy-tabs');
  await expect(page.locator('#pharma-warehouse')).toBeVisible();
  await expect(page.locator('#retail-pharmacy')).toBeHidden();
});
