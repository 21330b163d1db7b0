/**
 * The sector pages' layout, run on every-page's loads of each sector page in both languages
 * (formerly sector-layout, sector-foot and most of sectors.spec.ts, each loading the pages again):
 * - on the load at 360 px: a row opens to all its bullets, the page's height; then re-laid out at
 *   768 px: no taller than at 360 px plus the second screen, cards in full rows (an odd number one
 *   a row, each heading beside its text), the screen's caption right over it and the flow after
 *   both, a measure of at most 36em; /farms's hero ask on a phone, to the form;
 * - on the load at 1280 px (re-laid out at 1024 px and at 800 px tall where said): the spec's
 *   blocks and counts, capability cards of at most three bullets with the rest one click away,
 *   their "Show N more" toggles on one line, the "at a glance" panel beside the intro only (decisions
 *   0045, 0059, 0071), the consultation form last and across the page (decision 0041), a card
 *   alone in its row spanning it, the specialized card before the screen (decision 0070).
 * What interacts with the page (opening rows and toggles, clicking the early ask) comes last on
 * its load; the tabs and the Details link, which change the URL, stay in sectors.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { SectorKey } from '../../../src/routes.ts';
import { sectorsWithoutPhoneScreen } from '../../../src/components/sectors/body-screens.ts';
import { strings } from '../pages.ts';
import { atRest } from './at-rest.ts';
import { calloutsOnScreen } from './screen-callouts.ts';
import { resizeTo } from './viewport.ts';

type Items = { items?: readonly unknown[] };
/** The spec's items a sector page's cards list: its content file's groups, sections and specialized list. */
function specItems(key: SectorKey, locale: Locale): number {
  const c = JSON.parse(readFileSync(`src/content/sectors/${key}/${locale}.json`, 'utf8'));
  const count = (lists: readonly Items[]) => lists.reduce((n, l) => n + (l.items?.length ?? 0), 0);
  return (
    count([...(c.advantages?.groups ?? []), ...(c.management?.groups ?? []), ...(c.sections ?? [])]) +
    count([c.specialized ?? {}, c.system ?? {}, c.program ?? {}, c.employment ?? {}]) +
    (c.management?.last ? 1 : 0)
  );
}

/** Each card's heading, its bullets shown before any click, its bullets in all and its grid's number of cards. */
export function cardsShown(page: Page) {
  return page.locator('.feature-grid > .feature-block').evaluateAll((els) =>
    els.map((b) => {
      const h = b.querySelector('.feature-block-head > :is(h2, h3)')!;
      return {
        text: h.textContent,
        lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
        shown: [...b.querySelectorAll('li')].filter((li) => li.checkVisibility()).length,
        total: b.querySelectorAll('li').length,
        cards: b.parentElement!.children.length,
      };
    }),
  );
}

/** Once every row or card is open: every item of the spec shown, and running text within its measure. */
export async function allBulletsAndMeasure(page: Page, key: SectorKey, locale: Locale, where: string, opened: string) {
  const bullets = page.locator('.feature-grid li');
  expect.soft(await bullets.count(), `${where}: the spec's items`).toBe(specItems(key, locale));
  const hidden = await bullets.evaluateAll((lis) => lis.filter((li) => !li.checkVisibility()).length);
  expect.soft(hidden, `${where}: bullets still hidden after opening every ${opened}`).toBe(0);
  // Running text keeps a measure of at most 36em (about 70 characters): the intro under the
  // page hero, a programme's paragraphs, a row's lead.
  const ems = await page
    .locator('.sector-lead > .min-w-0 > div > p, .sector-layout .tabs-panel > div > p, .sector-layout .feature-block-body > div > p')
    .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize)));
  expect(ems.length, `${where}: paragraphs measured`).toBeGreaterThan(0);
  for (const em of ems) expect.soft(em, `${where}: measure`).toBeLessThanOrEqual(36);
}

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
 * A capability card alone in its row spans it, its bullets in columns only where each holds 28
 * characters: its first three bullets in `columns` columns filled down the first, then the next.
 */
