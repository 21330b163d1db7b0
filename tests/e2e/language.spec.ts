import { expect, test } from '@playwright/test';

test.describe('language handling on the server', () => {
  test('?lng=ar stores the choice in the i18next cookie and redirects to the clean Arabic URL', async ({ request, baseURL }) => {
    const response = await request.get('/aboutus?lng=ar', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/ar/aboutus');
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/i18next=ar/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(baseURL).toBeTruthy();
  });

  test('an unprefixed page with i18next=ar is redirected to /ar, with Vary: Cookie', async ({ request }) => {
    const response = await request.get('/contact', { headers: { cookie: 'i18next=ar' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/ar/contact');
    expect(response.headers()['vary'] ?? '').toMatch(/cookie/i);
    const plain = await request.get('/contact', { maxRedirects: 0 });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['vary'] ?? '').toMatch(/cookie/i);
  });

  test('Accept-Language alone never redirects', async ({ request }) => {
    const response = await request.get('/careers', { headers: { 'accept-language': 'ar-SA,ar;q=0.9' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('an explicit /ar URL is not redirected by an English cookie', async ({ request }) => {
    const response = await request.get('/ar/careers', { headers: { cookie: 'i18next=en' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('the switch remembers English after Arabic: no redirect loop', async ({ page }) => {
    await page.goto('/ar/solutions');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/solutions$/);
    await page.goto('/solutions');
    await expect(page).toHaveURL(/\/solutions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const cookieStore of [true, false]) {
    test(`a first-time visitor whose browser prefers the other language sees a dismissible suggestion${cookieStore ? '' : ' (no Cookie Store API)'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: 'ar-SA' });
      // Browsers without the asynchronous Cookie Store API fall back to document.cookie.
      if (!cookieStore) await context.addInitScript(() => Object.defineProperty(window, 'cookieStore', { value: undefined }));
      const page = await context.newPage();
      await page.goto('/aboutus');
      const hint = page.locator('#lang-suggestion');
      await expect(hint).toBeVisible();
      await expect(hint).toHaveAttribute('lang', 'ar');
      await expect(page).toHaveURL(/\/aboutus$/);
      await hint.getByRole('button').click();
      await expect(hint).toBeHidden();
      // The dismissal is a cookie, read at the next visit after `load`.
      expect((await context.cookies()).find((c) => c.name === 'langHint')).toMatchObject({ value: 'off', path: '/', sameSite: 'Lax' });
      // The hint decides in an inline script as the page is parsed, before its first paint:
      // by `load` it has revealed the hint or left it hidden for good.
      await page.reload({ waitUntil: 'load' });
      await expect(page.locator('#lang-suggestion')).toBeHidden();
      await context.close();
    });
  }

  test('the suggestion shows once per visit: the next page opens on its header, and a new visit shows it again', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    const page = await context.newPage();
    await page.goto('/aboutus');
    await expect(page.locator('#lang-suggestion')).toBeVisible();
    const seen = (await context.cookies()).find((c) => c.name === 'langHint');
    // A session cookie: no expiry, so the browser drops it when the visit ends.
    expect(seen).toMatchObject({ value: 'seen', path: '/', sameSite: 'Lax', expires: -1 });
    await page.goto('/contact', { waitUntil: 'load' });
    await expect(page.locator('#lang-suggestion')).toBeHidden();
    await context.clearCookies({ name: 'langHint' });
    await page.goto('/solutions');
    await expect(page.locator('#lang-suggestion')).toBeVisible();
    await context.close();
  });

  for (const [wrong, right] of [
    ['/financialsystems', '/FinancialSystems'],
    ['/AboutUs', '/aboutus'],
    ['/ar/realestate', '/ar/RealEstate'],
  ] as const) {
    test(`wrong case ${wrong} answers 301 to ${right}`, async ({ request }) => {
      const response = await request.get(wrong, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(right);
    });
  }

  test('one trailing-slash policy: /careers/ → 301 /careers', async ({ request }) => {
    const response = await request.get('/careers/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/careers');
  });

  test('unknown paths get the designed 404 page with status 404, in the right language', async ({ page }) => {
    const en = await page.goto('/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const ar = await page.goto('/ar/no-such-page');
    expect(ar?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('sitemap.xml lists all 42 pages with language alternates, robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(42);
    expect(sitemap).toContain('hreflang="ar"');
    expect(sitemap).toContain('/ar/FinancialSystems</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    // The form outcomes stay crawlable so that their noindex is seen.
    expect(robots).not.toMatch(/Disallow: .*sent/);
  });
});
