/**
 * The inquiry and application forms in both languages: hydrated, each answered in place on one
 * page per form (errors inline, failures keeping the input, a success clearing the form); a first
 * "Send" on a fresh page before hydration; without JavaScript, a native post to the outcome
 * pages; the CV control in the page's language.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fileSizeText } from '../../src/components/islands/forms/FileField.tsx';
import { interpolate } from '../../src/i18n/interpolate.ts';
import { pdfFile } from '../../support/lead-posts.ts';
import { positions } from '../support/positions.ts';
import { cv, fillApplication, pdf, shown } from './application-form.ts';
import { hydrated } from './hydration.ts';
import { strings } from './pages.ts';
import { textLines } from './page-checks/measure.ts';

async function fillInquiry(page: Page, scope = page.getByTestId('inquiry-form').first()) {
  await scope.locator('[name="name"]').fill('Huda Al-Qahtani');
  await scope.locator('[name="email"]').fill('huda@example.com');
  await scope.locator('[name="country"]').selectOption('SA');
  await scope.locator('[name="phoneNumber"]').fill('+966 50 123 4567');
  await scope.locator('[name="message"]').fill('We run 4 branches and want to replace our accounting system.');
  return scope;
}

const jobPostings = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')).filter((d) => d['@type'] === 'JobPosting'));

/** /careers at 1280 px: one tab per open position (tab order as the content has it), none a JobPosting here. */
async function positionTabs(page: Page, prefix: string) {
  const [first, second] = positions as [string, ...string[]];
  await hydrated(page, 'careers-tabs');
  const tabs = page.getByTestId('careers-tabs').getByRole('tab');
  await expect(tabs).toHaveCount(positions.length);
  await expect(page.locator(`#${first}`)).toBeVisible();
  await expect(page.getByTestId(`requirements-${first}`).locator('li').first()).toBeVisible();
  // Switching tabs needs a second open position; with one, its tab is the whole list.
  const last = second ?? first;
  if (second) {
    await tabs.nth(1).click();
    await expect(page.locator(`#${second}`)).toBeVisible();
    await expect(page.locator(`#${first}`)).toBeHidden();
  }
  // Google wants one posting per page: the overview has none, each position page one.
  expect(await jobPostings(page)).toHaveLength(0);
  // The position's own page linked once, from its panel's title; the hero's office cards lead to the tabs
  // (each position listed once on the page, review 17).
  await expect(page.locator(`#${last} a[href="${prefix}/careers/${last}"]`)).toHaveCount(1);
  await expect(page.getByTestId('page-hero').locator(`a[href$="/careers/${last}"]`)).toHaveCount(0);
  // The overview itself is the current page in the header.
  await expect(page.locator(`#menu a[href="${prefix}/careers"]`)).toHaveAttribute('aria-current', 'page');
  expect(await textLines(page, 'main h1'), 'the careers heading fits two lines').toBeLessThanOrEqual(2);
}

