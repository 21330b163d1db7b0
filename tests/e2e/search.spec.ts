import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe.ts';

/**
 * Site search (decision 0011), as a visitor: keyboard only and with a pointer, in both languages,
 * landing on the exact section; zero cost until opened; no CSP violation; axe with the dialog open.
 * Queries are real words of the copy (src/content).
 */

const searchAssets = (url: string) => /\/pagefind\/|\/_search\//.test(new URL(url).pathname);

/** Collects CSP violations and script errors for the whole test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content.Security.Policy/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function optionHrefs(page: Page): Promise<string[]> {
  return page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('href') ?? ''));
}

/** The dialog's combobox (a page with a form has a <select>, also a combobox). */
const searchBox = (page: Page) => page.getByRole('dialog').getByRole('combobox');

async function search(page: Page, query: string) {
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.pressSequentially(query, { delay: 20 });
  // While none is shown, the status line says why (still loading, no match, or a failed fetch).
  const options = page.getByRole('listbox').getByRole('option');
  const status = page.getByTestId('search-status');
  await expect
    .poll(async () => ((await options.count()) > 0 ? 'results' : `no results for «${query}»; status: ${await status.textContent()}`))
    .toBe('results');
  await expect(options.first()).toBeVisible();
}

test.describe('zero cost until used', () => {
  for (const path of ['/aboutus', '/ar/FinancialSystems', '/']) {
    test(`${path}: nothing of the search is fetched until it is opened`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(r.url()));
      const errors = watchErrors(page);
      await page.goto(path);
      // Whatever the page fetches at load has been requested by the load event; what it would
      // start after load (an idle prefetch) has had its idle callback.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 600);
      // The one wait this file keeps, and it is inherent: a request that never starts sends no
      // event, so nothing can be awaited to prove it. Moving and scrolling may hydrate islands
      // (client:interaction), whose imports start some tasks later; this gives them that time.
      await page.waitForTimeout(500);
      expect(fetched.filter(searchAssets)).toEqual([]);

      await page.getByTestId('search-open').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await search(page, path.startsWith('/ar') ? 'ضمان' : 'payroll');
      const loaded = fetched.filter(searchAssets).map((u) => new URL(u).pathname);
      expect(loaded).toContain('/_search/dialog.js');
      expect(loaded).toContain('/pagefind/pagefind.js');
      expect(loaded.some((p) => p.endsWith('.pf_fragment'))).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('the index is served precompressed and cached, the CSP allows WebAssembly but not eval', async ({ request }) => {
    const js = await request.get('/pagefind/pagefind.js', { headers: { 'accept-encoding': 'br' } });
    expect(js.status()).toBe(200);
    expect(js.headers()['content-encoding']).toBe('br');
    expect(js.headers()['cache-control']).toContain('max-age=');
    const page = await request.get('/');
    const csp = page.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });
});

test.describe('keyboard only', () => {
  test('"/" opens search on an English page; "payroll" finds HR; arrows and Enter land on the section', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await search(page, 'payroll');
    const hrefs = await optionHrefs(page);
    expect(hrefs[0]).toMatch(/^\/HumanResources#/);
    const target = hrefs.indexOf('/HumanResources#wages-and-salaries');
    expect(target).toBeGreaterThanOrEqual(0);
    await expect(page.getByRole('status').or(page.getByTestId('search-status'))).toContainText(/results/);
    for (let i = 0; i <= target; i++) await page.keyboard.press('ArrowDown');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-activedescendant', `site-search-option-${target}`);
    await expect(page.locator(`#site-search-option-${target}`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/HumanResources#wages-and-salaries$/);
    await expect(page.locator('section#wages-and-salaries')).toBeVisible();
    await expect(page.locator('section#wages-and-salaries')).toContainText(/payroll/i);
    expect(errors).toEqual([]);
  });

  test('Ctrl-K on an Arabic page: «الفاتورة الإلكترونية» finds the ZATCA section; Escape returns focus', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/ar/aboutus');
    // Focus the search link by keyboard, then use the shortcut.
    const opener = page.getByTestId('search-open');
    await opener.focus();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await search(page, 'الفاتورة الإلكترونية');
    // The phrase ranks the tax system (ZATCA e-invoicing) first.
    expect((await optionHrefs(page))[0]).toBe('/ar/FinancialSystems#tax-system');
    const option = page.locator(`[role="option"][href="/ar/FinancialSystems#tax-system"]`);
    await expect(option).toContainText('النظام الضريبي');
    // Excerpts show the copy as written (not the normalised index form), matches highlighted.
    await expect(option.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('listbox')).toContainText('الإلكترونية');
    await expect(page.getByRole('listbox')).not.toContainText('الالكترونيه');
    // Escape closes, as the dialog's hint says; focus goes back to the opener.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
    await page.goto('/ar/FinancialSystems#tax-system');
    await expect(page.locator('section#tax-system')).toBeVisible();
    await expect(page.locator('section#tax-system')).toContainText('هيئة الزكاة والضريبة والجمارك');
    expect(errors).toEqual([]);
  });

  test('Tab reaches the language switch: an English page searches the Arabic pages for «ضمان»', async ({ page }) => {
    await page.goto('/contact');
    await page.keyboard.press('/');
    // The dialog's module loads on this first open: wait for it to take the focus.
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Tab'); // the close button
    await page.keyboard.press('Tab'); // the language switch
    const toggle = page.getByRole('switch');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await searchBox(page).focus();
    await search(page, 'ضمان');
    expect((await optionHrefs(page))[0]).toBe('/ar/FinancialSystems#letters-of-guarantee');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/FinancialSystems#letters-of-guarantee$/);
    await expect(page.locator('section#letters-of-guarantee')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('with a pointer', () => {
  test('«ضمان» finds letters of guarantee; a click opens that tab', async ({ page }) => {
    await page.goto('/ar');
    await page.getByTestId('search-open').click();
    await search(page, 'ضمان');
    await page.locator('[role="option"][href="/ar/FinancialSystems#letters-of-guarantee"]').click();
    await expect(page).toHaveURL(/\/ar\/FinancialSystems#letters-of-guarantee$/);
    const panel = page.locator('section#letters-of-guarantee');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('خطابات الضمان');
    // Once the side navigation has hydrated, its tab for the section is the selected one.
    await expect(page.locator('#tab-letters-of-guarantee')).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  });

  test('"Sudan" finds the Sudan branch and the partners there; a click lands on the card', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('search-open').click();
    await search(page, 'Sudan');
    const hrefs = await optionHrefs(page);
    expect(hrefs).toContain('/contact#branch-sudan');
    expect(hrefs).toContain('/PartnersFinder#partner-nilein-soft');
    await page.locator('[role="option"][href="/PartnersFinder#partner-nilein-soft"]').click();
    await expect(page).toHaveURL(/\/PartnersFinder#partner-nilein-soft$/);
    await expect(page.locator('#partner-nilein-soft')).toBeInViewport();
    await expect(page.locator('#partner-nilein-soft')).toContainText('Sudan');
  });

  test('the collapsed menu has the search control too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/ar/DistributionSystems');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-search-open').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await search(page, 'مبيعات');
    expect(await optionHrefs(page)).toContain('/ar/DistributionSystems#sales-control');
    await page.getByTestId('search-close').click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('Arabic matching', () => {
  const cases: Array<{ queries: string[]; expected: string }> = [
    // Diacritics, tatweel, hamza forms, taa marbuta/haa.
    {
      queries: ['الفاتورة الإلكترونية', 'الفاتوره الالكترونيه', 'الفَاتُورَة الإلكترونيـــة', 'فاتورة إلكترونية'],
      expected: '/ar/FinancialSystems#tax-system',
    },
    // Prefixes: ال، و، ب، ل.
    { queries: ['ضمان', 'الضمان', 'والضمان', 'بالضمان', 'للضمان', 'ضَمان'], expected: '/ar/FinancialSystems#letters-of-guarantee' },
    { queries: ['الرواتب', 'رواتب', 'والرواتب'], expected: '/ar/HumanResources' },
  ];
  // One dialog on one load for all three: each query is typed into the emptied box.
  test('diacritics, tatweel, hamza forms, taa marbuta and the prefixes ال، و، ب، ل find the same sections', async ({ page }) => {
    await page.goto('/ar/contact');
    await page.keyboard.press('/');
    for (const { queries, expected } of cases) {
      await test.step(`${queries[0]} and its variants find ${expected}`, async () => {
        for (const query of queries) {
          await searchBox(page).fill('');
          await search(page, query);
          await expect.poll(async () => (await optionHrefs(page)).some((h) => h.startsWith(expected)), { message: query }).toBe(true);
        }
      });
    }
  });

  test('spelling variants give the same results: alif maqsura/yaa, hamza, taa marbuta, diacritics', async ({ page }) => {
    await page.goto('/ar');
    await page.keyboard.press('/');
    for (const [written, typed] of [
      ['مستوى', 'مستوي'],
      ['الإلكترونية', 'الالكترونيه'],
      ['خطابات الضمان', 'خطـابات الضَّمان'],
    ] as const) {
      const results: string[][] = [];
      for (const query of [written, typed]) {
        // Cleared (no options left), then the whole query in one input: the options shown next
        // are that query's, not a previous or a partly typed one's.
        await searchBox(page).fill('');
        await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
        await searchBox(page).fill(query);
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await expect(page.getByTestId('search-status')).toContainText(/نتيج|نتائج/);
        results.push(await optionHrefs(page));
      }
      expect(results[1], `${written} / ${typed}`).toEqual(results[0]);
      expect(results[0]!.length).toBeGreaterThan(0);
    }
  });

  test('English stemming: "guarantees", "guaranteed" and "guarantee" find letters of guarantee', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('/');
    for (const query of ['guarantees', 'guarantee', 'guaranteed']) {
      await searchBox(page).fill('');
      await search(page, query);
      await expect.poll(async () => optionHrefs(page), { message: query }).toContain('/FinancialSystems#letters-of-guarantee');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, sitemap, section] of [
    ['/aboutus', '/sitemap', '/FinancialSystems#letters-of-guarantee'],
    ['/ar/aboutus', '/ar/sitemap', '/ar/FinancialSystems#letters-of-guarantee'],
  ] as const) {
    test(`${path}: the search control is a link to the site map, which lists every page and section`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByTestId('search-open');
      await expect(link).toHaveAttribute('href', sitemap);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${sitemap}$`));
      const sitemapList = page.getByTestId('sitemap');
      await expect(sitemapList.locator(`a[href="${section}"]`)).toHaveCount(1);
      const prefix = path.startsWith('/ar') ? '/ar' : '';
      for (const route of ['/HumanResources', '/PartnersFinder', '/contact', '/pharmacy', '/privacy']) {
        await expect(sitemapList.locator(`a[href="${prefix}${route}"]`)).toHaveCount(1);
      }
      await expect(sitemapList.locator(`a[href="${prefix}/contact#branch-sudan"]`)).toHaveCount(1);
    });
  }
});

test.describe('axe with the dialog open', () => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
  const scan = async (page: Page, state: string) => {
    const { violations } = await axeBuilder(page).withTags(tags).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      state,
    ).toEqual([]);
  };
  // One load per page: the dialog is re-laid out at the other width (the header collapses below
  // 1029 px), so each state is scanned at 1280 and 360 px.
  for (const [path, query] of [
    ['/FinancialSystems', 'payroll'],
    ['/ar/FinancialSystems', 'ضمان'],
  ] as const) {
    test(`${path} at 1280 and 360 px: the empty dialog, then its results`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await scan(page, 'empty at 1280 px');
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(dialog).toBeVisible();
      await scan(page, 'empty at 360 px');
      await search(page, query);
      await page.keyboard.press('ArrowDown');
      await scan(page, 'results at 360 px');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(dialog).toBeVisible();
      await scan(page, 'results at 1280 px');
    });
  }
});
