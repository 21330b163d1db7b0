// The product screens' breadcrumbs (src/visuals/kit/screen-frame.css): in the right-to-left screens
// the chevron between steps is turned round, so it points the way the steps are read. Checked
// in the document `npm run visuals` photographs (scripts/lib/screen-documents.ts).
import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';

const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';

test('breadcrumb chevrons point the way each language reads', async ({ page }) => {
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  for (const locale of locales) {
    await page.setContent(screenDocument('journal-entry', locale, head));
    const chevrons = page.locator('.crumb-sep');
    await expect(chevrons).toHaveCount(2);
    for (const transform of await chevrons.evaluateAll((els) => els.map((el) => getComputedStyle(el).transform)))
      expect(transform, locale).toBe(locale === 'ar' ? mirrored : 'none');
  }
});