/** /ar/careers hydrated, no file chosen: keyboard focus on the CV button, the required and type errors inline, axe on the form. */
async function cvErrors(page: Page) {
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
    await expect(form.getByTestId('form-status')).toHaveText(interpolate(t.errors.fixFields, { count: 5 }, locale));
  }

  // One hydrated page for the inquiry form's answers, in the order a visitor meets them; the
  // success comes last, as it clears the form.
  test(`${locale}: /contact's inquiry form in place: every error inline on an empty submit, field errors and focus, the server's field error, a failed and a busy send keep the input, a success says 'Sending…' then clears`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page, 'inquiry-form');
    const form = page.getByTestId('inquiry-form');
    await test.step("an empty submit shows every error inline in the page's language, no native bubble, focus on the first field", async () => {
      // Hydrated, the form validates itself: the browser's bubble (in the browser's language) never opens.
      await expect(form).toHaveAttribute('novalidate', '');
      let posted = false;
      page.on('request', (request) => {
        if (request.url().includes('/api/inquiries')) posted = true;
      });
      const look = (name: string) =>
        form.locator(`[name="${name}"]`).evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            border: style.borderColor,
            background: style.backgroundColor,
            shadow: style.boxShadow,
            outline: `${style.outlineStyle} ${style.outlineWidth}`,
          };
        });
      const valid = await look('message');
      await form.getByTestId('inquiry-submit').click();
      await expect(form.getByTestId('field-error')).toHaveCount(5);
      await expectEmptyFormErrors(form);
      // An invalid field stands out by more than its message: the danger border doubled by an inset
      // line, on white (a tint on every field read as a wall of red); the focused one keeps them
      // inside its focus ring.
      const invalid = await look('message');
      expect(invalid.border, 'the invalid border').not.toBe(valid.border);
      expect(invalid.border).toBe('rgb(180, 35, 24)');
      expect(invalid.shadow, 'the inset line').toContain('rgb(180, 35, 24)');
      expect(invalid.background, 'no tint').toBe(valid.background);
      expect(await look('name'), 'focused and invalid').toMatchObject({ border: 'rgb(180, 35, 24)', outline: 'solid 3px' });
      // Each message is tied to its field, and styled as an error (not the browser's tooltip).
      await expect(form.locator('[name="message"]')).toHaveAttribute('aria-describedby', /inquiry-message-error/);
      await expect(form.locator('#inquiry-name-error')).toHaveCSS('color', 'rgb(180, 35, 24)');
      expect(await form.locator('[name="name"]').evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
      expect(posted).toBe(false);
    });
    await test.step('field errors are shown next to the fields and focus moves to the first invalid one', async () => {
      await form.locator('[name="email"]').fill('not-an-email');
      await expect(form.locator('[name="email"]')).toBeFocused();
      await form.getByTestId('inquiry-submit').click();
      await expect(form.locator('[name="name"]')).toBeFocused();
      await expect(form.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator('#inquiry-email-error')).toHaveText(t.errors.email);
      await expect(form.locator('#inquiry-name-error')).toHaveText(t.errors.nameRequired);
      await expect(form.getByTestId('field-error')).toHaveCount(5);
    });
    await test.step("the server's per-field error (phone invalid for the country) is shown", async () => {
      await fillInquiry(page);
      await form.locator('[name="phoneNumber"]').fill('+966 12 34');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/inquiries'));
      await form.getByTestId('inquiry-submit').click();
      expect((await answered).ok(), 'the server refuses the phone').toBe(false);
      await expect(form.locator('#inquiry-phone-error')).toHaveText(t.errors.phone);
      await expect(form.locator('[name="name"]')).toHaveValue('Huda Al-Qahtani');
    });
    await test.step('a failed send keeps the input and says so; a busy server asks for a moment', async () => {
      await form.locator('[name="phoneNumber"]').fill('+966 50 123 4567');
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
      await page.unroute('**/api/inquiries');
    });
    await test.step("the form submits in place, shows 'Sending…' then success, and is cleared", async () => {
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
      await expect(form.getByTestId('inquiry-submit')).toHaveText(t.forms.submitInquiry);
    });
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

  // One hydrated page: the CV control before and after hydration, the positions' tabs, and an
  // application sent in place last (it resets the form).
  test(`${prefix}/careers at 1280 px: the CV control in the page's language before and after hydration, one tab per open position, Careers current, the heading in two lines${locale === 'ar' ? ', keyboard focus and inline CV errors, axe, a disguised CV refused' : ''}, an application sent in place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/careers`);
    const { form, input, choose, status } = cv(page);
    await test.step("the CV control, server-rendered: the page's language, the real input required, focusable and visually hidden", async () => {
      // Not yet hydrated (the island waits for an interaction).
      await expect(page.locator('astro-island[ssr] [data-testid="application-form"]')).toBeAttached();
      await expect(choose).toHaveText(t.forms.cvChoose);
      await expect(choose).toHaveAttribute('for', 'application-file');
      expect(await shown(page)).toBe(t.forms.cvNone);
      await expect(input).toHaveAttribute('required', '');
      await expect(input).toHaveAttribute('accept', /\.pdf/);
      expect(await input.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
      const box = await input.boundingBox();
      expect(box && box.width <= 1 && box.height <= 1).toBe(true);
      // Named by the field's title and the button, described by the status and the hint.
      await expect(input).toHaveAccessibleName(`${t.forms.cv} ${t.forms.cvChoose}`);
      await expect(input).toHaveAttribute('aria-describedby', 'application-file-status application-file-hint');
      await expect(page.locator('#application-file-hint')).toContainText(locale === 'ar' ? 'PDF' : '5 MB');
    });
    await test.step('one tab per open position with requirements, its own page linked from its title, not the hero; Careers current; the heading in two lines', () =>
      positionTabs(page, prefix));
    await hydrated(page, 'application-form');
    await test.step("hydrated, the CV control still speaks the page's language", async () => {
      await expect(choose).toHaveText(t.forms.cvChoose);
      expect(await shown(page)).toBe(t.forms.cvNone);
    });
    if (locale === 'ar')
      await test.step('keyboard focus on the CV button; a CV error inline, localized, focus on the control; axe finds nothing', () =>
        cvErrors(page));
    await test.step("a chosen file's name and size", async () => {
      await input.setInputFiles(pdf);
      await expect(status.getByTestId('cv-file-name')).toHaveText('cv.pdf');
      await expect(status.getByTestId('cv-file-size')).toHaveText(
        `(${fileSizeText(pdfFile.length, { sizeKb: t.forms.cvSizeKb, sizeMb: t.forms.cvSizeMb }, locale)})`,
      );
      await expect(status.getByTestId('cv-file-size')).toHaveText(locale === 'ar' ? /^\((كيلوبايت|\d+ كيلوبايت)/ : /^\(\d+ KB\)$/);
    });
    if (locale === 'ar')
      await test.step('a disguised CV (an executable named .pdf) is refused by the server with a localized error', async () => {
        await fillApplication(
          page,
          { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03 not a pdf at all') },
          'عمر حسن',
        );
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/applications'));
        await form.getByTestId('application-submit').click();
        expect((await answered).ok(), 'the server refuses the file').toBe(false);
        await expect(form.locator('#application-file-error')).toHaveText(strings.ar.errors.fileType);
      });
    await test.step('an application with a CV is sent in place; the reset clears the file too', async () => {
      await fillApplication(page);
      await form.getByTestId('application-submit').click();
      await expect(form.getByTestId('form-status')).toHaveText(t.forms.applicationSuccess);
      await expect(form.locator('[name="name"]')).toHaveValue('');
      await expect(form.getByTestId('cv-file-name')).toHaveCount(0);
      await expect(form.getByTestId('cv-status')).toHaveText(t.forms.cvNone, { useInnerText: true });
    });
  });

  test(`${prefix}/careers without JavaScript: the localized CV control, the position required, "File chosen" once picked; the application posts and lands on its outcome page`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/careers`);
    const { form, choose } = cv(page);
    await expect(choose).toHaveText(t.forms.cvChoose);
    expect(await shown(page)).toBe(t.forms.cvNone);
    await test.step("the overview's position select is required: its placeholder blocks sending", async () => {
      const select = form.locator('[name="position"]');
      await expect(select).toHaveValue('');
      await expect(select.locator('option').first()).toBeDisabled();
      expect(await select.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
      await select.selectOption(positions[0]!);
      expect(await select.evaluate((el: HTMLSelectElement) => el.validity.valid)).toBe(true);
    });
    await fillApplication(page, pdf, locale === 'ar' ? 'عمر حسن' : 'Omar Hassan');
    expect(await shown(page)).toBe(t.forms.cvChosen);
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

/**
 * /sent at 1280 px (review 18, 2026-11-30): its one button takes its label's width, as the site's
 * other buttons (in the cases' grid it was ~345 px); reached without a form's fragment, the page says
 * only that the message arrived, no "What happens next" listing both forms' steps; with one, that
 * form's row.
 */
test(`at 1280 px /sent: its button its label's width; without a fragment no list of both forms, with one that form's row`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, rows] of [
    ['/sent', 0],
    ['/ar/sent', 0],
    ['/sent#inquiry', 1],
    ['/ar/sent#application', 1],
  ] as const) {
    await page.goto(path);
    const outcome = page.getByTestId('form-sent');
    await expect(outcome.locator('dt:visible')).toHaveCount(rows);
    await expect(outcome.locator('h2:visible')).toHaveCount(rows);
    // The one bordered link (the others are text links).
    await expect(outcome.locator('a.border')).toHaveCount(1);
    const fit = await outcome.locator('a.border').evaluate((a) => {
      const style = getComputedStyle(a);
      const range = document.createRange();
      range.selectNodeContents(a);
      const label = range.getBoundingClientRect().width;
      return a.getBoundingClientRect().width - label - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(fit, `${path}: the button wider than its label and padding`).toBeLessThanOrEqual(2);
  }
});
