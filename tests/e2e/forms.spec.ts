import { expect, test, type Locator, type Page } from '@playwright/test';
import { strings } from './pages.ts';
import { hydrated } from './hydration.ts';
import { pdfFile } from '../support/files.ts';
import { positions } from '../support/positions.ts';

// A real one-page PDF: the server parses CVs, so magic bytes alone are refused.
const pdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile };

async function fillInquiry(page: Page, scope = page.getByTestId('inquiry-form').first()) {
  await scope.locator('[name="name"]').fill('Huda Al-Qahtani');
  await scope.locator('[name="email"]').fill('huda@example.com');
  await scope.locator('[name="country"]').selectOption('SA');
  await scope.locator('[name="phoneNumber"]').fill('+966 50 123 4567');
  await scope.locator('[name="message"]').fill('We run 4 branches and want to replace our accounting system.');
  return scope;
}

async function fillApplication(page: Page, file: Parameters<Locator['setInputFiles']>[0] = pdf, name = 'Omar Hassan') {
  const form = page.getByTestId('application-form');
  // The overview's select starts on its disabled placeholder; a position page preselects its own.
  if ((await form.locator('[name="position"]').inputValue()) === '') await form.locator('[name="position"]').selectOption(positions[0]!);
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="email"]').fill('omar@example.com');
  await form.locator('[name="phoneNumber"]').fill('+20 100 123 4567');
  await form.locator('[name="message"]').fill('Senior developer');
  await form.locator('[name="file"]').setInputFiles(file);
  return form;
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = strings[locale];

  /** An empty inquiry form refused with the designed inline errors, the first field focused. */
  async function expectEmptyFormErrors(form: Locator) {
    // Each empty field says what to do, in its own words.
    await expect(form.getByTestId('field-error')).toHaveText([
      t.errors.nameRequired,
      t.errors.emailRequired,
      t.errors.countryRequired,
      t.errors.phoneRequired,
      t.errors.messageRequired,
    ]);
    await expect(form.locator('[name="name"]')).toBeFocused();
    await expect(form.getByTestId('form-status')).toHaveText(t.forms.fixErrors);
  }

  test(`${locale}: contact form submits in place, shows 'Sending…' then success, and is cleared`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page, 'inquiry-form');
    const form = await fillInquiry(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/inquiries', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByTestId('inquiry-submit').click();
    await expect(form.getByTestId('inquiry-submit')).toHaveText(t.forms.sending);
    await expect(form.getByTestId('inquiry-submit')).toBeDisabled();
    release();
    await expect(form.getByTestId('form-status')).toHaveText(t.forms.success);
    await expect(form.locator('[name="name"]')).toHaveValue('');
    await expect(form.getByTestId('inquiry-submit')).toHaveText(t.cta.primary);
  });

  test(`${locale}: field errors are shown next to the fields and focus moves to the first invalid one`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page, 'inquiry-form');
    const form = page.getByTestId('inquiry-form');
    await form.locator('[name="email"]').fill('not-an-email');
    await form.getByTestId('inquiry-submit').click();
    await expect(form.locator('[name="name"]')).toBeFocused();
    await expect(form.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#inquiry-email-error')).toHaveText(t.errors.email);
    await expect(form.locator('#inquiry-name-error')).toHaveText(t.errors.nameRequired);
    await expect(form.getByTestId('field-error')).toHaveCount(5);
  });

  test(`${locale}: an empty submit shows every error inline in the page's language, no native bubble, focus on the first field`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page, 'inquiry-form');
    const form = page.getByTestId('inquiry-form');
    // Hydrated, the form validates itself: the browser's bubble (in the browser's language) never opens.
    await expect(form).toHaveAttribute('novalidate', '');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/inquiries')) posted = true;
    });
    await form.getByTestId('inquiry-submit').click();
    await expect(form.getByTestId('field-error')).toHaveCount(5);
    await expectEmptyFormErrors(form);
    // Each message is tied to its field, and styled as an error (not the browser's tooltip).
    await expect(form.locator('[name="message"]')).toHaveAttribute('aria-describedby', /inquiry-message-error/);
    await expect(form.locator('#inquiry-name-error')).toHaveCSS('color', 'rgb(180, 35, 24)');
    expect(await form.locator('[name="name"]').evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    expect(posted).toBe(false);
  });

  for (const { width, touch } of [
    { width: 360, touch: true },
    { width: 1280, touch: false },
  ]) {
    test(`${locale}: at ${width} px, "Send" as the first action on a fresh page shows the inline errors, not the browser's bubble`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      // A refused submit whose `invalid` event nobody prevented opens the browser's bubble.
      await page.addInitScript(() => {
        const counts = window as unknown as { bubbles: number };
        counts.bubbles = 0;
        addEventListener('invalid', (event) => setTimeout(() => (counts.bubbles += event.defaultPrevented ? 0 : 1)), true);
      });
      await page.goto(`${prefix}/contact`);
      const form = page.getByTestId('inquiry-form');
      // The island has not hydrated: the tap or click is the visitor's first interaction.
      await expect(page.locator('astro-island[ssr] [data-testid="inquiry-form"]')).toBeAttached();
      const send = form.getByTestId('inquiry-submit');
      await (touch ? send.tap() : send.click());
      await expectEmptyFormErrors(form);
      expect(await page.evaluate(() => (window as unknown as { bubbles: number }).bubbles)).toBe(0);
      await context.close();
    });
  }

  test(`${locale}: a failed send keeps the input and says so`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page, 'inquiry-form');
    const form = await fillInquiry(page);
    await page.route('**/api/inquiries', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await form.getByTestId('inquiry-submit').click();
    await expect(form.getByTestId('form-status')).toHaveText(t.forms.failure);
    await expect(form.locator('[name="name"]')).toHaveValue('Huda Al-Qahtani');
    // A busy server (load shedding, the upload bound) asks for a moment instead.
    await page.unroute('**/api/inquiries');
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({ status: 503, headers: { 'retry-after': '5' }, contentType: 'application/json', body: '{}' }),
    );
    await form.getByTestId('inquiry-submit').click();
    await expect(form.getByTestId('form-status')).toHaveText(t.errors.busy);
    await expect(form.locator('[name="name"]')).toHaveValue('Huda Al-Qahtani');
  });

  test(`${locale}: the server's per-field error (phone invalid for the country) is shown`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page, 'inquiry-form');
    const form = await fillInquiry(page);
    await form.locator('[name="phoneNumber"]').fill('+966 12 34');
    await form.getByTestId('inquiry-submit').click();
    await expect(form.locator('#inquiry-phone-error')).toHaveText(t.errors.phone);
    await expect(form.locator('[name="name"]')).toHaveValue('Huda Al-Qahtani');
  });

  test(`${locale}: contact form without JavaScript posts natively and lands on the confirmation page`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/contact`);
    await fillInquiry(page);
    await page.getByTestId('inquiry-submit').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sent#inquiry$`));
    const outcome = page.getByTestId('form-sent');
    await expect(outcome).toContainText(t.forms.outcomeSent);
    // What follows an inquiry only, at the top of the page (the fragment scrolls nowhere).
    await expect(outcome.locator('dt:visible')).toHaveText([t.forms.outcomeInquiryTerm]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test(`${locale}: careers application with a CV, in place`, async ({ page }) => {
    await page.goto(`${prefix}/careers`);
    await hydrated(page, 'application-form');
    const form = await fillApplication(page);
    await form.getByTestId('application-submit').click();
    await expect(form.getByTestId('form-status')).toHaveText(t.forms.applicationSuccess);
    await expect(form.locator('[name="name"]')).toHaveValue('');
    // The reset clears the chosen file's name too.
    await expect(form.getByTestId('cv-file-name')).toHaveCount(0);
    await expect(form.getByTestId('cv-status')).toHaveText(t.forms.cvNone, { useInnerText: true });
  });

  test(`${locale}: careers application without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/careers`);
    const form = await fillApplication(page);
    await form.locator('[name="position"]').selectOption(positions.at(-1)!);
    await form.getByTestId('application-submit').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sent#application$`));
    // The outcome page serves both forms: an applicant reads the shortlist promise, not "your inquiry".
    const outcome = page.getByTestId('form-sent');
    await expect(outcome).toContainText(t.forms.outcomeSent);
    await expect(outcome).toContainText(
      locale === 'ar' ? 'وإن كنت من المرشحين المختارين فسنتواصل معك خلال أسبوعين' : 'if you are shortlisted, contact you within two weeks',
    );
    // What follows an application only, and the way back to reading.
    await expect(outcome.locator('dt:visible')).toHaveText([t.forms.outcomeApplicationTerm]);
    await expect(outcome.getByText(t.forms.outcomeInquiryTerm)).toBeHidden();
    await expect(outcome.getByRole('link', { name: t.heroes.seePositions })).toHaveAttribute('href', `${prefix}/careers`);
    await expect(outcome).not.toContainText(t.forms.success);
    // Its failure twin leads an applicant back to the positions, an inquirer back to the inquiry
    // form; reached without the form's fragment, it offers both.
    await page.goto(`${prefix}/not-sent#application`);
    const notSent = page.getByTestId('form-notSent');
    await expect(notSent.getByRole('link', { name: t.heroes.seePositions })).toHaveAttribute('href', `${prefix}/careers`);
    await expect(notSent.getByRole('link', { name: t.forms.backToForm })).toBeHidden();
    await page.goto(`${prefix}/not-sent#inquiry`);
    await expect(notSent.getByRole('link', { name: t.forms.backToForm })).toHaveAttribute('href', `${prefix}/contact`);
    await expect(notSent.locator('dd').getByRole('link', { name: t.heroes.seePositions })).toBeHidden();
    await page.goto(`${prefix}/not-sent`);
    await expect(notSent.getByRole('link', { name: t.forms.backToForm })).toBeVisible();
    await expect(notSent.locator('dd').getByRole('link', { name: t.heroes.seePositions })).toBeVisible();
    // The failure says how to reach us: the head office's number, as the lead promises.
    await expect(notSent.locator('a[href^="tel:"]')).toHaveCount(1);
    await context.close();
  });
}

