/**
 * The templates people read (decision 0019): sector feature blocks fold on phones and open for a
 * link, from 48 rem capability cards, product pages do not repeat a section's title in
 * the accordion, a single partner card takes the whole row, a sector page's body asks twice (the
 * hero's button and the form). The checks of one page at its widths (card grids without orphans,
 * the closing band's width) run on every-page's loads (page-checks/templates.ts; where the product
 * and sector pages ask: page-checks/hero-ask.ts).
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { strings } from './pages.ts';
import { resizeTo } from './page-checks/viewport.ts';

const phone = { width: 360, height: 740 };

test.describe('sector feature blocks', () => {
  test('on a phone every block and the specialized list are closed rows; a tap opens one to every bullet; every bullet is in the page', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/industry');
    // Five advantages and the specialized list, the grid's last block.
    const blocks = page.getByTestId('advantages').locator('details.feature-block');
    await expect(blocks).toHaveCount(6);
    for (const block of await blocks.all()) await expect(block).not.toHaveAttribute('open');
    await expect(page.getByTestId('advantages').locator('li')).toHaveCount(23 + 6);
    const first = blocks.first();
    await expect(first.locator('li').first()).toBeHidden();
    await first.locator('summary.feature-block-head').click();
    await expect(first).toHaveAttribute('open');
    // No second fold inside an opened row: its "Show N more" is a card's, from 48 rem.
    await expect(first.locator('.more-items-toggle')).toBeHidden();
    for (const item of await first.locator('li').all()) await expect(item).toBeVisible();
    await test.step('the specialized list is a closed row that opens to all six bullets', async () => {
      const list = page.getByTestId('specialized');
      await expect(list.locator('li')).toHaveCount(6);
      await expect(list.locator('li').first()).toBeHidden();
      await list.locator('summary.feature-block-head').click();
      for (const item of await list.locator('li').all()) await expect(item).toBeVisible();
    });
  });

  // Below 48 rem the phones' closed rows; from 48 rem capability cards shown open, two a row up
  // to 64 rem (an odd number one a row: 2 + 1 left the last one alone), then the grid's count
  // (three here: 3, 6 and 7 cards). Each page is loaded once at 600 px and re-laid out: past
  // 48 rem the cards open whatever the load width.
  // /ar/pharmacy's management features stay ruled rows, shown open, one a row: the page's second
  // grid of cards around its programme tabs read as a second template (2026-11-29).
  test('at 600 px the blocks are closed rows, one a row; at 768 px cards shown open, two a row (three cards one a row); at 1024 and 1280 px three; the pharmacy open ruled rows', async ({
    page,
  }) => {
    for (const path of ['/industry', '/ar/pharmacy', '/construction', '/ar/maintenance']) {
      await page.setViewportSize({ width: 600, height: 900 });
      await page.goto(path);
      for (const [width, perRow] of [
        [600, 1],
        [768, 2],
        [1024, 3],
        [1280, 3],
      ] as const) {
        // The blocks' `open` follows a media query's change event, which fires with the next frame.
        await resizeTo(page, width, 900);
        const blocks = await page.locator('.feature-grid > details.feature-block').evaluateAll((els) =>
          els.map((el) => {
            const style = getComputedStyle(el);
            return {
              id: el.id,
              open: (el as HTMLDetailsElement).open,
              box: [style.borderInlineStartWidth, style.borderRadius !== '0px'],
              top: Math.round(el.getBoundingClientRect().top),
            };
          }),
        );
        expect(blocks.length, `${path} at ${width} px`).toBeGreaterThan(2);
        const open = width >= 768;
        const ruled = path.endsWith('/pharmacy');
        const card = open && !ruled;
        for (const b of blocks) {
          const label = `${path} #${b.id} at ${width} px`;
          expect.soft(b.open, `${label}: open`).toBe(open);
          expect
            .soft(b.box, `${label}: ${card ? "a card's border and radius" : 'a ruled row'}`)
            .toEqual(card ? ['1px', true] : ['0px', false]);
        }
        const expected = ruled || (width === 768 && blocks.length % 2 === 1) ? 1 : perRow;
        expect
          .soft(blocks.filter((b) => b.top === blocks[0]!.top).length, `${path} at ${width} px: blocks in the first row`)
          .toBe(expected);
      }
    }
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

  for (const path of ['/pharmacy', '/ar/construction']) {
    // The early ask (the hero's button at every width, decision 0090) and the form: two, no band or card asking between them.
    test(`${path} at 360, 768 and 1024 px: the page's body asks twice, the hero's button and the form`, async ({ page }) => {
      await page.goto(path);
      for (const width of [360, 768, 1023, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const asks = await page
          .locator(
            'main :is([data-cta-block], [data-testid="page-hero"] a[data-cta], [data-testid="sector-glance"] a[href="#inquiry"], [data-testid="sector-inquiry"])',
          )
          .evaluateAll((els) =>
            els.filter((el) => el.checkVisibility()).map((el) => el.getAttribute('data-testid') ?? el.textContent!.trim()),
          );
        expect(asks, `${width} px`).toEqual([strings[path.startsWith('/ar') ? 'ar' : 'en'].cta.primary, 'sector-inquiry']);
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
    const chevron = await tab.evaluate((el) => getComputedStyle(el, '::after').maskImage);
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
    // The subtitle is the same grey lead in both modes, not a bold second title in the accordion;
    // on a phone at body size, under its open row, beside the list a step larger.
    const wideLead = await subtitle.evaluate(lead);
    expect({ ...phoneLead, size: '' }).toEqual({ ...wideLead, size: '' });
    expect(parseFloat(phoneLead.size)).toBeLessThan(parseFloat(wideLead.size));
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
