/**
 * The lead forms' labels (decision 0066): every field of the inquiry and application forms is
 * required, so each form says so once above its fields ("All fields are required." /
 * «جميع الحقول مطلوبة.») and no label repeats it; the controls stay `required`. Both languages,
 * at 360 and 1280 px, with and without JavaScript (the island renders the same labels on the server).
 */
import { expect, test, type Page } from '@playwright/test';
import { strings } from './pages.ts';
import { hydrated } from './hydration.ts';

const forms = [
  { path: '/contact', testId: 'inquiry-form' },
  { path: '/careers', testId: 'application-form' },
] as const;

async function checkForm(page: Page, testId: string, locale: 'en' | 'ar') {
  const t = strings[locale].forms;
  const form = page.getByTestId(testId).first();
  const note = form.getByTestId('all-required');
  await expect(note).toHaveText(t.allRequired);
  await expect(note).toBeVisible();
  // The note names the form's rule for assistive technology too, and comes before the first field.
  await expect(form).toHaveAttribute('aria-describedby', (await note.getAttribute('id')) ?? 'missing');
  const firstControl = form.locator('input:not([type=hidden]):not([tabindex="-1"]), select, textarea').first();
  expect(
    await note.evaluate(
      (n, c) => Boolean(n.compareDocumentPosition(c!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await firstControl.elementHandle(),
    ),
  ).toBe(true);
  // No label says "(required)" / «(مطلوب)», and every visible control is still required.
  const titles = await form.locator('label, [id$="-label"]').allTextContents();
  expect(titles.filter((text) => /\((required|مطلوب)\)/.test(text))).toEqual([]);
  const controls = form.locator('input[name]:not([type=hidden]):not([tabindex="-1"]), select[name], textarea[name]');
  expect(await controls.count()).toBeGreaterThanOrEqual(5);
  for (const control of await controls.all()) await expect(control).toHaveAttribute('required', '');
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';
  for (const { path, testId } of forms) {
    // One load with JavaScript, re-laid out between 360 and 1280 px (the note's place and the
    // controls' attributes do not depend on the load width), and one without.
    test(`${locale} ${path} at 360 and 1280 px, before and after hydration and without JavaScript: "all fields are required" once above the fields, no label says "(required)"`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: 360, height: 900 });
      await page.goto(`${prefix}${path}`);
      await test.step('server-rendered, at 360 then 1280 px', async () => {
        await checkForm(page, testId, locale);
        await page.setViewportSize({ width: 1280, height: 900 });
        await checkForm(page, testId, locale);
      });
      await test.step('hydrated, at 1280 then 360 px', async () => {
        await hydrated(page, testId);
        await checkForm(page, testId, locale);
        await page.setViewportSize({ width: 360, height: 900 });
        await checkForm(page, testId, locale);
      });
      await test.step('without JavaScript at 360 px', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 900 } });
        const noScript = await context.newPage();
        await noScript.goto(`${prefix}${path}`);
        await checkForm(noScript, testId, locale);
        await context.close();
      });
    });
  }
}

// Free text takes the direction of what the visitor types (dir="auto"): an English message on an
// Arabic page ends with its full stop on the right, an Arabic name on an English page starts at the
// right. E-mail and phone stay left-to-right whatever the page.
for (const { path, testId } of forms) {
  test(`${path} in both languages: the name and message fields follow the typed text's direction`, async ({ page }) => {
    for (const [prefix, typed, direction] of [
      ['/ar', 'We run 4 branches.', 'ltr'],
      ['', 'نعمل في 4 فروع.', 'rtl'],
    ] as const) {
      await page.goto(`${prefix}${path}`);
      const form = page.getByTestId(testId).first();
      await hydrated(page, testId);
      for (const name of ['name', 'message']) {
        const field = form.locator(`[name="${name}"]`);
        await field.fill(typed);
        expect(await field.evaluate((el, d) => el.matches(`:dir(${d})`), direction), `${prefix}${path} ${name}`).toBe(true);
      }
    }
  });
}
