/**
 * The privacy notice, a long legal text, in both languages: a list of its sections at the top
 * linking every section heading, each heading's id the same in both languages, and a followed
 * link landing the heading in view below the sticky header (at 360 px, without scripts).
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

for (const prefix of ['', '/ar'])
  test(`${prefix}/privacy: "on this page" links every section heading, each landing below the sticky header`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/privacy`);
    const links = page.getByTestId('privacy-contents').getByRole('link');
    const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const headings = await page.locator('main h2').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(headings.length).toBeGreaterThanOrEqual(9);
    expect(targets).toEqual(headings);

    for (const [i, target] of targets.entries()) {
      await links.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const { top, bottom, headerBottom } = await page.locator(target).evaluate((h) => ({
        ...h.getBoundingClientRect().toJSON(),
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      }));
      expect(top, `${target} below the header`).toBeGreaterThanOrEqual(headerBottom);
      expect(bottom, `${target} in view`).toBeLessThanOrEqual(740);
      await page.goto(`${prefix}/privacy`);
    }
  });

test('/privacy and /ar/privacy: each section heading has the same id in both languages', async ({ page }) => {
  const ids = async (path: string) => {
    await page.goto(path);
    return page.locator('main h2').evaluateAll((hs) => hs.map((h) => h.id));
  };
  const en = await ids('/privacy');
  expect(en.every(Boolean)).toBe(true);
  expect(await ids('/ar/privacy')).toEqual(en);
});
