import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { strings } from './pages.ts';
import { hydrated } from './hydration.ts';
import { pdfFile } from '../support/files.ts';
import { positions } from '../support/positions.ts';
import { fileSizeText } from '../../src/components/islands/forms/FileField.tsx';

/**
 * The CV field is the site's own control, rendered on the server: a button-styled `<label for>`
 * and a status in the page's language (the browser's own file control speaks the browser's
 * language, here en-US), the real `<input type="file" required>` visually hidden but focusable.
 */
const pdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile };

const cv = (page: Page) => {
  const form = page.getByTestId('application-form');
  return {
    form,
    input: form.locator('input[type="file"][name="file"]'),
    choose: form.getByTestId('cv-choose'),
    status: form.getByTestId('cv-status'),
  };
};

/** The status's visible text (the no-JS variants are switched by CSS, so innerText, not textContent). */
const shown = (page: Page) => cv(page).status.evaluate((el: HTMLElement) => el.innerText.trim());

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = strings[locale].forms;

  test(`${prefix}/careers: the CV control is in the page's language before and after hydration, and shows the chosen file's name and size`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/careers`);
    const { input, choose, status } = cv(page);
    // Server-rendered, not yet hydrated (the island waits for an interaction).
    await expect(page.locator('astro-island[ssr] [data-testid="application-form"]')).toBeAttached();
    await expect(choose).toHaveText(t.cvChoose);
    await expect(choose).toHaveAttribute('for', 'application-file');
    expect(await shown(page)).toBe(t.cvNone);
    // The real input stays in the form, required, focusable and visually hidden (not display:none).
    await expect(input).toHaveAttribute('required', '');
    await expect(input).toHaveAttribute('accept', /\.pdf/);
    expect(await input.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    const box = await input.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
    // Named by the field's title and the button, described by the status and the hint.
    await expect(input).toHaveAccessibleName(`${strings[locale].forms.cv} ${t.cvChoose}`);
    await expect(input).toHaveAttribute('aria-describedby', 'application-file-status application-file-hint');

    await hydrated(page, 'application-form');
    await expect(choose).toHaveText(t.cvChoose);
    expect(await shown(page)).toBe(t.cvNone);
    await input.setInputFiles(pdf);
    await expect(status.getByTestId('cv-file-name')).toHaveText('cv.pdf');
    await expect(status.getByTestId('cv-file-size')).toHaveText(
      `(${fileSizeText(pdfFile.length, { sizeKb: t.cvSizeKb, sizeMb: t.cvSizeMb }, locale)})`,
    );
    await expect(status.getByTestId('cv-file-size')).toHaveText(locale === 'ar' ? /^\((كيلوبايت|\d+ كيلوبايت)/ : /^\(\d+ KB\)$/);
  });

  test(`${prefix}/careers without JavaScript: the localized control, "File chosen" once a file is picked, and the post goes through`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/careers`);
    const { form, input, choose } = cv(page);
    await expect(choose).toHaveText(t.cvChoose);
    expect(await shown(page)).toBe(t.cvNone);
    await form.locator('[name="position"]').selectOption(positions.at(-1)!);
    await form.locator('[name="name"]').fill(locale === 'ar' ? 'عمر حسن' : 'Omar Hassan');
    await form.locator('[name="email"]').fill('omar@example.com');
    await form.locator('[name="phoneNumber"]').fill('+20 100 123 4567');
    await form.locator('[name="message"]').fill('Senior developer');
    await input.setInputFiles(pdf);
    expect(await shown(page)).toBe(t.cvChosen);
    await form.getByTestId('application-submit').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sent#application$`));
    await context.close();
  });
}

test('/ar/careers at 360 px: the button and status fit, a long Arabic file name is cut before its extension, bidi-isolated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ar/careers');
  const { form, input, choose, status } = cv(page);
  const fits = (loc: typeof status) => loc.evaluate((el: HTMLElement) => el.scrollWidth <= el.clientWidth + 1);
  expect(await fits(choose)).toBe(true);
  expect(await fits(status)).toBe(true);
  await hydrated(page, 'application-form');
  const formWidth = (await form.boundingBox())?.width;
  const name = `${'السيرة الذاتية لعمر حسن — مهندس مبيعات أول في الرياض '.repeat(3)}2026.pdf`;
  await input.setInputFiles({ ...pdf, name });
  const fileName = status.getByTestId('cv-file-name');
  await expect(fileName).toHaveAttribute('title', name);
  await expect(fileName).toHaveAttribute('dir', 'auto');
  // The name is cut (an ellipsis), its extension and the size stay whole, nothing overflows the form.
  expect(
    await fileName
      .locator('span')
      .first()
      .evaluate((el: HTMLElement) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis'),
  ).toBe(true);
  await expect(fileName.locator('span').nth(1)).toHaveText('.pdf');
  await expect(status.getByTestId('cv-file-size')).toBeVisible();
  // The long name neither widens the form nor the page (the form is as wide as before).
  expect((await form.boundingBox())?.width).toBe(formWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const statusBox = await status.boundingBox();
  expect(statusBox && statusBox.x >= 0 && statusBox.x + statusBox.width <= 360).toBe(true);
});

test('the CV control shows keyboard focus on the button, and a CV error is inline, localized, with focus on the control; axe finds nothing', async ({
  page,
}) => {
  await page.goto('/ar/careers');
  await hydrated(page, 'application-form');
  const { form, input, choose } = cv(page);
  await form.locator('[name="message"]').focus();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  expect(await choose.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

  await form.locator('[name="position"]').selectOption(positions[0]!);
  await form.locator('[name="name"]').fill('عمر حسن');
  await form.locator('[name="email"]').fill('omar@example.com');
  await form.locator('[name="phoneNumber"]').fill('+20 100 123 4567');
  await form.locator('[name="message"]').fill('مهندس مبيعات');
  await form.getByTestId('application-submit').click();
  await expect(form.locator('#application-file-error')).toHaveText(strings.ar.errors.fileRequired);
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAttribute('aria-describedby', 'application-file-status application-file-hint application-file-error');
  expect(await choose.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  // A file of another type: the type error, in Arabic.
  await input.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await form.getByTestId('application-submit').click();
  await expect(form.locator('#application-file-error')).toHaveText(strings.ar.errors.fileType);
  const scan = await new AxeBuilder({ page })
    .include('[data-testid="application-form"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // One label per control (the field's title names the input through aria-labelledby).
  expect(scan.incomplete.filter((v) => v.id === 'form-field-multiple-labels')).toEqual([]);
});
