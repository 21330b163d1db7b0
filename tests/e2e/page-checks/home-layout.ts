/**
 * The home page's layout (decisions 0045, 0047, 0053, 0062 and 0072; the slider's composition,
 * docs/design.md), in both languages, on every-page's loads of / and /ar (formerly most of
 * home-layout.spec.ts, which loaded the page fourteen times per language):
 * - on the load at 360 px: the benefits, a wrapped link's arrow (320 px); re-laid out at 768 px,
 *   the slides' titles at 44 px in two lines, the slider's controls and screen on the text's start
 *   edge, the screen filling its column;
 * - on the load at 1280 px: the intro's columns (also at 768), orange kept for the call to
 *   action, the sections' order and backgrounds, the proof band on the content grid at 1280, 768
 *   and 360 px with no sample partner in it, the partners band's columns at 1280, 1024 and 768 px,
 *   the slider's text centred on its screen with the controls under it (1280 × 800); then, as
 *   they click, each showcase tab's text from its screen's top edge and the hero band's one colour
 *   across the slides at 1280 and 360 px.
 * What needs the browser to speak the page's language (no language hint taking a row) stays in
 * home-layout.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { hydrated } from '../hydration.ts';
import { atRest } from './at-rest.ts';
import { homeBandsAt1280 } from './home-bands.ts';
import { startEdgeGap } from './start-edge.ts';
import { resizeTo } from './viewport.ts';

/** The boxes of a link's label, line by line, and its arrow's: lines, the gap after the last word, one line. */
function arrowAfterLabel(page: Page) {
  return page
    .getByTestId('showcase-panel')
    .first()
    .locator('a:has(svg)')
    .first()
    .evaluate((a) => {
      const text: DOMRect[] = [];
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        text.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const svg = a.querySelector('svg')!.getBoundingClientRect();
      const last = text.at(-1)!;
      return {
        lines: new Set(text.map((r) => Math.round(r.top))).size,
        gap: svg.left - last.right,
        sameLine: svg.top < last.bottom && svg.bottom > last.top,
      };
    });
}