async function aloneInRowSpans(page: Page, id: string, columns: number, where: string) {
  const [card, grid] = await page.evaluate(
    (id) =>
      [document.getElementById(id)!, document.getElementById(id)!.parentElement!].map((el) => Math.round(el.getBoundingClientRect().width)),
    id,
  );
  expect(card, `${where} #${id}: across the grid`).toBe(grid);
  const boxes = (await bulletBoxes(page, id)).slice(0, 3);
  const label = `${where} #${id}`;
  expect(boxes.length, `${label}: bullets shown`).toBe(3);
  const starts = boxes.map((b) => b.start).filter((start, i, all) => i === 0 || start !== all[i - 1]);
  expect(starts, `${label}: ${columns} column(s), read down each`).toHaveLength(columns);
  boxes.forEach((box, i) => {
    if (i > 0 && box.start === boxes[i - 1]!.start)
      expect.soft(box.top, `${label}: bullet ${i + 1} under bullet ${i}`).toBeGreaterThan(boxes[i - 1]!.top);
  });
}

/**
 * Below 64 rem an odd number of cards stands one a row, each card's heading beside its text, level
 * with its first line (two a row left the last card alone, stretched across: 2 + 1).
 */
async function oddCardsBeside(page: Page, where: string) {
  const cards = await page.locator('.feature-grid:has(> :last-child:nth-child(odd)) > .feature-block').evaluateAll((els) =>
    els.map((el) => {
      const rtl = getComputedStyle(el).direction === 'rtl';
      const [heading, text] = ['.heading-card', '.feature-block-body'].map((s) => el.querySelector(s)!.getBoundingClientRect());
      return { id: el.id, beside: rtl ? text!.right <= heading!.left : heading!.right <= text!.left, level: text!.top - heading!.top };
    }),
  );
  for (const card of cards) {
    expect.soft(card.beside, `${where}: #${card.id}: its heading beside its text`).toBe(true);
    expect.soft(Math.abs(card.level), `${where}: #${card.id}: its text level with its heading`).toBeLessThan(24);
  }
}

/**
 * Below 64 rem the screen's caption title sits right over its screen, its numbered notes right under
 * it (a legend to the markers, design history 2026-11-29), the flow after all three (before them where it leads the
 * page): the caption does not stand apart from its screen with the flow's steps between them.
 */
async function captionOverItsScreen(page: Page, where: string) {
  const m = await page.evaluate(() => {
    const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
    const [title, picture, notes, flow] = [
      '#workflow figcaption > .heading-card',
      '#workflow picture',
      '#workflow .screen-notes',
      '.sector-flow',
    ].map(box);
    return {
      gap: picture!.top - title!.bottom,
      notes: notes!.top - picture!.bottom,
      // Where the flow leads (the 'flow' composition, right under the intro), it ends before the caption starts.
      flowAfter: document.querySelector('.sector-lead + .sector-flow') ? title!.top - flow!.bottom : flow!.top - notes!.bottom,
    };
  });
  expect(m.gap, `${where}: the screen right under its caption's title`).toBeGreaterThanOrEqual(0);
  expect(m.gap, `${where}: the screen right under its caption's title`).toBeLessThanOrEqual(24);
  expect(m.notes, `${where}: the notes right under the screen`).toBeGreaterThanOrEqual(0);
  expect(m.notes, `${where}: the notes right under the screen`).toBeLessThanOrEqual(24);
  expect(
    m.flowAfter,
    `${where}: the flow clear of the caption, its screen and notes (after them, or before where it leads)`,
  ).toBeGreaterThanOrEqual(0);
}

/**
 * Every row of every capability grid holds the same number of cards, `columns` (the grid's own
 * data-columns from 64 rem; two below, one for an odd number of cards): a last row of one card is
 * the documented exception, and that card spans the grid (gridColumns in
 * sectors/FeatureGrid.tsx). 3 + 2 + 2 and 3 + 2 fail, and below 64 rem 2 + 1 too.
 */
