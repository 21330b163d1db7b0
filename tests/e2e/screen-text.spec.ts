// No product screen cuts its text with "…" (docs/design.md §5): a title, field value or label the
// reader cannot finish reads as a broken screen, and in an Arabic screen a Latin reference is cut
// from its start. Measured in the rendered documents `npm run visuals` photographs, with the same
// check the renderer fails on (scripts/lib/screen-fit.ts `cutText`), on the desktop window and on
// the phone canvas once cropped, in both languages.
import { expect, test } from '@playwright/test';
import { cropToPhone, cutText } from '../../scripts/lib/screen-fit.ts';
import { checkEveryScreen } from './screen-documents.ts';

test('every screen shows its whole text, desktop and phone, English and Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  const failures = await checkEveryScreen(page, async (layout) => {
    if (layout === 'phone') await cropToPhone(page);
    const cut = await cutText(page);
    return cut ? [cut] : [];
  });
  expect(failures).toEqual([]);
});
