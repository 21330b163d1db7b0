/**
 * Between sends, a field that has shown an error follows its value (the GOV.UK / Stripe pattern):
 * left after a change it is checked again with the shared schema, typing only ever clears its
 * error (once valid), a list or a file takes its message when chosen; a field never shown an error
 * is not checked before the send; focus stays where the visitor puts it; the summary under the
 * button follows, counting the fields left. Before 2026-11-29 every message stayed as the last submit left it ("abc@" kept
 * "Enter your e-mail address." until the next "Send"), which each test below fails on.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { interpolate } from '../../src/i18n/interpolate.ts';
import { positions } from '../support/positions.ts';
import { cv, pdf } from './application-form.ts';
import { hydrated } from './hydration.ts';
import { strings } from './pages.ts';

/** Whether the field is marked invalid and described by its message, as the message's presence says. */
async function expectWired(form: Locator, name: string, id: string, invalid: boolean) {
  const field = form.locator(`[name="${name}"]`);
  await expect(field).toHaveAttribute('aria-invalid', String(invalid));
  if (invalid) await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}-error$`));
  else expect((await field.getAttribute('aria-describedby')) ?? '').not.toMatch(/-error/);
  await expect(form.locator(`#${id}-error`)).toHaveCount(invalid ? 1 : 0);
}

async function contactForm(page: Page, prefix: string) {
  await page.goto(`${prefix}/contact`);
  await hydrated(page, 'inquiry-form');
  return page.getByTestId('inquiry-form');
}

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = strings[locale];
  /** The summary under the button: how many fields are left to correct. */
  const left = (count: number) => interpolate(t.errors.fixFields, { count }, locale);

  test(`${locale}: /contact, after an empty submit: "abc@" left gets the format message, a valid address clears it while typing, a chosen country clears at once, focus stays put, the summary goes with the last error, nothing is posted`, async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/inquiries')) posted = true;
    });
    const form = await contactForm(page, prefix);
    const email = form.locator('[name="email"]');
    const status = form.getByTestId('form-status');
    await form.getByTestId('inquiry-submit').click();
    await expect(form.getByTestId('field-error')).toHaveCount(5);
    await expect(form.locator('#inquiry-email-error')).toHaveText(t.errors.emailRequired);
    await expect(status).toHaveText(left(5));

    await test.step('typing an invalid address does not change the message; leaving the field does', async () => {
      await email.fill('abc@');
      await expect(form.locator('#inquiry-email-error')).toHaveText(t.errors.emailRequired);
      await email.press('Tab');
      await expect(form.locator('#inquiry-email-error')).toHaveText(t.errors.email);
      await expectWired(form, 'email', 'inquiry-email', true);
      // Focus went where Tab sent it (the country), not back to the field or the first error.
      await expect(form.locator('[name="country"]')).toBeFocused();
      await expect(status).toHaveText(left(5));
    });
    await test.step('a valid address clears the error as it is typed, without submitting or leaving', async () => {
      await email.fill('huda@example.com');
      await expectWired(form, 'email', 'inquiry-email', false);
      await expect(email).toBeFocused();
      await expect(form.getByTestId('field-error')).toHaveCount(4);
      await expect(status).toHaveText(left(4));
    });
    await test.step('left unchanged, a field keeps its message; a fixed field made invalid again shows it when left', async () => {
      await form.locator('[name="phoneNumber"]').focus();
      await form.locator('[name="phoneNumber"]').blur();
      await expect(form.locator('#inquiry-phone-error')).toHaveText(t.errors.phoneRequired);
      await email.fill('huda@');
      await expectWired(form, 'email', 'inquiry-email', false);
      await email.blur();
      await expect(form.locator('#inquiry-email-error')).toHaveText(t.errors.email);
      await email.fill('huda@example.com');
      await expectWired(form, 'email', 'inquiry-email', false);
    });
    await test.step('a chosen country clears its error at once; the summary goes with the last error', async () => {
      await form.locator('[name="country"]').selectOption('SA');
      await expectWired(form, 'country', 'inquiry-country', false);
      await form.locator('[name="name"]').fill('Huda Al-Qahtani');
      await form.locator('[name="phoneNumber"]').fill('+966 50 123 4567');
      await expect(form.getByTestId('field-error')).toHaveCount(1);
      await expect(status).toHaveText(left(1));
      await form.locator('[name="message"]').fill('We run 4 branches.');
      await expect(form.getByTestId('field-error')).toHaveCount(0);
      await expect(status).toBeEmpty();
      for (const [name, id] of [
        ['name', 'inquiry-name'],
        ['phoneNumber', 'inquiry-phone'],
        ['message', 'inquiry-message'],
      ] as const)
        await expectWired(form, name, id, false);
    });
    expect(posted, 'nothing was sent').toBe(false);
  });

  test(`${locale}: /contact, before any submit: a field left invalid or empty shows nothing`, async ({ page }) => {
    const form = await contactForm(page, prefix);
    await form.locator('[name="email"]').fill('abc@');
    await form.locator('[name="email"]').press('Tab');
    await expect(form.locator('[name="country"]')).toBeFocused();
    await form.locator('[name="name"]').fill('H');
    await form.locator('[name="name"]').fill('');
    await form.locator('[name="name"]').blur();
    await form.locator('[name="phoneNumber"]').fill('12');
    await form.locator('[name="phoneNumber"]').blur();
    await expect(form.getByTestId('field-error')).toHaveCount(0);
    await expectWired(form, 'email', 'inquiry-email', false);
    await expectWired(form, 'name', 'inquiry-name', false);
    await expect(form.getByTestId('form-status')).toBeEmpty();
  });

  test(`${prefix}/careers: the CV's error follows the chosen file (another type, then a PDF) without submitting`, async ({ page }) => {
    await page.goto(`${prefix}/careers`);
    await hydrated(page, 'application-form');
    const { form, input } = cv(page);
    await form.locator('[name="position"]').selectOption(positions[0]!);
    await form.getByTestId('application-submit').click();
    await expect(form.locator('#application-file-error')).toHaveText(t.errors.fileRequired);
    await input.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await expect(form.locator('#application-file-error')).toHaveText(t.errors.fileType);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.setInputFiles(pdf);
    await expect(form.locator('#application-file-error')).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAttribute('aria-describedby', 'application-file-status application-file-hint');
    // The other fields still show theirs, and the summary stays.
    await expect(form.locator('#application-name-error')).toHaveText(t.errors.nameRequired);
    await expect(form.getByTestId('form-status')).toHaveText(left(await form.getByTestId('field-error').count()));
  });
}
