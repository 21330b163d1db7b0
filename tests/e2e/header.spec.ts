import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/paths.ts';
import { navGroups, navLinks } from '../../src/components/layout/nav-model.ts';
import { strings } from './pages.ts';
import { tokenColour } from './page-checks/colours.ts';

test.describe('header menus', () => {
  test('above 1028 px: full links and dropdowns that open, close on Escape and on outside click', async ({ page }) => {
    await page.setViewportSize({ width: 1029, height: 800 });
    await page.goto('/aboutus');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByTestId('menu-button')).toBeHidden();
    // The menu's own controls (close, home, the call to action) are not in the bar.
    await expect(page.locator('#menu').getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(page.locator('#menu [data-cta]')).toBeHidden();
    const products = page.getByRole('button', { name: 'Products' });
    await products.click();
    await expect(page.locator('#nav-products')).toBeVisible();
    await expect(page.locator('#nav-products').getByRole('link')).toHaveCount(5);
    await expect(page.locator('#nav-products').getByRole('button')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-products')).toBeHidden();
    await page.getByRole('button', { name: 'Sectors' }).click();
    await expect(page.locator('#nav-sectors').getByRole('link')).toHaveCount(10);
    await page.mouse.click(5, 600);
    await expect(page.locator('#nav-sectors')).toBeHidden();
    await expect(page.locator('[aria-current="page"]').first()).toHaveText('About Us');
  });

  test('at 1280 px the current page is underlined in the bar, in Arabic as in English', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const mark = async (path: string) => {
      await page.goto(path);
      return page.locator('.menu .nav-link[aria-current="page"]').evaluate((a) => getComputedStyle(a).boxShadow);
    };
    const english = await mark('/aboutus');
    expect(english).toMatch(/inset$/);
    expect(english).toContain(' 0px -3px 0px 0px');
    expect(await mark('/ar/aboutus')).toBe(english);
    expect(await mark('/ar/careers')).toBe(await mark('/careers'));
  });

  test('dropdowns are keyboard operable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Partners' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-partners')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-partners').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/PartnersInfo$/);
  });

  test('at 1280 px the products panel sets the four families two a row, with no mark before them, and the solutions hub as its foot', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/aboutus', '/ar/aboutus']) {
      await page.goto(path);
      await page.locator('[popovertarget="nav-products"]').click();
      const entries = await page.locator('#nav-products a').evaluateAll((links) =>
        links.map((a) => {
          const box = a.getBoundingClientRect();
          return { top: Math.round(box.top), width: Math.round(box.width), mark: getComputedStyle(a, '::before').content };
        }),
      );
      expect(
        entries.map((e) => e.mark),
        path,
      ).toEqual(['none', 'none', 'none', 'none', 'none']);
      const [first, second, third, , foot] = entries;
      expect(second?.top, `${path}: two families a row`).toBe(first?.top);
      expect(third?.top, path).toBeGreaterThan(first?.top ?? 0);
      expect(foot?.width, `${path}: the hub's row spans both columns`).toBeGreaterThan(2 * (first?.width ?? 0));
    }
  });

  test('at 1028 px: a menu whose products, sectors and partners open as panels under their buttons and close again', async ({ page }) => {
    await page.setViewportSize({ width: 1028, height: 800 });
    await page.goto('/ar/careers');
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(menu).toBeHidden();
    const button = page.getByTestId('menu-button');
    await expect(button).toBeVisible();
    await button.click();
    await expect(menu).toBeVisible();
    for (const group of ['products', 'sectors', 'partners']) {
      const trigger = page.locator(`[popovertarget=nav-${group}]`);
      const panel = page.locator(`#nav-${group}`);
      await expect(panel).toBeHidden();
      await trigger.click();
      await expect(panel).toBeVisible();
      await expect(menu).toBeVisible();
      // The panel hangs under its button, which stays in view and closes it; the focus stays on it.
      const [buttonBox, panelBox] = [await trigger.boundingBox(), await panel.boundingBox()];
      expect(Math.abs(panelBox!.y - (buttonBox!.y + buttonBox!.height))).toBeLessThan(2);
      await trigger.click();
      await expect(panel).toBeHidden();
      await expect(menu).toBeVisible();
      await expect(trigger).toBeFocused();
    }
    // What an open panel covers takes no focus: after its last entry the Tab leaves the menu's list.
    await page.locator('[popovertarget=nav-products]').click();
    await page.locator('#nav-products a').last().focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[popovertarget=nav-sectors]')).not.toBeFocused();
    await expect(menu.locator('a[data-cta]')).not.toBeFocused();
    // Escape closes the panel first, then the menu; the focus goes back to the menu button.
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-products')).toBeHidden();
    await expect(menu).toBeVisible();
    await page.locator('[popovertarget=nav-sectors]').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-sectors')).toBeHidden();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.locator('[popovertarget=nav-products]').click();
    await page.locator('#nav-products').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ar\/FinancialSystems$/);
    await expect(menu).toBeHidden();
  });

  for (const [path, menuName] of [
    ['/pharmacy', 'Main'],
    ['/ar/pharmacy', 'القائمة الرئيسية'],
  ] as const) {
    test(`${path} at 360 px: Escape gives the focus back to the button that opened the panel, then the menu`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: menuName });
      const button = page.getByTestId('menu-button');
      const trigger = page.locator('[popovertarget=nav-sectors]');
      await button.click();
      await trigger.click();
      // From an entry of the panel, opened inside the open menu.
      await page.keyboard.press('Tab');
      await expect(page.locator('#nav-sectors a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('#nav-sectors')).toBeHidden();
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test('a menu or dropdown left open when the window crosses 1028 px closes: the bar takes its place', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/ar/careers');
    const menu = page.locator('#menu');
    await page.getByTestId('menu-button').click();
    await page.locator('[popovertarget=nav-products]').click();
    await expect(page.locator('#nav-products')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => menu.evaluate((nav) => nav.matches(':popover-open'))).toBe(false);
    await expect(page.locator('#nav-products')).toBeHidden();
    // In the header bar, not over the page.
    const [navBox, headerBox] = [await menu.boundingBox(), await page.locator('header').boundingBox()];
    expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
    await page.locator('[popovertarget=nav-sectors]').click();
    await expect(page.locator('#nav-sectors')).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('#nav-sectors')).toBeHidden();
  });

  for (const locale of ['en', 'ar'] as const)
    test(`${locale}: at 360 × 740 px the menu fits the screen and ends with the head office's labelled lines and the e-mail address, under its call to action; not in the bar`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(pathFor('home', locale));
      await page.getByTestId('menu-button').click();
      const menu = page.locator('#menu');
      const phones = menu.locator('a[href^="tel:+966"]');
      await expect(phones).toHaveCount(3);
      const cta = (await menu.locator('[data-cta]').boundingBox())!;
      const { main, sales, support } = strings[locale].phoneLine;
      const rows = await phones.evaluateAll((links) =>
        links.map((a) => {
          const label = a.previousElementSibling!;
          const [l, n] = [label.getBoundingClientRect(), a.getBoundingClientRect()];
          return { label: label.textContent, top: n.top, apart: Math.abs(l.top + l.height / 2 - (n.top + n.height / 2)) };
        }),
      );
      // Each number beside what it is for, on one row, the lines under the menu's button.
      expect(rows.map((r) => r.label)).toEqual([main, sales, support]);
      for (const row of rows) expect(row.apart, `${row.label}: label and number on one row`).toBeLessThanOrEqual(2);
      expect(rows[0]!.top).toBeGreaterThan(cta.y + cta.height);
      const mail = menu.locator('a[href^="mailto:"]');
      await expect(mail).toBeVisible();
      // The whole menu fits the 360 × 740 screen: its end shows without a scroll, rows of 44 px or more.
      const fit = await menu.evaluate((m) => ({
        overflow: m.scrollHeight - m.clientHeight,
        rows: [...m.querySelectorAll('.nav-link, .nav-trigger')].map((el) => el.getBoundingClientRect().height),
      }));
      expect(fit.overflow, 'the menu scrolls').toBeLessThanOrEqual(0);
      expect(Math.min(...fit.rows)).toBeGreaterThanOrEqual(44);
      // Readable on the menu's white: the labels muted, not the footer's light blue.
      const label = await menu
        .locator('dd span')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      expect(label).toBe(await tokenColour(page, 'ink-muted'));
      // A group's panel covers them, and they leave the keyboard's way with the rest of the list.
      await menu.getByRole('button').filter({ hasText: strings[locale].nav.products }).click();
      await expect(phones.first()).toBeHidden();
      await expect(mail).toBeHidden();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.locator('header a[href^="tel:"], header a[href^="mailto:"]')).toHaveCount(4);
      for (const link of await page.locator('header a[href^="tel:"], header a[href^="mailto:"]').all()) await expect(link).toBeHidden();
    });

  test('one navigation serves both layouts: one nav landmark, each of its links once in the header', async ({ page }) => {
    for (const locale of ['en', 'ar'] as const) {
      await page.goto(pathFor('pharmacy', locale));
      await expect(page.locator('header nav')).toHaveCount(1);
      for (const key of [...navGroups.flatMap((group) => group.items), ...navLinks]) {
        await expect(page.locator(`header a[href="${pathFor(key, locale)}"]`), `${locale} ${key}`).toHaveCount(1);
      }
    }
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/solutions');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
