/**
 * The product pages' intro panel is a lead, not a text wall: a one-sentence lead and three
 * bullets (checked in the content by checkProductSections). On a 360 px phone it shows its own
 * screen under its lead, as every section does (2026-11-29: the open first section had shown
 * none), as its phone canvas, lazy, its smallest text at 9 px or more; at 1280 px the lead and
 * bullets sit above the screen, beside the list's first items. The links the intro used to carry
 * are in the section after the side navigation's panels: the posting flow (posting-flow.test.ts
 * reads its steps), drawn side by side across the content's width in the page's direction, under
 * a section heading, and its two notes in a row under it.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { routes } from '../../src/routes.ts';
import { phoneSize } from '../../src/visuals/names.ts';
import { manifestKey, readManifest } from '../../scripts/lib/visuals-manifest.ts';

const productPaths = (['financial', 'distribution', 'hr', 'featured'] as const).flatMap((k) => [routes[k], `/ar${routes[k]}`]);
const intro = '[role="tabpanel"][data-active]';
/** The next module's row, px into the open intro at 360 px: its lead, screen, sentence and bullets (the Arabic distribution intro the longest). */
const NEXT_ROW_MAX = 1000;

/** Where the open intro panel starts, where the next item's row starts, and its screen's state. */
function introGeometry(page: Page) {
  return page.locator(intro).evaluate((panel) => {
    const next = document.querySelectorAll('[role="tab"]')[1]!;
    const img = panel.querySelector<HTMLImageElement>('img.product-screen')!;
    const list = panel.querySelector('[data-testid="section-list"]')!;
    const lead = panel.querySelector('.product-panel-subtitle')!;
    return {
      nextRow: next.getBoundingClientRect().top - panel.getBoundingClientRect().top,
      leadBottom: lead.getBoundingClientRect().bottom,
      listTop: list.getBoundingClientRect().top,
      listBottom: list.getBoundingClientRect().bottom,
      screenTop: img.getBoundingClientRect().top,
      screenWidth: img.getBoundingClientRect().width,
      screenShown: img.checkVisibility(),
      lazy: img.loading === 'lazy',
      currentSrc: img.currentSrc,
      // The screen's files are named after it (/_astro/chart-of-accounts.en.1280.….avif).
      screenFetched: performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes(`/${/\/_astro\/([a-z-]+)\./.exec(img.getAttribute('src')!)![1]}.`)),
      phoneSource: img.parentElement!.querySelector('source[media]') !== null,
    };
  });
}

test('at 360 px the open intro shows its own screen under its lead: the phone canvas, lazy, its text at 9 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const manifest = readManifest();
  for (const path of productPaths) {
    await page.goto(path);
    await expect(page.locator(`${intro} [data-testid="section-list"] li`), path).toHaveCount(3);
    await page.locator(`${intro} img.product-screen`).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`${intro} img.product-screen`)).toHaveJSProperty('complete', true);
    const g = await introGeometry(page);
    // It showed none: hidden under 40 rem, no phone canvas (the hero's screen was just above).
    expect.soft(g.screenShown, `${path}: the intro's screen shown`).toBe(true);
    expect.soft(g.lazy, `${path}: the intro's screen lazy`).toBe(true);
    expect.soft(g.screenFetched, `${path}: the intro's screen fetched once near`).toBe(true);
    expect.soft(g.phoneSource, `${path}: a phone canvas for the intro's screen`).toBe(true);
    const file = /\/_astro\/([a-z-]+)\.(en|ar)\.phone\./.exec(g.currentSrc);
    expect.soft(file, `${path}: ${g.currentSrc} is a phone canvas`).not.toBeNull();
    // Under the section's lead, above its text, as every other section's screen.
    expect.soft(g.screenTop, `${path}: the screen under the lead`).toBeGreaterThanOrEqual(g.leadBottom);
    expect.soft(g.screenTop, `${path}: the screen above the bullets`).toBeLessThan(g.listTop);
    if (file) {
      const smallest = manifest[manifestKey(file[1]!, file[2] as Locale, 'phone')]?.smallestText ?? 0;
      expect.soft((smallest * g.screenWidth) / phoneSize.width, `${path}: the screen's smallest text in CSS px`).toBeGreaterThanOrEqual(9);
    }
    // Three paragraphs under the screen had put it at 991–1,183 px.
    expect.soft(g.nextRow, `${path}: the first module's row, px into the open intro`).toBeLessThanOrEqual(NEXT_ROW_MAX);
  }
});