/** On the home page loaded at 360 px, then re-laid out at 320 and 768 px; left at 360 × 740. */
export async function homeAt360(page: Page, locale: Locale) {
  await test.step("at 360 px a benefit's text runs under its title, beside the numeral", async () => {
    for (const item of await page.getByTestId('benefits').locator('li').all()) {
      const title = (await item.locator('h3').boundingBox())!;
      const text = (await item.locator('p').boundingBox())!;
      expect(Math.abs(text.x - title.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(text.x + text.width - (title.x + title.width))).toBeLessThanOrEqual(1);
    }
  });

  if (locale === 'en')
    await test.step('at 320 px a wrapped "Read more about …" link keeps its arrow beside its last word', async () => {
      // At 360 px the label fits one line since the showcase lost its panel (decision 0063).
      await resizeTo(page, 320, 740);
      const { lines, gap, sameLine } = await arrowAfterLabel(page);
      expect(lines, 'the label wraps at 320 px').toBeGreaterThan(1);
      expect(sameLine, 'the arrow on the last line').toBe(true);
      expect(gap, 'the arrow right after the last word').toBeLessThanOrEqual(12);
    });

  await resizeTo(page, 768, 900);
  // The slide's screen changes from the phone canvas to the desktop one: measured once it is in.
  await atRest(page);
  const slide = page.locator('[data-testid="slide"][data-active="true"]');

  await test.step("at 768 px every slide's title keeps a display size, 44 px (Arabic not under the English px), in two lines", async () => {
    const titles = await page.locator('[data-testid="slide"] h2').evaluateAll((all) =>
      all.map((h) => {
        const style = getComputedStyle(h);
        return { size: parseFloat(style.fontSize), lines: Math.round(h.getBoundingClientRect().height / parseFloat(style.lineHeight)) };
      }),
    );
    expect(titles).toHaveLength(3);
    for (const [i, { size, lines }] of titles.entries()) {
      expect(size, `slide ${i + 1}: the title's size`).toBeGreaterThanOrEqual(44);
      expect(size, `slide ${i + 1}: the title's size`).toBeLessThan(46);
      expect(lines, `slide ${i + 1}: the title's lines`).toBe(2);
    }
  });

  await test.step("at 768 px the slider's controls start at the screen's start edge", async () => {
    const screen = (await slide.locator('img.product-screen').boundingBox())!;
    const prev = (await page.getByTestId('slider-prev').boundingBox())!;
    if (locale === 'ar') expect(Math.abs(prev.x + prev.width - (screen.x + screen.width))).toBeLessThanOrEqual(1);
    else expect(Math.abs(prev.x - screen.x)).toBeLessThanOrEqual(1);
  });

  await test.step("at 768 px the home slide's screen starts at the text's start edge", async () => {
    expect(await startEdgeGap(slide, 'h2', '.page-hero-visual')).toBeLessThanOrEqual(1);
  });

  await test.step("at 768 px the home slide's screen fills the text's column", async () => {
    const { screen, column } = await slide.locator('.slide-hero').evaluate((hero) => {
      const cs = getComputedStyle(hero);
      return {
        screen: hero.querySelector('img.product-screen')!.getBoundingClientRect().width,
        column: hero.clientWidth - parseFloat(cs.paddingInlineStart) - parseFloat(cs.paddingInlineEnd),
      };
    });
    expect(screen, `screen ${screen} px in a ${column} px column`).toBeGreaterThanOrEqual(0.95 * column);
  });
  await resizeTo(page, 360, 740);
}

/** On the home page loaded at 1280 px; what clicks comes last. Left at 1280 × 900. */
export async function homeAt1280(page: Page, locale: Locale) {
  await homeBandsAt1280(page, locale);

  const slide = '[data-testid="slide"][data-active="true"]';
  await test.step('at 1280 × 800: the text is centred on the screen, the controls under it', async () => {
    await resizeTo(page, 1280, 800);
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const screen = await box(`${slide} img.product-screen`);
    const top = await box(`${slide} .page-hero-title`);
    const bottom = await box(`${slide} [data-testid="slider-contact"]`);
    const text = { y: top.y, height: bottom.y + bottom.height - top.y };
    expect(Math.abs(text.y + text.height / 2 - (screen.y + screen.height / 2))).toBeLessThanOrEqual(4);
    const controls = await box('[data-testid="slider-prev"]');
    const dots = await box('[data-testid="slider-controls"] ol');
    expect(controls.y).toBeGreaterThanOrEqual(screen.y + screen.height);
    expect(controls.y).toBeLessThanOrEqual(screen.y + screen.height + 40);
    // Within the screen's column, whichever side it is on.
    for (const b of [controls, dots]) {
      expect(b.x).toBeGreaterThanOrEqual(screen.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(screen.x + screen.width + 1);
    }
    await resizeTo(page, 1280, 900);
  });

  await test.step("at 1280 px each showcase tab's text starts at its screen's top edge, on the section background", async () => {
    await hydrated(page, 'showcase-tabs');
    const tabs = page.getByTestId('showcase-tabs').getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      const panel = page.locator('[data-testid="showcase-panel"]:visible');
      await expect(panel.locator('.showcase-screen img')).toBeVisible();
      const { background, text, screen } = await panel.evaluate((el) => {
        // The union of the text nodes' line boxes: element boxes here stretch to the row.
        const range = (root: Node) => {
          const rects: DOMRect[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const r = document.createRange();
            r.selectNodeContents(node);
            rects.push(...[...r.getClientRects()].filter((c) => c.height > 0));
          }
          const top = Math.min(...rects.map((r) => r.top));
          return new DOMRect(0, top, 0, Math.max(...rects.map((r) => r.bottom)) - top);
        };
        return {
          background: getComputedStyle(el).backgroundColor,
          text: range(el.firstElementChild!).top,
          screen: el.querySelector('.showcase-screen img')!.getBoundingClientRect().top,
        };
      });
      expect(background).toBe('rgba(0, 0, 0, 0)');
      // The heading's first line box starts within its line's half-leading of the screen's top.
      expect(Math.abs(text - screen), `tab ${i + 1}: text level with the screen's top`).toBeLessThanOrEqual(12);
    }
  });

  // The slider changes its content, not the page's frame: one band colour on every slide, and the
  // controls in one look, at a phone's width and a laptop's.
  await test.step('the hero band keeps one colour across the three slides, at 360 and 1280 px', async () => {
    await hydrated(page, 'slider-controls');
    await page.getByTestId('slider-toggle').click(); // stopped: the test moves the slides
    for (const width of [1280, 360]) {
      await resizeTo(page, width, 900);
      const looks = new Set<string>();
      const active = Number(await page.getByTestId('slide').evaluateAll((all) => all.findIndex((s) => s.dataset['active'] === 'true')));
      for (let i = 1; i <= 3; i++) {
        await page.getByTestId('slider-next').click();
        await expect(page.getByTestId('slide').nth((active + i) % 3)).toHaveAttribute('data-active', 'true');
        // The controls' look at rest, the hover's transition over: a slide of another height can leave
        // the pointer on the button or not.
        await page.mouse.move(0, 0);
        await page.waitForFunction(() => {
          const next = document.querySelector('[data-testid="slider-next"]')!;
          return !next.matches(':hover') && next.getAnimations().length === 0;
        });
        looks.add(
          await page.evaluate(() => {
            const colour = (s: string, p: 'backgroundColor' | 'color') => getComputedStyle(document.querySelector(s)!)[p];
            const active = '[data-testid="slide"][data-active="true"]';
            return [
              colour(active, 'backgroundColor'),
              colour(`${active} h2`, 'color'),
              colour('[data-testid="slider-next"]', 'backgroundColor'),
            ].join(' ');
          }),
        );
      }
      expect([...looks], `${width} px: band, heading and control colours on each slide`).toHaveLength(1);
    }
    await resizeTo(page, 1280, 900);
  });
}