export async function fullRows(page: Page, where: string, columns?: number) {
  const grids = await page.locator('.feature-grid').evaluateAll((gs) =>
    gs.map((g) => {
      const cards = [...g.querySelectorAll<HTMLElement>(':scope > .feature-block')].map((c) => c.getBoundingClientRect());
      // Rows in their order down the page (a scrolled page has negative tops).
      const tops = [...new Set(cards.map((c) => Math.round(c.top)))].sort((a, b) => a - b);
      const rows = tops.map((top) => cards.filter((c) => Math.round(c.top) === top).map((c) => Math.round(c.width)));
      const count = cards.length;
      // The pharmacy's management features are ruled rows from 48 rem (FeatureGrid's `rows`): one a row.
      const ruled = g.hasAttribute('data-rows');
      // A ruled row's "Show N more" is its bullets' next line: its label starts where their text
      // does (its chevron in the markers' slot); it sat outside the markers (review 19 AR #6).
      const rtl = document.dir === 'rtl';
      const edge = (r: DOMRect) => (rtl ? -r.right : r.left);
      const offsets = ruled
        ? [...g.querySelectorAll<HTMLElement>('.more-items-toggle')].map((toggle) => {
            const li = toggle.closest('.feature-block')!.querySelector<HTMLElement>('.feature-bullets > li')!;
            const text = edge(li.getBoundingClientRect()) + parseFloat(getComputedStyle(li).paddingInlineStart);
            return Math.round(edge(toggle.querySelector<HTMLElement>('.more-items-open')!.getBoundingClientRect()) - text);
          })
        : [];
      return {
        offsets,
        columns: Number((g as HTMLElement).dataset['columns']),
        ruled,
        count,
        width: Math.round(g.getBoundingClientRect().width),
        rows,
      };
    }),
  );
  expect(grids.length, `${where}: capability grids`).toBeGreaterThan(0);
  for (const grid of grids) {
    const perRow = grid.ruled ? 1 : columns === undefined ? grid.columns : grid.count % 2 ? 1 : columns;
    for (const offset of grid.offsets)
      expect.soft(Math.abs(offset), `${where}: "Show N more" starts on its bullets' text edge (${offset} px off)`).toBeLessThanOrEqual(1);
    if (grid.ruled)
      for (const row of grid.rows)
        expect.soft(Math.abs(row[0]! - grid.width), `${where}: a ruled row spans the grid`).toBeLessThanOrEqual(1);
    const counts = grid.rows.map((r) => r.length);
    const last = grid.rows.at(-1)!;
    const full = counts.slice(0, -1).every((n) => n === perRow);
    expect(full, `${where}: ${perRow} cards a row, not ${counts.join(' + ')}`).toBe(true);
    if (last.length !== perRow) {
      expect(last.length, `${where}: a short last row (${counts.join(' + ')}) is one card`).toBe(1);
      expect(Math.abs(last[0]! - grid.width), `${where}: the last card alone spans the grid`).toBeLessThanOrEqual(1);
    }
  }
}

// Cards two a row from 48 rem (three bullets each, the rest behind "Show N more") make a tablet
// page taller than the phone's, where the blocks are closed rows: at most the second product
// screen and its caption, the hero's secondary action and this much more (all bullets shown
// would be about twice it). Measured above the footer, which folds its lists on phones only
// (footer.spec holds its heights).
const tabletSlack = 1300;
const heightAboveFooter = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - document.querySelector('footer')!.getBoundingClientRect().height);
const screenAndCaption = (page: Page) =>
  page.evaluate(() =>
    ['#workflow picture', '#workflow figcaption', '[data-testid="page-hero"] .page-hero-lead a']
      .map((sel) => document.querySelector(sel))
      .map((el) => (el ? el.getBoundingClientRect().height + parseFloat(getComputedStyle(el).marginBlockStart) : 0))
      .reduce((a, b) => a + b, 0),
  );

