/**
 * The search dialog's look and its Escape (decision 0045: a backdrop that hides the page;
 * decision 0056: the first Escape closes it), in both languages. What the search finds:
 * search.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe.ts';

/** The open dialog's backdrop: at least 70 % opaque. */
async function backdropHidesThePage(page: Page) {
  const alpha = await page.getByRole('dialog').evaluate((el) => {
    const m = /rgba?\([^)]*?([\d.]+)\)$/.exec(getComputedStyle(el, '::backdrop').backgroundColor);
    return m ? Number(m[1]) : 1;
  });
  expect(alpha).toBeGreaterThanOrEqual(0.7);
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 800 } });
  test('the search dialog shows no keyboard hint: keys mean nothing there', async ({ page }) => {
    await page.goto('/ar');
    await page.getByTestId('search-open').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('#site-search-hint')).toBeHidden();
  });
});

// One load of /aboutus per language at 360 px; the open dialog is re-laid out at 768 and 1280 px
// (the hint and the backdrop are styles only).
for (const { prefix, lang, found } of [
  { prefix: '', lang: 'en', found: 'payroll' },
  { prefix: '/ar', lang: 'ar', found: 'ضمان' },
] as const) {
  test(`${lang}: at 360 px the placeholder fits and no result offers suggested pages; the keyboard hint hidden at 360 px, shown at 768 and 1280 px; the backdrop hides the page; the first Escape closes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/aboutus`);
    await page.getByTestId('search-open').click();
    const input = page.getByRole('dialog').getByRole('combobox');
    await expect(input).toBeFocused();
    // At 360 px the field's placeholder fits whole; a search that finds nothing offers pages to
    // start from instead: the four product families, the hub, contact and the site map, in the
    // page's language.
    await test.step('at 360 px the placeholder fits the field; no result offers suggested pages', async () => {
      const fit = await input.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        return { text: Math.ceil(context.measureText(el.placeholder).width), room };
      });
      expect(fit.text, `placeholder ${fit.text} px in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
      const suggestions = page.getByTestId('search-suggestions');
      await expect(suggestions).toBeHidden();
      await input.pressSequentially('zzqxv', { delay: 20 });
      await expect(suggestions).toBeVisible();
      const hrefs = await suggestions.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(
        ['/FinancialSystems', '/DistributionSystems', '/HumanResources', '/FeaturedSystems', '/solutions', '/contact', '/sitemap'].map(
          (path) => `${prefix}${path}`,
        ),
      );
      const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await input.fill(found);
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expect(suggestions).toBeHidden();
    });
    // A phone-sized window with a mouse (a narrow desktop window, an emulator): keys are still
    // unlikely there, so the hint follows the width as well as the pointer; a desktop width keeps it.
    await test.step('without touch, the keyboard hint is hidden at 360 px and shown at 768 and 1280 px', async () => {
      for (const [width, shown] of [
        [360, false],
        [768, true],
        [1280, true],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.locator('#site-search-hint'), `${width} px`).toBeVisible({ visible: shown });
      }
    });
    await test.step('the backdrop hides the page; the dialog says "Esc to close": the first Escape closes it, a typed query or not', async () => {
      await backdropHidesThePage(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('search-open')).toBeFocused();
    });
  });
}
