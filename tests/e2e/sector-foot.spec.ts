/**
 * Sector pages without a dead column and with one bullet grid (decision 0059), both languages:
 * - from 64 rem a short contact card sticks beside the article to its end on a laptop screen;
 * - the consultation form is a section across the page after the article, the page's last, with
 *   no closing band after it; on a phone the card is not shown;
 * - a feature block across the row sets all its bullets in one two-column grid, in reading order.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import contactEn from '../../src/content/contact/en.json' with { type: 'json' };
import contactAr from '../../src/content/contact/ar.json' with { type: 'json' };
import { strings } from './pages.ts';

const contactStrings = { en: contactEn.sectorSidebar, ar: contactAr.sectorSidebar };

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** Each bullet's row top and inline-start edge (right in Arabic), rounded, in document order. */
function bulletBoxes(page: Page, blockId: string) {
  return page.locator(`#${blockId}`).evaluate((block) => {
    const rtl = getComputedStyle(block).direction === 'rtl';
    return [...block.querySelectorAll('li')]
      .filter((li) => li.checkVisibility())
      .map((li) => {
        const r = li.getBoundingClientRect();
        return { top: Math.round(r.top), start: Math.round(rtl ? r.right : r.left) };
      });
  });
}

/** Two columns filled row by row: bullets 1 | 2, 3 | 4 …, each row below the one before. */
function expectOneGrid(boxes: Array<{ top: number; start: number }>, label: string) {
  const starts = [...new Set(boxes.map((b) => b.start))];
  expect(starts, `${label}: two columns`).toHaveLength(2);
  boxes.forEach((box, i) => {
    expect.soft(box.start, `${label}: bullet ${i + 1}'s column`).toBe(boxes[i % 2]!.start);
    if (i % 2 === 1) expect.soft(box.top, `${label}: bullet ${i + 1} beside bullet ${i}`).toBe(boxes[i - 1]!.top);
    if (i >= 2) expect.soft(box.top, `${label}: bullet ${i + 1} under bullet ${i - 1}`).toBeGreaterThan(boxes[i - 2]!.top);
  });
}

for (const { locale, prefix } of locales) {
  for (const key of ['pharmacy', 'industry'] as const) {
    const path = `${prefix}${routes[key]}`;
    test(`${path}: at 1280 × 800 the contact card stays beside the article to its end, under the header`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const card = page.getByTestId('sector-sidebar');
      const { articleEnd, height } = await page.evaluate(() => ({
        articleEnd: document.querySelector('.sector-layout')!.getBoundingClientRect().bottom + scrollY,
        height: document.querySelector('[data-testid="sector-sidebar"]')!.getBoundingClientRect().height,
      }));
      expect.soft(height, 'the card fits a laptop screen').toBeLessThanOrEqual(400);
      let steps = 0;
      for (let y = 600; y + 800 < articleEnd - 100; y += 500, steps++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const { top, bottom, header } = await card.evaluate((el) => ({
          ...el.getBoundingClientRect().toJSON(),
          header: document.querySelector('header')!.getBoundingClientRect().bottom,
        }));
        expect.soft(top, `card top at ${y} px`).toBeGreaterThanOrEqual(header);
        expect.soft(bottom, `card bottom at ${y} px`).toBeLessThanOrEqual(800);
      }
      expect(steps, 'scroll positions checked').toBeGreaterThan(3);
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(3);
      await expect(card.locator('a[href="#inquiry"]')).toHaveText(contactStrings[locale].formHeading);
    });
  }

  test(`${locale}: the consultation form is the sector page's last section, across the page, with no closing band`, async ({ page }) => {
    const path = `${prefix}${routes.farms}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const section = page.getByTestId('sector-inquiry');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(contactStrings[locale].formHeading);
    await expect(section.getByTestId('inquiry-form')).toHaveAccessibleName(contactStrings[locale].formHeading);
    await expect(section.getByRole('heading')).toHaveCount(1);
    expect(Math.round((await section.boundingBox())!.width)).toBe(1280);
    // It ends <main>, and the footer follows <main>: no closing band after the form (decision 0041).
    const ends = await section.evaluate((el) => {
      const main = document.querySelector('main')!;
      return [el.getBoundingClientRect().bottom - main.getBoundingClientRect().bottom, main.nextElementSibling?.tagName];
    });
    expect(ends).toEqual([0, 'FOOTER']);
    await expect(page.locator('[data-cta-block="closing"]')).toHaveCount(0);
    // The fields in two columns from 48 rem: name beside e-mail.
    const name = (await page.locator('#inquiry-name').boundingBox())!;
    const email = (await page.locator('#inquiry-email').boundingBox())!;
    expect(Math.round(name.y)).toBe(Math.round(email.y));

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByTestId('sector-sidebar')).toBeHidden();
    await expect(section.getByTestId('inquiry-form')).toBeVisible();
    const band = page.locator('main [data-cta-block="inline"]');
    await expect(band.locator('a')).toHaveText(strings[locale].cta.primary);
    // An early ask: the band sits in the page's first half, the form ends it (decision 0045).
    const { top, height } = await band.evaluate((el) => ({
      top: el.getBoundingClientRect().top + scrollY,
      height: document.documentElement.scrollHeight,
    }));
    expect(top).toBeLessThan(height / 2);
    await band.locator('a').click();
    await expect(section).toBeFocused();
  });

  test(`${locale}: /pharmacy's specialized list and the maintenance programme run in one grid at 768 (opened) and 1280 px`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${routes.pharmacy}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    expectOneGrid(await bulletBoxes(page, 'specialized'), '1280 px');
    await page.setViewportSize({ width: 768, height: 900 });
    const toggle = page.locator('#specialized .more-items-toggle');
    expect((await bulletBoxes(page, 'specialized')).length, 'three bullets before "Show all"').toBe(3);
    await toggle.click();
    expectOneGrid(await bulletBoxes(page, 'specialized'), '768 px, opened');
    const last = (await page.locator('#specialized li').last().boundingBox())!;
    expect((await toggle.boundingBox())!.y, 'the toggle under every bullet').toBeGreaterThan(last.y + last.height - 1);

    await page.goto(`${prefix}${routes.maintenance}`);
    await page.locator('#management-program .more-items-toggle').click();
    expectOneGrid(await bulletBoxes(page, 'management-program'), 'maintenance at 768 px, opened');
  });
}