/**
 * The section rhythm below 64 rem (templates.css, 2026-11-29): from each section's last text or
 * picture to the next one's first (its heading), at least 48 px; a painted
 * panel's padding counts, its edge is no text. They were 20 px apart at 360 px (a step list ran into
 * the systems' heading) and 40 at 768.
 */
async function sectionGaps(page: Page, where: string) {
  const gaps = await page.evaluate(() => {
    const extent = (root: Element) => {
      let top = Infinity;
      let bottom = -Infinity;
      const add = (rects: DOMRectList | DOMRect[]) => {
        for (const r of rects)
          if (r.width > 1 && r.height > 1) {
            top = Math.min(top, r.top);
            bottom = Math.max(bottom, r.bottom);
          }
      };
      // A text's line boxes are its nearest block's box (a glyph's own box overshoots the line in
      // Noto Kufi); a picture its own box. Nothing hidden (closed rows, tab panels, screen readers' text).
      const shown = (el: Element) =>
        el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && !el.closest('.sr-only');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (['IMG', 'svg'].includes(node.tagName) && shown(node)) add([node.getBoundingClientRect()]);
        } else if (node.textContent?.trim()) {
          let block = node.parentElement;
          while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
          if (block && shown(block)) add([block.getBoundingClientRect()]);
        }
      }
      return top === Infinity ? null : { top, bottom };
    };
    const blocks = [...document.querySelectorAll('.sector-layout > *, .sector-layout > article > *')].filter(
      (el) => el.tagName !== 'ARTICLE',
    );
    const out: { name: string; gap: number }[] = [];
    let previous: { top: number; bottom: number } | null = null;
    for (const block of blocks) {
      const box = extent(block);
      if (!box) continue;
      if (previous)
        out.push({
          name: (block.querySelector('h2, .heading-card, p')?.textContent ?? '').slice(0, 40),
          gap: Math.round(box.top - previous.bottom),
        });
      previous = box;
    }
    return out;
  });
  expect(gaps.length, `${where}: sections measured`).toBeGreaterThanOrEqual(4);
  for (const { name, gap } of gaps) expect.soft(gap, `${where}: text above «${name}»`).toBeGreaterThanOrEqual(48);
}