test('at 1280 px the intro shows its lead and bullets above its screen; after the panels a section: the posting flow across the page in the reading direction, two notes in a row under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of productPaths) {
    await page.goto(path);
    await page.locator(`${intro} img.product-screen`).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const g = await introGeometry(page);
    expect.soft(g.screenShown, `${path}: the intro's screen shown`).toBe(true);
    // The check the phone test relies on, seen to find a fetched screen.
    expect.soft(g.screenFetched, `${path}: the intro's screen fetched`).toBe(true);
    expect.soft(g.screenTop, `${path}: the screen under the bullets`).toBeGreaterThan(g.listBottom);
    const fit = page.getByTestId('product-fit');
    const flow = fit.locator('.posting-flow');
    // After the panels, a section of the page's own: its heading at the section scale (it was a
    // card title, 18 px), the flow across the content's width (it was the panel's column).
    const [fitBox, flowBox, panel, tabs] = await Promise.all([
      fit.boundingBox(),
      flow.boundingBox(),
      page.locator(intro).boundingBox(),
      page.getByRole('tablist').boundingBox(),
    ]);
    expect.soft(flowBox!.y, `${path}: the section under the panels`).toBeGreaterThan(panel!.y + panel!.height);
    const headingSize = await fit.locator('h2').evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect.soft(headingSize, `${path}: the section heading's size`).toBeGreaterThanOrEqual(28);
    const rtl = path.startsWith('/ar');
    const edge = (b: { x: number; width: number }) => (rtl ? b.x + b.width : b.x);
    const end = (b: { x: number; width: number }) => (rtl ? b.x : b.x + b.width);
    expect.soft(Math.abs(edge(flowBox!) - edge(tabs!)), `${path}: the flow on the side list's start edge`).toBeLessThanOrEqual(1);
    expect.soft(Math.abs(end(flowBox!) - end(panel!)), `${path}: the flow to the panel's end edge`).toBeLessThanOrEqual(1);
    expect.soft(flowBox!.width, `${path}: the flow's width`).toBeGreaterThanOrEqual(fitBox!.width - 1);
    // The two notes in one row under the flow, the first at the start.
    const notes = await fit
      .getByTestId('product-fit-note')
      .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().toJSON() as DOMRect));
    expect.soft(notes.length, `${path}: the notes`).toBe(2);
    expect.soft(notes[0]!.top, `${path}: the notes under the flow`).toBeGreaterThan(flowBox!.y + flowBox!.height);
    expect.soft(notes[1]!.top, `${path}: the notes in one row`).toBe(notes[0]!.top);
    expect
      .soft(rtl ? notes[0]!.left - notes[1]!.right : notes[1]!.left - notes[0]!.right, `${path}: the gap between the notes`)
      .toBeGreaterThan(16);
    // Its steps side by side in reading order, each rail an arrow to the next, pointing the page's way.
    const steps = await flow.locator(':scope > li').evaluateAll((items) =>
      items.map((li) => {
        const box = li.getBoundingClientRect();
        const arrow = getComputedStyle(li, '::after');
        return { top: box.top, x: box.x, arrow: arrow.content === 'none' ? null : arrow.scale };
      }),
    );
    expect.soft(new Set(steps.map((s) => Math.round(s.top))).size, `${path}: the steps on one line`).toBe(1);
    const xs = steps.map((s) => s.x);
    expect.soft(xs, `${path}: the steps in reading order`).toEqual([...xs].sort((a, b) => (rtl ? b - a : a - b)));
    expect
      .soft(
        steps.map((s) => s.arrow),
        `${path}: the arrows`,
      )
      .toEqual([...steps.slice(1).map(() => (rtl ? '-1 1' : 'none')), null]);
    // The other families the flow links to (the ledger's page, or from it its sources).
    expect.soft(await flow.locator('a[href]').count(), `${path}: links to the other families`).toBeGreaterThanOrEqual(1);
  }
});
