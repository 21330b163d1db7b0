/**
 * The templates people read (decision 0019): sector feature blocks fold on phones and open for a
 * link, from 48 rem ruled rows (decision 0064), product pages do not repeat a section's title in
 * the accordion, a single partner card takes the whole row. The checks of one page at its widths
 * (a call to action within two phone screens, card grids without orphans, the closing band's
 * width, band and form worded apart) run on every-page's loads (page-checks/templates.ts).
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';

const phone = { width: 360, height: 740 };

test.describe('sector feature blocks', () => {
  test('on a phone every block and the specialized list are closed rows; a tap opens one to every bullet; every bullet is in the page', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/industry');
    const blocks = page.getByTestId('advantages').locator('details.feature-block');
    await expect(blocks).toHaveCount(5);
    for (const block of await blocks.all()) await expect(block).not.toHaveAttribute('open');
    await expect(page.getByTestId('advantages').locator('li')).toHaveCount(23);
    const first = blocks.first();
    await expect(first.locator('li').first()).toBeHidden();
    await first.locator('summary.feature-block-head').click();
    await expect(first).toHaveAttribute('open');
    // No second fold inside an opened row (decision 0064).
    for (const item of await first.locator('li').all()) await expect(item).toBeVisible();
    await test.step('the specialized list is a closed row that opens to all six bullets', async () => {
      const list = page.getByTestId('specialized');
      await expect(list.locator('li')).toHaveCount(6);
      await expect(list.locator('li').first()).toBeHidden();
      await list.locator('summary.feature-block-head').click();
      for (const item of await list.locator('li').all()) await expect(item).toBeVisible();
    });
  });

  // From 48 rem: ruled rows, not cards (decision 0064) — at 1024 beside the contact card too. Each
  // page is loaded once at 768 px and re-laid out to 1024 and 1280: all three are past the fold's
  // 48 rem, so the blocks' open state and layout do not depend on the load width.
  test('at 768, 1024 and 1280 px the blocks are ruled rows: no card box, a rule between rows, the heading beside its bullets and level with them', async ({
    page,
  }) => {
    const rows = new Map<number, number>();
    for (const path of ['/industry', '/ar/pharmacy', '/construction', '/ar/maintenance']) {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto(path);
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const blocks = await page.locator('.feature-grid > details.feature-block').evaluateAll((els) =>
          els.map((el) => {
            const style = getComputedStyle(el);
            const rtl = style.direction === 'rtl';
            const head = el.querySelector('.feature-block-head > :is(h2, h3)')!.getBoundingClientRect();
            const body = el.querySelector('.feature-block-body > *')!.getBoundingClientRect();
            return {
              id: el.id,
              first: el === el.parentElement!.firstElementChild,
              open: (el as HTMLDetailsElement).open,
              box: [style.borderInlineStartWidth, style.borderInlineEndWidth, style.backgroundColor, style.boxShadow, style.borderRadius],
              rule: style.borderBlockStartWidth,
              top: Math.round(el.getBoundingClientRect().top),
              bottom: Math.round(el.getBoundingClientRect().bottom),
              // The heading's column ends before the bullets' column starts (reading direction).
              beside: rtl ? head.left >= body.right : head.right <= body.left,
              levels: Math.abs(head.top - body.top),
              hidden: [...el.querySelectorAll('li')].filter((li) => !li.checkVisibility()).length,
            };
          }),
        );
        expect(blocks.length, `${path} at ${width} px`).toBeGreaterThan(2);
        rows.set(width, (rows.get(width) ?? 0) + blocks.length);
        for (const b of blocks) {
          const label = `${path} #${b.id} at ${width} px`;
          expect.soft(b.open, `${label}: open`).toBe(true);
          expect
            .soft(b.box, `${label}: no card border, background, shadow or radius`)
            .toEqual(['0px', '0px', 'rgba(0, 0, 0, 0)', 'none', '0px']);
          expect.soft(b.rule, `${label}: a hairline rule above the row`).toBe('1px');
          expect.soft(b.beside, `${label}: the heading in its own column beside the bullets`).toBe(true);
          expect.soft(b.levels, `${label}: heading and first bullet start level`).toBeLessThanOrEqual(4);
          expect.soft(b.hidden, `${label}: every bullet shown`).toBe(0);
        }
        // One row under the other in a group, each the next one's rule.
        for (let i = 1; i < blocks.length; i++)
          if (!blocks[i]!.first)
            expect
              .soft(Math.abs(blocks[i]!.top - blocks[i - 1]!.bottom), `${path} at ${width} px: row ${i + 1} follows row ${i}`)
              .toBeLessThanOrEqual(1);
      }
    }
    for (const width of [768, 1024, 1280]) expect(rows.get(width), `rows at ${width} px`).toBeGreaterThan(15);
  });

  for (const hash of ['#quality', '#quality-heading']) {
    test(`a link to a block (${hash}, as search results link) opens it on a phone`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(`/ar/industry${hash}`);
      const block = page.locator('details#quality');
      await expect(block).toHaveAttribute('open');
      await expect(block.locator('li').last()).toBeVisible();
      await expect(page.locator('details#costing')).not.toHaveAttribute('open');
    });
  }

  test('a hash change after load opens the block it names', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/pharmacy');
    await page.evaluate(() => {
      window.location.hash = 'labels-and-reports';
    });
    const block = page.locator('details#labels-and-reports');
    await expect(block).toHaveAttribute('open');
    // The 20th management bullet, the one with a link, closes the last block.
    await expect(block.locator('li').last().locator('a')).toBeVisible();
  });

  test('Chromium opens a folded block for a text fragment inside it', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/industry#:~:text=Trace%20each%20finished%20batch');
    await expect(page.locator('details#quality')).toHaveAttribute('open');
    await expect(page.getByText('Trace each finished batch')).toBeVisible();
  });

  test('on a phone a band after the intro leads to the inquiry form', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/farms');
    const cta = page.locator('main .cta-strip a[href="#inquiry"]');
    await expect(cta).toBeVisible();
    await cta.click();
    await expect(page.getByTestId('sector-inquiry').getByTestId('inquiry-form')).toBeInViewport();
  });

  for (const path of ['/pharmacy', '/ar/construction']) {
    // The early ask (the band below 64 rem, the contact card from there) and the form: two, worded apart.
    test(`${path} at 768 and 1024 px: the page's body asks at most twice, in different words`, async ({ page }) => {
      await page.goto(path);
      for (const width of [768, 1023, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const asks = await page
          .locator('main :is([data-cta-block], [data-testid="sector-sidebar"], [data-testid="sector-inquiry"])')
          .evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.querySelector('h2, p')!.textContent!.trim()));
        expect(asks.length, `${width} px: ${asks.join(' | ')}`).toBe(2);
        expect(new Set(asks).size, `${width} px: worded apart`).toBe(2);
      }
    });
  }
});

test.describe('product pages', () => {
  test('the phone accordion has chevrons and does not repeat the open section title', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/HumanResources#personnel');
    await hydrated(page, 'side-nav');
    const tab = page.locator('#tab-personnel');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const chevron = await tab.evaluate(
      (el) => getComputedStyle(el, '::after').maskImage || getComputedStyle(el, '::after').webkitMaskImage,
    );
    expect(chevron).toContain('svg');
    const panel = page.locator('section#personnel');
    await expect(panel).toBeVisible();
    const title = await panel.locator('h2').boundingBox();
    expect(title?.height ?? 0).toBeLessThanOrEqual(1);
    const subtitle = panel.locator('.product-panel-subtitle');
    await expect(subtitle).toBeVisible();
    const lead = (el: Element) => {
      const style = getComputedStyle(el);
      return { weight: style.fontWeight, color: style.color, size: style.fontSize };
    };
    const phoneLead = await subtitle.evaluate(lead);
    // Wide screens show the title beside the list.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await panel.locator('h2').boundingBox())?.height ?? 0).toBeGreaterThan(20);
    // The subtitle is the same grey lead in both modes, not a bold second title in the accordion.
    expect(phoneLead).toEqual(await subtitle.evaluate(lead));
    expect(phoneLead.weight).toBe('400');
  });
});

test('the Platinum tab: its single partner card takes the whole row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/PartnersFinder');
  await hydrated(page, 'partners-finder');
  await page.getByTestId('tier-platinum').click();
  const cards = page.locator('[data-testid="partner-cards"] > li');
  await expect(cards).toHaveCount(1);
  const card = await cards.first().boundingBox();
  const grid = await page.getByTestId('partner-cards').boundingBox();
  expect(Math.abs((card?.width ?? 0) - (grid?.width ?? 0))).toBeLessThanOrEqual(1);
});