/** On the page loaded at 360 px, then re-laid out at 768 px; left at 360 px. */
export async function sectorAt360(page: Page, key: SectorKey, locale: Locale, path: string) {
  const phone = await heightAboveFooter(page);
  await test.step(`${path} at 360 px: 48 px or more between sections`, () => sectionGaps(page, `${path} at 360 px`));
  if (key === 'pharmacy')
    await test.step(`${path} at 360 px: a sector row opens to all its bullets${locale === 'ar' ? ', its heading unbalanced' : ''}`, async () => {
      if (locale === 'ar') {
        // The row headings do not balance their lines (no one-word first line).
        const wraps = await page
          .locator('.feature-block-head > .heading-card')
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).textWrapStyle));
        expect(wraps.length).toBeGreaterThan(0);
        expect(wraps.filter((w) => w === 'balance')).toEqual([]);
      }
      const block = page.locator('details.feature-block').first();
      await block.locator('summary.feature-block-head').click();
      for (const item of await block.locator('li').all()) await expect(item).toBeVisible();
      // Closed again: the page's height at 768 px is compared with its rows closed.
      await block.locator('summary.feature-block-head').click();
      await expect(block).not.toHaveAttribute('open');
    });
  await test.step(`${path} at 360 px: the screen whole under its caption's title, its notes under it, markers on it only where the phone canvas shows every target; the sector's flow a numbered rail, one step a row with its line`, async () => {
    await flowOnPhone(page, key);
    await calloutsOnScreen(page, `${path} at 360 px`);
  });
  await test.step(`${path} at 360 px: a short ending, every field of the form shown`, () => formEndingOnPhone(page));
  await test.step(`${path} at 768 px: cards two a row in full rows (an odd number one a row, heading beside text), at most three bullets each, the rest one click away; the caption over its screen, the flow after; a measure of at most 36em`, async () => {
    await resizeTo(page, 768, 1024);
    // The hero's screen changes from the phone canvas to the desktop one: measured once it is in.
    await atRest(page);
    await sectionGaps(page, `${path} at 768 px`);
    const tablet = await heightAboveFooter(page);
    const onlyOnTablets = await screenAndCaption(page);
    expect(onlyOnTablets, `${path} at 768 px: the second screen shown`).toBeGreaterThan(200);
    expect
      .soft(tablet, `${path}: at 768 px against ${phone} px at 360 px and ${onlyOnTablets} px of screen and caption`)
      .toBeLessThanOrEqual(phone + onlyOnTablets + tabletSlack);
    // From 48 rem cards, not closed rows: each shows its first bullets (three at most).
    const cards = await cardsShown(page);
    expect(cards.length, `${path} at 768 px: cards`).toBeGreaterThan(0);
    for (const b of cards) {
      expect.soft(b.shown, `${path} at 768 px: ${b.text}: bullets shown`).toBeGreaterThan(0);
      expect.soft(b.shown, `${path} at 768 px: ${b.text}: bullets shown`).toBeLessThanOrEqual(3);
    }
    await fullRows(page, `${path} at 768 px`, 2);
    // Three cards one a row: the last across the grid like the others, its bullets in one column.
    if (key === 'maintenance') await aloneInRowSpans(page, 'management-employment', 1, `${path} at 768 px`);
    await oddCardsBeside(page, `${path} at 768 px`);
    await captionOverItsScreen(page, `${path} at 768 px`);
    await calloutsOnScreen(page, `${path} at 768 px`);
    for (const toggle of await page.locator('.feature-grid .more-items-toggle').all()) await toggle.click();
    await allBulletsAndMeasure(page, key, locale, `${path} at 768 px`, 'card');
    // Folded again: the cards at 1280 px start from three bullets (a later load; this one ends at 360 px).
    for (const toggle of await page.locator('.feature-grid .more-items-toggle').all()) await toggle.click();
  });
  await resizeTo(page, 360, 740);
  if (key === 'farms') await farmsOnPhone(page, locale);
}

/**
 * The flow on a phone: a compact rail, one numbered step a row, the number at the reading start,
 * each step's line shown under its label (titles alone lost what each step does, 2026-11-29); over it
 * the screen's whole phone canvas (legible, not the desktop file scaled: a closed window ending on
 * its last row), its caption's title right over it. Pharmacy, the longest page, shows no screen
 * (it pays for its signature: sector pages ≤ 5,500 px at 360).
 */
