/**
 * Sector pages without a dead column and with one bullet grid (decision 0059), both languages:
 * - from 64 rem a short contact card stands beside the intro only, and the rows, the screen and the
 *   systems below it take the page's content width (decision 0071);
 * - the consultation form is a section across the page after the article, the page's last, with
 *   no closing band after it; on a phone the card is not shown;
 * - a capability card alone in its row spans it, its bullets in columns only where each holds 28
 *   characters.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { strings } from './pages.ts';

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

/**
 * A card's first three bullets, in `columns` columns filled down the first, then the next: one
 * start edge per column, each bullet under the one before it in its column.
 */
function expectColumns(boxes: Array<{ top: number; start: number }>, columns: number, label: string) {
  expect(boxes.length, `${label}: bullets shown`).toBe(3);
  const starts = boxes.map((b) => b.start).filter((start, i, all) => i === 0 || start !== all[i - 1]);
  expect(starts, `${label}: ${columns} column(s), read down each`).toHaveLength(columns);
  boxes.forEach((box, i) => {
    if (i > 0 && box.start === boxes[i - 1]!.start)
      expect.soft(box.top, `${label}: bullet ${i + 1} under bullet ${i}`).toBeGreaterThan(boxes[i - 1]!.top);
  });
}

for (const { locale, prefix } of locales) {
  for (const key of ['pharmacy', 'industry'] as const) {
    const path = `${prefix}${routes[key]}`;
    test(`${path}: at 1024 and 1280 × 800 the contact card stays beside the intro; the rows, screen and systems below take the content width`, async ({
      page,
    }) => {
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const card = page.getByTestId('sector-sidebar');
        expect.soft((await card.boundingBox())!.height, 'the card fits a laptop screen').toBeLessThanOrEqual(400);
        // The card never stands beside what follows the intro, at any scroll position.
        let steps = 0;
        for (let y = 0; y <= 1600; y += 200, steps++) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          const { bottom, next } = await card.evaluate((el) => {
            // The first block shown after the intro (the band to the form is hidden from 64 rem).
            let next = document.querySelector('.sector-lead')!.nextElementSibling!;
            while (!next.checkVisibility()) next = next.nextElementSibling!;
            return { bottom: el.getBoundingClientRect().bottom, next: next.getBoundingClientRect().top };
          });
          expect.soft(bottom, `${width} px: card bottom above the body at ${y} px`).toBeLessThanOrEqual(next);
        }
        expect(steps).toBeGreaterThan(5);
        const widths = await page.evaluate(() => {
          const layout = document.querySelector('.sector-layout')!;
          const style = getComputedStyle(layout);
          const content = layout.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          const rows = [...document.querySelectorAll('.feature-grid, .software-item')].map((el) => el.getBoundingClientRect().width);
          const body = document.querySelector('.software-text')!.getBoundingClientRect();
          const screen = document.querySelector('[data-testid="sector-screen"] picture')!.getBoundingClientRect();
          const rtl = style.direction === 'rtl';
          return {
            content,
            rows,
            screenStart: Math.round(rtl ? screen.right - body.right : screen.left - body.left),
            screenWidth: screen.width,
          };
        });
        expect(widths.rows.length).toBeGreaterThan(3);
        for (const w of widths.rows)
          expect.soft(Math.abs(w - widths.content), `${width} px: the cards and each system across the content`).toBeLessThanOrEqual(1);
        // The screen in the systems' end column, level with their text: its 10 px text (a 640 px window) at 10 px or more.
        expect.soft(Math.abs(widths.screenStart), `${width} px: screen on the systems' text edge`).toBeLessThanOrEqual(1);
        expect.soft(widths.screenWidth, `${width} px: screen width`).toBeGreaterThanOrEqual(width === 1280 ? 880 : 660);
      }
      const card = page.getByTestId('sector-sidebar');
      // One head-office line, as the product pages' card: the spec names no purpose for the three
      // (the footer lists them all), and three alike read as one number repeated.
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(card.locator('a[href="#inquiry"]')).toHaveText(strings[locale].cta.primary);
    });
  }

  test(`${locale}: the consultation form is the sector page's last section, across the page, with no closing band`, async ({ page }) => {
    const path = `${prefix}${routes.farms}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const section = page.getByTestId('sector-inquiry');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(strings[locale].cta.primary);
    await expect(section.getByTestId('inquiry-form')).toHaveAccessibleName(strings[locale].cta.primary);
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

  test(`${locale}: a capability card alone in its row spans it, its bullets in columns only where each holds 28 characters`, async ({
    page,
  }) => {
    // /carRental's seven cards leave its specialized card alone in the last row, three a row
    // (1024 and 1280 px); below 64 rem a row is across the grid, its bullets in one column once open.
    for (const [key, id, width, columns] of [
      ['carRental', 'specialized', 1024, 2],
      ['carRental', 'specialized', 1280, 3],
      ['maintenance', 'management-employment', 768, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}${routes[key]}`);
      if (width < 1024) await page.locator(`#${id} > summary`).click();
      const [card, grid] = await page.evaluate(
        (id) =>
          [document.getElementById(id)!, document.getElementById(id)!.parentElement!].map((el) =>
            Math.round(el.getBoundingClientRect().width),
          ),
        id,
      );
      expect(card, `${key} #${id} at ${width} px: across the grid`).toBe(grid);
      expectColumns((await bulletBoxes(page, id)).slice(0, width < 1024 ? 3 : undefined), columns, `${key} #${id} at ${width} px`);
    }
  });
}
