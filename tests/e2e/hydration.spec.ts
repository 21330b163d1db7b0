import { expect, test, type Page } from '@playwright/test';
import { strings } from './pages.ts';
import { positions } from '../support/positions.ts';

/**
 * Islands hydrate on the visitor's first interaction (`client:interaction`, docs/decisions/0025):
 * a page view without interaction fetches and evaluates none of their modules, and what the
 * visitor does before the script has arrived still does what was meant (links, typed text). The
 * home slider is the one island that hydrates without interaction (`client:idle`: its timer).
 */

/**
 * One page of each template with islands, in both languages. /careers, /PartnersFinder and
 * /ar/contact are viewed without interaction in the tests of their first interaction below, on
 * the same load.
 */
const islandPages = [`/ar/careers/${positions[0]}`, '/ar/FinancialSystems', '/pharmacy', '/ar/construction'];

const isModuleScript = (url: string) => /\/_astro\/[^/]+\.js$/.test(new URL(url).pathname);

/** Holds every island script request until `release()`: the island's script is "still on its way". */
async function holdIslandScripts(page: Page, matches = isModuleScript) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => matches(url.href),
    async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  return { release, held };
}

const notHydrated = (page: Page, testId: string) => page.locator(`astro-island[ssr] [data-testid="${testId}"]`).first();
const hydratedIsland = (page: Page, testId: string) => page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first();