async function flowOnPhone(page: Page, key: SectorKey) {
  const m = await page.evaluate(() => {
    const shown = (el: Element | null) => el !== null && el.getBoundingClientRect().height > 0;
    const items = [...document.querySelectorAll('.sector-flow li')];
    const first = items[0]!;
    const label = first.querySelector('b')!.getBoundingClientRect();
    const tops = items.map((li) => Math.round(li.getBoundingClientRect().top));
    return {
      flow: shown(document.querySelector('.sector-flow')),
      screen: shown(document.querySelector('#workflow picture')),
      caption: shown(document.querySelector('#workflow figcaption')),
      steps: items.length,
      rows: new Set(tops).size,
      descending: tops.every((top, i) => i === 0 || top > tops[i - 1]!),
      lines: [...document.querySelectorAll('.sector-flow li > span')].filter(shown).length,
      // Each line under its own label, inside its step's row.
      under: items.every((li) => {
        const [b, span] = [li.querySelector('b'), li.querySelector('span')].map((el) => el?.getBoundingClientRect());
        return !!b && !!span && span.top >= b.bottom - 1 && span.bottom <= li.getBoundingClientRect().bottom + 1;
      }),
      height: document.querySelector('.sector-flow')!.getBoundingClientRect().height,
      // The number (::before) takes the row's start: left of the label in English, right of it in Arabic.
      numberAtStart:
        document.dir === 'rtl'
          ? label.right < first.getBoundingClientRect().right - 16
          : label.left > first.getBoundingClientRect().left + 16,
    };
  });
  const cropped = !sectorsWithoutPhoneScreen.has(key);
  expect(m).toMatchObject({ flow: true, screen: cropped, caption: cropped, descending: true, numberAtStart: true, under: true });
  expect(m.rows, 'one step a row').toBe(m.steps);
  expect(m.lines, "every step's line shown").toBe(m.steps);
  // A section heading of up to two lines and five steps of a label and a line or two each.
  expect(m.height, 'compact: at most 500 px').toBeLessThanOrEqual(500);
  expect(m.steps).toBeGreaterThanOrEqual(4);
  if (!cropped) return;
  const picture = page.locator('#workflow picture');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.phone\.[\w-]+\.avif$/);
  const [flow, shown, img] = await Promise.all([
    page.locator('.sector-flow').evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      bottom: el.getBoundingClientRect().bottom,
      leads: el.matches('.sector-lead + *'),
    })),
    picture.evaluate((el) => ({ ...(el.getBoundingClientRect().toJSON() as DOMRect), mask: getComputedStyle(el).maskImage })),
    picture.locator('img').evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
      ratio: img.naturalHeight / img.naturalWidth,
    })),
  ]);
  // The steps after the screen, or, where the flow leads the page (the 'flow' composition), before it.
  if (flow.leads) expect(flow.bottom, 'the steps before the screen').toBeLessThan(shown.top);
  else expect(shown.bottom, 'the steps after the screen').toBeLessThan(flow.top);
  // The whole canvas, unfaded: its window's foot (the last row or total, the frame) is shown.
  expect(shown.mask, 'not faded').toBe('none');
  expect(img.height, 'the canvas at its own proportions').toBeCloseTo(img.width * img.ratio, 0);
  expect(shown.height, 'not cut: the whole canvas shown').toBeGreaterThanOrEqual(img.height - 0.5);
  await captionOverItsScreen(page, 'at 360 px');
}

/**
 * The consultation form ends a phone's page short: its heading over the fields (the sentence from
 * 30 rem, as the closing band's phone layout), tighter gaps and message box, every field still shown
 * (the spec's fields; the form posts without JavaScript). About 800 px in English and 890 in
 * Arabic at 360 px; it was about 955 and 1,055.
 */
async function formEndingOnPhone(page: Page) {
  const m = await page.getByTestId('sector-inquiry').evaluate((section) => ({
    height: section.getBoundingClientRect().height,
    sentence: section.querySelector('.sector-inquiry-inner > div > p')!.getBoundingClientRect().height,
    fields: [...section.querySelectorAll('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')].filter(
      (el) => el.getBoundingClientRect().height >= 44,
    ).length,
  }));
  expect(m.fields, 'the five fields shown, each at least 44 px tall').toBe(5);
  expect(m.sentence, "the band's sentence waits for 30 rem").toBe(0);
  expect(m.height, 'the form band at most 920 px').toBeLessThanOrEqual(920);
}

/** /farms on a phone: no "at a glance" panel, the form shown, the hero's ask (decision 0090) moves focus to the form. */
async function farmsOnPhone(page: Page, locale: Locale) {
  await test.step("the consultation form on a phone: no card, the hero's ask leads to the form", async () => {
    const section = page.getByTestId('sector-inquiry');
    await expect(page.getByTestId('sector-glance')).toBeHidden();
    await expect(section.getByTestId('inquiry-form')).toBeVisible();
    const ask = page.getByTestId('page-hero').locator('a[href="#inquiry"]');
    await expect(ask).toHaveText(strings[locale].cta.primary);
    await ask.click();
    await expect(section).toBeFocused();
    await expect(section.getByTestId('inquiry-form')).toBeInViewport();
  });
}
