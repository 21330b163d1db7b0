import { expect, test, type Page, type Response } from '@playwright/test';
import { strings } from './pages.ts';

/**
 * Islands hydrate on the visitor's first interaction (`client:interaction`, docs/decisions/0016):
 * a page view without interaction fetches and runs none of their JavaScript, and what the visitor
 * does before the script has arrived still does what was meant. The home slider is the one
 * island that hydrates after load (its timer).
 */

const islandPages = ['/careers', '/ar/contact', '/PartnersFinder', '/ar/FinancialSystems', '/pharmacy'];

const isModuleScript = (url: string) => /\/_astro\/[^/]+\.js$/.test(new URL(url).pathname);
/** The island runtime that the page's inline loader fetches (src/integrations/island-runtime.ts). */
const isRuntime = (url: string) => /^\/_astro\/islands\.[\w-]+\.js$/.test(new URL(url).pathname);

/**
 * Holds every matching script request until `release()`: the island's script is "still on its
 * way". Set up before `goto` with `isRuntime`, it holds the runtime from its first request on.
 */
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

for (const path of islandPages) {
  test(`${path}: a page view without interaction fetches no island JavaScript; pointing at the island hydrates it`, async ({ page }) => {
    const scripts: string[] = [];
    let scriptBytes = 0;
    let loaderBytes = 0;
    // Body reads are awaited before the test ends: one still pending when the page closes fails
    // the test ("response.body: Test ended", seen once in CI right after the hover below).
    const bodyReads: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (!isModuleScript(response.url())) return;
      const path = new URL(response.url()).pathname;
      scripts.push(path);
      bodyReads.push(
        response.body().then(({ length }) => {
          scriptBytes += length;
          if (path.startsWith('/_astro/islands.')) loaderBytes += length;
        }),
      );
    };
    page.on('response', onResponse);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Longer than client:afterload ever waited (load, fonts, paint, a frame, ≤ 1 s idle).
    await page.waitForTimeout(2500);
    const islands = page.locator('astro-island');
    const count = await islands.count();
    expect(count).toBeGreaterThan(0);
    // No island's component and no renderer (React DOM). A page may have its own small script
    // (sector pages: reveal-hash.ts opens the feature block a link points at), nothing more.
    const islandEntries = await islands.evaluateAll((all) => all.flatMap((i) => [i.getAttribute('component-url'), i.getAttribute('renderer-url')]).filter((u): u is string => !!u).map((u) => new URL(u, location.href).pathname));
    expect(scripts.filter((s) => islandEntries.includes(s))).toEqual([]);
    // Astro's island loader (the <astro-island> element and the directives, one cached file for
    // the site: src/integrations/island-runtime.ts) is the only other script, besides the page's own.
    const loader = scripts.filter((s) => isRuntime(new URL(s, page.url()).href));
    expect(loader).toHaveLength(1);
    // ... fetched only after the load event (idle), so its run is not part of the page load.
    const [loadEnd, loaderStart] = await page.evaluate(() => [
      performance.getEntriesByType('navigation')[0]!.toJSON().loadEventEnd as number,
      performance.getEntriesByType('resource').find((r) => r.name.includes('/_astro/islands.'))!.startTime,
    ]);
    expect(loaderStart).toBeGreaterThanOrEqual(loadEnd);
    await Promise.all(bodyReads);
    expect(scriptBytes - loaderBytes).toBeLessThan(2000);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(count);
    expect(await page.locator('astro-island').evaluateAll((all) => all.map((i) => i.getAttribute('client')))).toEqual(Array(count).fill('interaction'));

    const island = islands.first();
    const componentUrl = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
    // An astro-island has no box of its own (display: contents): point at its first element.
    await island.locator(':scope > *').first().hover();
    await expect(island).not.toHaveAttribute('ssr');
    expect(scripts).toContain(componentUrl);
    page.off('response', onResponse);
    await Promise.all(bodyReads);
  });
}

test('the first click on a careers tab, before the island has its script, opens that tab', async ({ page }) => {
  await page.goto('/careers');
  const gate = await holdIslandScripts(page);
  const developers = page.getByTestId('careers-tabs').getByRole('tab').nth(1);
  await developers.click();
  await expect.poll(() => gate.held.length).toBeGreaterThan(0);
  await expect(notHydrated(page, 'careers-tabs')).toBeAttached();
  // The tab is an in-page link: it has already set the hash.
  await expect(page).toHaveURL(/#developers$/);
  gate.release();
  await expect(hydratedIsland(page, 'careers-tabs')).toBeAttached();
  await expect(developers).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#developers')).toBeVisible();
  await expect(page.locator('#sales')).toBeHidden();
});

test('an arrow key on a product side navigation before hydration moves to the next section', async ({ page }) => {
  await page.goto('/FinancialSystems');
  const gate = await holdIslandScripts(page);
  const tabs = page.getByTestId('side-nav').getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => gate.held.length).toBeGreaterThan(0);
  await expect(notHydrated(page, 'side-nav')).toBeAttached();
  gate.release();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
  const panelId = await tabs.nth(1).getAttribute('aria-controls');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
});

test('the first click on a partner tier, before hydration, filters by that tier', async ({ page }) => {
  await page.goto('/PartnersFinder');
  const gate = await holdIslandScripts(page);
  await page.getByTestId('tier-gold').click();
  await expect.poll(() => gate.held.length).toBeGreaterThan(0);
  await expect(notHydrated(page, 'partners-finder')).toBeAttached();
  gate.release();
  await expect(page.getByTestId('tier-gold')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('partner-card')).toHaveCount(2);
  await expect(page).toHaveURL(/\?tier=gold$/);
});

test('a click on a partner tier before the island runtime has run is kept by the loader and filters once it runs', async ({ page }) => {
  const runtime = await holdIslandScripts(page, isRuntime);
  await page.goto('/PartnersFinder');
  await page.getByTestId('tier-gold').click();
  await expect.poll(() => runtime.held.length).toBe(1);
  await expect(notHydrated(page, 'partners-finder')).toBeAttached();
  await expect(page.getByTestId('partner-card')).toHaveCount(5);
  runtime.release();
  await expect(page.getByTestId('tier-gold')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('partner-card')).toHaveCount(2);
});

test('an arrow key on a product side navigation before the island runtime has run moves to the next section once it runs', async ({ page }) => {
  const runtime = await holdIslandScripts(page, isRuntime);
  await page.goto('/ar/FinancialSystems');
  const tabs = page.getByTestId('side-nav').getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => runtime.held.length).toBe(1);
  await expect(notHydrated(page, 'side-nav')).toBeAttached();
  runtime.release();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
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
  test(`${locale}: text typed into the contact form before hydration survives it, and the form then submits in place`, async ({ page }) => {
    const t = strings[locale];
    await page.goto(locale === 'ar' ? '/ar/contact' : '/contact');
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
    await expect(hydratedIsland(page, 'inquiry-form')).toBeAttached();
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
