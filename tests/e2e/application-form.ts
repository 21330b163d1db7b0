/** The careers application form as forms.spec.ts and careers.spec.ts fill and read it. */
import type { Locator, Page } from '@playwright/test';
import { pdfFile } from '../../support/lead-posts.ts';
import { positions } from '../support/positions.ts';

// A real one-page PDF: the server parses CVs, so magic bytes alone are refused.
export const pdf = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile };

/** The CV field: the site's own control, a button-styled `<label for>` and a status in the page's language. */
export const cv = (page: Page) => {
  const form = page.getByTestId('application-form');
  return {
    form,
    input: form.locator('input[type="file"][name="file"]'),
    choose: form.getByTestId('cv-choose'),
    status: form.getByTestId('cv-status'),
  };
};

/** The status's visible text (the no-JS variants are switched by CSS, so innerText, not textContent). */
export const shown = (page: Page) => cv(page).status.evaluate((el: HTMLElement) => el.innerText.trim());

export async function fillApplication(page: Page, file: Parameters<Locator['setInputFiles']>[0] = pdf, name = 'Omar Hassan') {
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
