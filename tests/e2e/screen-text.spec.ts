// No product screen cuts its text with "…" (docs/design.md §5): a title, field value or label the
// reader cannot finish reads as a broken screen, and in an Arabic screen a Latin reference is cut
// from its start. Measured in the rendered documents `npm run visuals` photographs, with the same
// check the renderer fails on (scripts/lib/screen-fit.ts `cutText`), on the desktop window and on
// the phone canvas once cropped, in both languages.
import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { phoneSize, screenNames, screenSize } from '../../src/visuals/names.ts';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';
import { cropToPhone, cutText } from '../../scripts/lib/screen-fit.ts';

test('every screen shows its whole text, desktop and phone, English and Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  // Nothing is fetched: the documents carry their fonts.
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  const failures: string[] = [];
  for (const layout of ['desktop', 'phone'] as const) {
    await page.setViewportSize(layout === 'phone' ? phoneSize : screenSize);
    for (const name of screenNames) {
      for (const locale of locales) {
        await page.setContent(screenDocument(name, locale, head, layout), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        if (layout === 'phone') await cropToPhone(page);
        const cut = await cutText(page);
        if (cut) failures.push(`${name}.${locale} (${layout}): ${cut}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