test('a disguised CV (an executable named .pdf) is refused with a localized error', async ({ page }) => {
  await page.goto('/ar/careers');
  await hydrated(page, 'application-form');
  const form = await fillApplication(
    page,
    { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03 not a pdf at all') },
    'عمر حسن',
  );
  await form.getByTestId('application-submit').click();
  await expect(form.locator('#application-file-error')).toHaveText(strings.ar.errors.fileType);
});

/**
 * The form outcomes at 360 px, for each form's fragment and none: one button (two on /not-sent
 * reached without its fragment, one per form, stacked at one width), none in the accent (the page
 * asks for no demo); every other way on is a plain link.
 */
test('at 360 px /sent and /not-sent show one button per case, stacked buttons of one width, the rest as links', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, most] of [
    ['/sent', 1],
    ['/sent#inquiry', 1],
    ['/ar/sent#application', 1],
    ['/not-sent#inquiry', 1],
    ['/ar/not-sent#application', 1],
    ['/not-sent', 2],
  ] as const) {
    await page.goto(path);
    const buttons = await page
      .locator('main a')
      .evaluateAll((links) =>
        links
          .filter((a) => a.checkVisibility() && getComputedStyle(a).borderTopWidth !== '0px')
          .map((a) => ({ text: a.textContent?.trim(), width: Math.round(a.getBoundingClientRect().width) })),
      );
    expect(buttons.length, `${path}: buttons ${JSON.stringify(buttons)}`).toBeGreaterThanOrEqual(1);
    expect(buttons.length, `${path}: buttons ${JSON.stringify(buttons)}`).toBeLessThanOrEqual(most);
    expect(new Set(buttons.map((b) => b.width)).size, `${path}: stacked buttons of one width ${JSON.stringify(buttons)}`).toBe(1);
    await expect(page.locator('main a[data-cta="primary"]')).toHaveCount(0);
  }
});