/** The module scripts the page requests from here on, by path. */
function moduleRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (isModuleScript(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Loads `path` and checks the page view without interaction: every island waits for one, and no
 * island's component and no renderer (React DOM) was requested, so none was evaluated.
 */
async function viewWithoutInteraction(page: Page, path: string, scripts: string[]) {
  // The load event waits for the page's module scripts (deferred) to have run; an island on
  // client:load, client:idle or client:visible would then start its import at once or on the
  // next idle callback, so that callback is the condition awaited, not a quiet network.
  await page.goto(path);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  const islands = page.locator('astro-island');
  const count = await islands.count();
  expect(count).toBeGreaterThan(0);
  expect(await islands.evaluateAll((all) => all.map((i) => i.getAttribute('client')))).toEqual(Array(count).fill('interaction'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(count);
  const islandEntries = await islands.evaluateAll((all) =>
    all
      .flatMap((i) => [i.getAttribute('component-url'), i.getAttribute('renderer-url')])
      .filter((u): u is string => !!u)
      .map((u) => new URL(u, location.href).pathname),
  );
  expect(scripts.filter((s) => islandEntries.includes(s))).toEqual([]);
}

/** The island holding `testId` has hydrated, and its component's module was fetched for it. */
async function hydratedWithItsModule(page: Page, testId: string, scripts: string[]) {
  await expect(hydratedIsland(page, testId)).toBeAttached();
  const island = page
    .locator('astro-island')
    .filter({ has: page.getByTestId(testId) })
    .last();
  expect(scripts).toContain(new URL((await island.getAttribute('component-url'))!, page.url()).pathname);
}

for (const path of islandPages) {
  test(`${path}: a page view without interaction fetches no island module; pointing at the island hydrates it`, async ({ page }) => {
    const scripts = moduleRequests(page);
    await viewWithoutInteraction(page, path, scripts);
    const island = page.locator('astro-island').first();
    const componentUrl = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
    // An astro-island has no box of its own (display: contents): point at its first element.
    await island.locator(':scope > *').first().hover();
    await expect(island).not.toHaveAttribute('ssr');
    expect(scripts).toContain(componentUrl);
  });
}

test('/careers: a page view without interaction fetches no island module; the first click on a careers tab, before the island has its script, opens that tab', async ({
  page,
}) => {
  const scripts = moduleRequests(page);
  await viewWithoutInteraction(page, '/careers', scripts);
  const gate = await holdIslandScripts(page);
  // The second open position's tab (the first is open from the start).
  const [first, second] = positions;
  expect(second, 'this test needs two open positions in src/content/positions/').toBeDefined();
  const tab = page.getByTestId('careers-tabs').getByRole('tab').nth(1);
  await tab.click();
  await expect.poll(() => gate.held.length).toBeGreaterThan(0);
  await expect(notHydrated(page, 'careers-tabs')).toBeAttached();
  // The tab is an in-page link: it has already set the hash.
  await expect(page).toHaveURL(new RegExp(`#${second}$`));
  gate.release();
  await hydratedWithItsModule(page, 'careers-tabs', scripts);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#${second}`)).toBeVisible();
  await expect(page.locator(`#${first}`)).toBeHidden();
});

test('/PartnersFinder: a page view without interaction fetches no island module; the first click on a partner tier, before hydration, opens that tier (a link to ?tier=)', async ({
  page,
}) => {
  const scripts = moduleRequests(page);
  await viewWithoutInteraction(page, '/PartnersFinder', scripts);
  const gate = await holdIslandScripts(page);
  await page.getByTestId('tier-gold').click();
  await expect(page).toHaveURL(/\?tier=gold$/);
  gate.release();
  await hydratedWithItsModule(page, 'partners-finder', scripts);
  await expect(page.getByTestId('tier-gold')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('partner-card')).toHaveCount(2);
});

test('a partner search typed before hydration is kept and applied', async ({ page }) => {
  await page.goto('/ar/PartnersFinder');
  const gate = await holdIslandScripts(page);
  const search = page.getByTestId('partner-search');
  await search.pressSequentially('zzzz', { delay: 20 });
  await expect(notHydrated(page, 'partners-finder')).toBeAttached();
  gate.release();
  await expect(hydratedIsland(page, 'partners-finder')).toBeAttached();
  await expect(search).toHaveValue('zzzz');
  await expect(page.getByTestId('partner-card')).toHaveCount(0);
  await expect(page.getByTestId('partners-no-results')).toBeVisible();
  await search.fill('');
  await expect(page.getByTestId('partner-card')).toHaveCount(5);
});

for (const locale of ['en', 'ar'] as const) {
  const path = locale === 'ar' ? '/ar/contact' : '/contact';
  test(`${path}: ${locale === 'ar' ? 'a page view without interaction fetches no island module; ' : ''}text typed into the contact form before hydration survives it, and the form then submits in place`, async ({
    page,
  }) => {
    const t = strings[locale];
    const scripts = moduleRequests(page);
    // The Arabic page is also the contact template's page view without interaction.
    if (locale === 'ar') await viewWithoutInteraction(page, path, scripts);
    else await page.goto(path);
    const gate = await holdIslandScripts(page);
    const form = page.getByTestId('inquiry-form').first();
    await form.locator('[name="name"]').pressSequentially('Huda Al-Qahtani', { delay: 10 });
    await form.locator('[name="email"]').pressSequentially('huda@example.com', { delay: 10 });
    await form.locator('[name="country"]').selectOption('SA');
    await form.locator('[name="phoneNumber"]').pressSequentially('+966 50 123 4567', { delay: 10 });
    await form.locator('[name="message"]').pressSequentially('We run 4 branches and want to replace our accounting system.', { delay: 5 });
    await expect.poll(() => gate.held.length).toBeGreaterThan(0);
    await expect(notHydrated(page, 'inquiry-form')).toBeAttached();
    gate.release();
    await hydratedWithItsModule(page, 'inquiry-form', scripts);
    await expect(form.locator('[name="name"]')).toHaveValue('Huda Al-Qahtani');
    await expect(form.locator('[name="email"]')).toHaveValue('huda@example.com');
    await expect(form.locator('[name="country"]')).toHaveValue('SA');
    await expect(form.locator('[name="phoneNumber"]')).toHaveValue('+966 50 123 4567');
    await expect(form.locator('[name="message"]')).toHaveValue('We run 4 branches and want to replace our accounting system.');
    const url = page.url();
    await form.getByTestId('inquiry-submit').click();
    await expect(form.getByTestId('form-status')).toHaveText(t.forms.success);
    expect(page.url()).toBe(url);
  });
}

test('the home slider hydrates after load without any interaction and advances', async ({ page }) => {
  await page.goto('/');
  await expect(hydratedIsland(page, 'slider')).toBeAttached({ timeout: 15_000 });
  const activeIndex = () => page.getByTestId('slide').evaluateAll((s) => s.findIndex((x) => x.getAttribute('data-active') === 'true'));
  expect(await activeIndex()).toBe(0);
  await expect.poll(activeIndex, { timeout: 12_000 }).toBe(1);
});
