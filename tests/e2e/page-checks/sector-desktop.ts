/**
 * The sector pages on every-page's load at 1280 px (page-checks/sector-layout.ts says what runs
 * where): re-laid out at 1024 px and at 800 or 1300 px tall where a check says so, and left at
 * 1280 × 900 px with every card's "Show N more" open.
 */
import { expect, test, type Page } from '@playwright/test';
import { standardSectorCounts } from '../../../src/content/schemas/sector.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { SectorKey } from '../../../src/routes.ts';
import { headOffice } from '../../../src/site.config.ts';
import { sectorBodyScreens } from '../../../src/components/sectors/body-screens.ts';
import { screenSize } from '../../../src/visuals/names.ts';
import { manifestKey, readManifest } from '../../../scripts/lib/visuals-manifest.ts';
import { strings } from '../pages.ts';
import { allBulletsAndMeasure, cardsShown, fullRows } from './sector-layout.ts';
import { resizeTo } from './viewport.ts';
import { calloutsOnScreen } from './screen-callouts.ts';

/** At 1280 px on the page loaded there; ends at 1280 × 900 with every card open. */
export async function sectorAt1280(page: Page, key: SectorKey, locale: Locale, path: string) {
  await test.step(`${path}: the spec's blocks`, () => sectorBlocks(page, key, locale));
  await test.step(`${path} at 1280 and 1024 px: card headings of at most three lines, at most three bullets shown (two in a grid of six cards or more)`, async () => {
    for (const w of [1280, 1024]) {
      await resizeTo(page, w, 900);
      const cards = await cardsShown(page);
      expect(cards.length, `${path} at ${w} px: cards`).toBeGreaterThan(0);
      for (const b of cards) {
        expect.soft(b.lines, `${path} at ${w} px: ${b.text}`).toBeLessThanOrEqual(3);
        // Six cards of three bullets each were a wall of 18 before the screen (/pharmacy, /industry);
        // a card of three bullets shows them all (a toggle for one takes the line it saves).
        const most = b.cards >= 6 && b.total > 3 ? 2 : 3;
        expect.soft(b.shown, `${path} at ${w} px: ${b.text}: bullets shown of ${b.total}, ${b.cards} cards`).toBeLessThanOrEqual(most);
      }
    }
    await fullRows(page, `${path} at 1024 px`);
    await resizeTo(page, 1280, 900);
    // Full rows of the grid's count: /carRental's seven cards 3 + 3 and the specialized card
    // across, /transportation's five 2 + 2 and one across (not 3 + 2 + 2 or 3 + 2).
    await fullRows(page, `${path} at 1280 px`);
    if (key === 'carRental' || key === 'transportation') await lastAcross(page, `${path} at 1280 px`);
  });
  await test.step(`${path} at 1280 px: each row of cards under an h2, its "Show N more" toggles on one line at the cards' foot`, () =>
    togglesOnOneLine(page, path));
  if (key === 'pharmacy' || key === 'industry')
    await test.step(`${path}: at 1024 and 1280 × 800 the "at a glance" panel stays beside the intro; the rows, screen and systems below take the content width`, () =>
      glanceBesideIntro(page));
  if (key === 'pharmacy') {
    await test.step(`${path}: the "at a glance" panel never stays pinned with its heading under the header (1280 × 800)`, () =>
      neverPinnedUnderHeader(page));
    await test.step(`${path} at 1280 px: specialized card before the screen and the systems, the screen on the systems' end edge, its caption on their name edge`, () =>
      specializedBeforeScreen(page));
  }
  await test.step(`${path} at 1280 and 1024 px: the screen beside its caption, its smallest text at 9 px or more, the flow a section after both under a section heading, its steps a strip; no icon tiles on the cards`, () =>
    flowUnderScreen(page, key, locale));
  await test.step(`${path} at 1280 px: the sections 5rem apart, the site's section spacing`, () => sectionRhythm(page));
  if (key === 'farms')
    await test.step("the consultation form is the sector page's last section, across the page, with no closing band", () =>
      formLastAcrossThePage(page, locale));
  if (key === 'industry' && locale === 'en') {
    // Re-laid out rather than reloaded: where the panel sticks depends on the viewport, not the load.
    await test.step('on a tall screen (1280 × 1300) the "at a glance" panel leaves with the intro', async () => {
      await resizeTo(page, 1280, 1300);
      await glanceLeavesWithIntro(page);
      await resizeTo(page, 1280, 900);
    });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await test.step(`${path} at 1280 px: the rest one click away, each "Show N more" opens to the spec's every item; a measure of at most 36em`, async () => {
    for (const toggle of await page.locator('.feature-grid .more-items-toggle').all()) await toggle.click();
    await allBulletsAndMeasure(page, key, locale, `${path} at 1280 px`, 'card');
  });
}

/**
 * The "at a glance" panel beside the intro (SectorGlance.tsx) states this page, not a template: its
 * systems are the three the page's software list names, in its order, each a link to its row there;
 * its workflow links to the screen and flow (none where the flow comes right under the intro). At 1280 px it is never taller than the intro beside it.
 * (The contact card it replaced listed no system: this fails on it.)
 */
async function glanceStatesThePage(page: Page) {
  const m = await page.evaluate(() => {
    const panel = document.querySelector('[data-testid="sector-glance"]')!;
    const links = [...panel.querySelectorAll<HTMLAnchorElement>('[data-testid="glance-systems"] a')];
    const rows = [...document.querySelectorAll('[data-testid="software-items"] > li')];
    const intro = [...document.querySelector('.sector-lead > div')!.children].map((el) => el.getBoundingClientRect());
    return {
      names: links.map((a) => a.textContent!.trim()),
      rows: rows.map((li) => li.querySelector('h3')!.textContent!.trim()),
      targets: links.map((a) => rows.indexOf(document.getElementById(a.hash.slice(1))!)),
      workflow: !!panel.querySelector('a[href="#workflow"]') && !!document.getElementById('workflow'),
      // The flow right under the intro (the 'flow' composition) has no shortcut in the panel.
      flowLeads: document.querySelector('.sector-lead + .sector-flow') !== null,
      panel: panel.getBoundingClientRect().height,
      intro: intro.at(-1)!.bottom - intro[0]!.top,
    };
  });
  expect(m.names, "the panel names the page's own three systems").toEqual(m.rows);
  expect(m.targets, 'each a link to its row').toEqual([0, 1, 2]);
  expect(m.workflow, 'the workflow links to the screen and flow, unless the flow leads').toBe(!m.flowLeads);
  expect.soft(m.panel, 'at 1280 px the panel no taller than the intro beside it').toBeLessThanOrEqual(m.intro + 1);
}

/** A standard sector page's blocks: its advantages, 3 software items with Details links, the form; the other pages' own. */
async function sectorBlocks(page: Page, key: SectorKey, locale: Locale) {
  const software = page.getByTestId('software-items').locator('> li');
  await expect(software).toHaveCount(3);
  await glanceStatesThePage(page);
  const count = (standardSectorCounts as Partial<Record<SectorKey, number>>)[key];
  if (count !== undefined) {
    // `${path}: ${count} advantages, 3 software items with Details links, the consultation form`;
    // the specialized list closes the advantages' grid, counted apart.
    await expect(page.getByTestId('advantages').locator('.feature-block:not(#specialized) li')).toHaveCount(count);
    await expect(page.getByTestId('details-link')).toHaveCount(3);
    await expect(page.getByTestId('sector-inquiry').getByTestId('inquiry-form')).toBeVisible();
  }
  if (key === 'construction') {
    // tenders, traffic, labor and software sections; every ask says the primary action
    const ids = await page
      .getByTestId('construction-sections')
      .locator('> .feature-block')
      .evaluateAll((s) => s.map((x) => x.id));
    expect(ids).toEqual(['tenders', 'traffic', 'labor']);
    await asksSayPrimaryAction(page, locale);
  }
  if (key === 'maintenance') {
    // 6, 13 and 8 bullets and 3 software items
    await expect(page.getByTestId('management-system').locator('li')).toHaveCount(6);
    await expect(page.getByTestId('management-program').locator('li')).toHaveCount(13);
    await expect(page.getByTestId('management-employment').locator('li')).toHaveCount(8);
  }
  if (key === 'pharmacy') {
    // 20 management bullets (last with a link), 3 software, 5 specialized
    const items = page.getByTestId('management-system').locator('.feature-block:not(#specialized) li');
    await expect(items).toHaveCount(20);
    await expect(items.last().locator('a')).toHaveCount(1);
    await expect(page.getByTestId('specialized').locator('li')).toHaveCount(5);
  }
}

// One ask, one wording: the hero's button (the page's one link to the form since decision 0090 retired
// the phones' band) and the form (its heading, the name it gives the form, its button) all say the primary action, "Book a demo", not "Request a
// consultation" or "Send inquiry" beside it; the hero's is the primary button, one label in one
// style, and the "at a glance" panel beside the intro asks nothing of its own.
async function asksSayPrimaryAction(page: Page, locale: Locale) {
  const label = strings[locale].cta.primary;
  const asks = page.locator('main a[href="#inquiry"]');
  await expect(asks).toHaveCount(1);
  for (const ask of await asks.all()) await expect(ask).toHaveText(label);
  await expect(page.getByTestId('page-hero').locator('a[href="#inquiry"]')).toHaveAttribute('data-cta', 'primary');
  await expect(page.getByTestId('sector-glance').locator('a[href="#inquiry"]')).toHaveCount(0);
  const inquiry = page.getByTestId('sector-inquiry');
  await expect(inquiry.getByRole('heading', { level: 2 })).toHaveText(label);
  await expect(inquiry.getByTestId('inquiry-form')).toHaveAccessibleName(label);
  await expect(inquiry.getByTestId('inquiry-submit')).toHaveText(label);
}

async function togglesOnOneLine(page: Page, path: string) {
  const grids = await page.locator('.feature-grid').evaluateAll((gs) =>
    gs.map((g) => ({
      over: g.previousElementSibling?.tagName,
      cards: [...g.querySelectorAll(':scope > .feature-block .feature-block-head > :is(h2, h3)')].map((h) => h.tagName),
      rows: Object.values(
        [...g.querySelectorAll<HTMLElement>(':scope > .feature-block')].reduce<Record<number, number[]>>((rows, card) => {
          const toggle = card.querySelector('.more-items-toggle');
          const top = Math.round(card.getBoundingClientRect().top);
          if (toggle) (rows[top] ??= []).push(Math.round(toggle.getBoundingClientRect().bottom));
          return rows;
        }, {}),
      ),
    })),
  );
  expect(grids.length, path).toBeGreaterThan(0);
  for (const grid of grids) {
    expect(grid.over, `${path}: the heading over a row of cards`).toBe('H2');
    expect(new Set(grid.cards), `${path}: the cards' headings`).toEqual(new Set(['H3']));
    for (const bottoms of grid.rows) expect(new Set(bottoms).size, `${path}: a row's toggles ${bottoms.join(', ')}`).toBe(1);
  }
}

/** The specialized card alone across the last row: its heading over the first column, its bullets level with its heading's top beside it. */
async function lastAcross(page: Page, where: string) {
  const m = await page.evaluate(() => {
    const el = document.getElementById('specialized')!;
    const rtl = document.dir === 'rtl';
    const box = (e: Element) => e.getBoundingClientRect();
    const [card, grid, head, list] = [box(el), box(el.parentElement!), box(el.querySelector('h3')!), box(el.querySelector('ul')!)] as const;
    return { card: card.width, grid: grid.width, beside: rtl ? list.right < head.left : list.left > head.right, top: list.top - head.top };
  });
  expect(Math.abs(m.card - m.grid), `${where} #specialized: across the grid`).toBeLessThanOrEqual(1);
  expect(m.beside, `${where} #specialized: its bullets beside its heading`).toBe(true);
  expect(Math.abs(m.top), `${where} #specialized: its bullets level with its heading`).toBeLessThan(24);
}

/** From 64 rem the "at a glance" panel stands beside the intro only; the rows, the screen and the systems below take the content width. */
async function glanceBesideIntro(page: Page) {
  const card = page.getByTestId('sector-glance');
  for (const width of [1024, 1280]) {
    await resizeTo(page, width, 800);
    expect.soft((await card.boundingBox())!.height, 'the panel fits a laptop screen').toBeLessThanOrEqual(400);
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
      const screen = document.querySelector('#workflow picture')!.getBoundingClientRect();
      const rtl = style.direction === 'rtl';
      // Every second sector (data-flip) has the screen at the row's start, else at its end (the systems' end edge).
      const row = document.querySelector('.software-item')!.getBoundingClientRect();
      const atStart = !!document.querySelector('#workflow[data-flip]');
      return {
        content,
        rows,
        screenEdge: Math.round(atStart === rtl ? screen.right - row.right : screen.left - row.left),
        screenWidth: screen.width,
      };
    });
    expect(widths.rows.length).toBeGreaterThan(3);
    for (const w of widths.rows)
      expect.soft(Math.abs(w - widths.content), `${width} px: the cards and each system across the content`).toBeLessThanOrEqual(1);
    // The screen on the row's start or end edge, beside its caption, at 50rem from 80 rem (flowUnderScreen checks its text size).
    expect.soft(Math.abs(widths.screenEdge), `${width} px: screen on the row's start or end edge`).toBeLessThanOrEqual(1);
    expect.soft(widths.screenWidth, `${width} px: screen width`).toBeGreaterThanOrEqual(width === 1280 ? 780 : 660);
  }
  // Its last row, one head-office line, the Sales one under its label, and the e-mail address: the
  // sales team, not a specialist per sector (the footer lists all three lines).
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
  const sales = headOffice.phones[('phoneLines' in headOffice ? headOffice.phoneLines : []).indexOf('sales')];
  await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${sales}`);
  await expect(card.locator('.glance-contact')).toContainText(
    strings[(await page.evaluate(() => document.documentElement.lang)) as Locale].phoneLine.sales,
  );
  await expect(card.locator('.glance-contact a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${headOffice.email}`);
  // A panel, not a second ask: the hero's button above it asks (asksSayPrimaryAction).
  await expect(card.locator('a[href="#inquiry"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await resizeTo(page, 1280, 900);
}

/** Decision 0045: the panel's heading first on a laptop, never pinned under the header. */
async function neverPinnedUnderHeader(page: Page) {
  await resizeTo(page, 1280, 800);
  const measure = () =>
    page.evaluate(() => ({
      aside: document.querySelector('[data-testid="sector-glance"]')!.getBoundingClientRect().top,
      heading: document.getElementById('glance-heading')!.getBoundingClientRect().top,
      header: document.querySelector('header')!.getBoundingClientRect().bottom,
      end: document.documentElement.scrollHeight - innerHeight,
    }));
  let steps = 0;
  for (let y = 0; ; y += 400, steps++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const before = await measure();
    if (y + 400 > before.end) break;
    await page.evaluate((top) => window.scrollTo(0, top), y + 200);
    const after = await measure();
    // Pinned: the page moved 200 px and the sidebar did not.
    if (Math.abs(after.aside - before.aside) < 1) expect(after.heading, `pinned at ${y + 200} px`).toBeGreaterThanOrEqual(after.header);
  }
  expect(steps, 'scroll positions checked').toBeGreaterThan(5);
  await page.evaluate(() => window.scrollTo(0, 0));
  await resizeTo(page, 1280, 900);
}

// Decision 0070: the specialized card closes the capability cards (before the screen and the
// systems); the mid-page screen ends on the systems' end edge, its caption starts on their name
// edge and stands level with the screen's middle (a feature row, not a caption at its top).
async function specializedBeforeScreen(page: Page) {
  const m = await page.evaluate(() => {
    const rtl = document.dir === 'rtl';
    const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
    const row = document.querySelector('.software-item')!.getBoundingClientRect();
    const picture = document.querySelector('#workflow picture')!.getBoundingClientRect();
    const figcaption = document.querySelector('#workflow figcaption');
    const caption = (figcaption ?? document.body).getBoundingClientRect();
    const name = document.querySelector('.software-item > .heading-card')!.getBoundingClientRect();
    return {
      order: top('[data-testid="specialized"]') < top('#workflow') && top('#workflow') < top('[data-testid="software-items"]'),
      end: Math.round(rtl ? picture.left - row.left : row.right - picture.right),
      captionStart: Math.round(rtl ? name.right - caption.right : caption.left - name.left),
      captionMiddle: caption.top + caption.height / 2 - (picture.top + picture.height / 2),
      captionWidth: caption.width,
      captionText: figcaption?.textContent ?? '',
    };
  });
  expect(m.captionText.length, 'the screen has a caption').toBeGreaterThan(40);
  expect(Math.abs(m.captionStart), "the caption starts on the systems' name edge").toBeLessThanOrEqual(2);
  expect(Math.abs(m.captionMiddle), "the caption level with the screen's middle").toBeLessThanOrEqual(2);
  expect(m.captionWidth, 'the caption a column of its own, not a 14rem sidebar').toBeGreaterThan(260);
  expect(m.order, 'specialized, then the screen, then the systems').toBe(true);
  expect(Math.abs(m.end), "the screen ends on the systems' end edge").toBeLessThanOrEqual(2);
}

/** /farms at 1280 px: the form a section across the page after the article, ending <main>, its fields in two columns. */
async function formLastAcrossThePage(page: Page, locale: Locale) {
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
}

// The "at a glance" panel sticks within the intro's row only (decision 0071; glanceBesideIntro checks
// it never stands beside the rows): past the intro it leaves with it, on a tall screen too.
async function glanceLeavesWithIntro(page: Page) {
  const sidebar = page.getByTestId('sector-glance');
  const top = await sidebar.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top + 300);
  const { box, lead } = await page.evaluate(() => ({
    box: document.querySelector('[data-testid="sector-glance"]')!.getBoundingClientRect().toJSON() as DOMRect,
    lead: document.querySelector('.sector-lead')!.getBoundingClientRect().toJSON() as DOMRect,
  }));
  expect(box.y + box.height).toBeLessThanOrEqual(lead.y + lead.height + 1);
  expect(box.y).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo(0, 0));
}

// From 64 rem the screen stands beside its caption at a width that shows its smallest text at
// 9 CSS px or more (the phones' rule, decision 0035; the smallest text read in the screen's desktop
// document), and the sector's flow follows both (precedes them where it leads the page) as a section, its heading a section heading (the
// systems' size, not a card's), its steps a strip side by side in one row, across the content from
// the caption's start edge to the screen's end edge, every step's line shown.
async function flowUnderScreen(page: Page, key: SectorKey, locale: Locale) {
  const smallest = readManifest()[manifestKey(sectorBodyScreens[key], locale, 'desktop')]?.smallestText;
  expect(smallest, `${sectorBodyScreens[key]}.${locale} in the visuals manifest`).toBeDefined();
  for (const width of [1024, 1280]) {
    await resizeTo(page, width, 900);
    const m = await page.evaluate(() => {
      const rtl = document.dir === 'rtl';
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const [figure, caption, flow, picture] = ['#workflow', '#workflow figcaption', '.sector-flow', '#workflow picture'].map(box);
      const size = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontSize;
      const steps = [...document.querySelectorAll('.sector-flow li')].map((li) => Math.round(li.getBoundingClientRect().top));
      return {
        screen: picture!.width,
        beside:
          rtl !== !!document.querySelector('#workflow[data-flip]') ? picture!.right <= caption!.left : caption!.right <= picture!.left,
        // Where the flow leads the page (the 'flow' composition), it ends before the figure starts.
        under: document.querySelector('.sector-lead + .sector-flow') ? figure!.top - flow!.bottom : flow!.top - figure!.bottom,
        heading: [size('.sector-flow h2'), size('#systems-heading')],
        across: [Math.round(flow!.left - figure!.left), Math.round(figure!.right - flow!.right)],
        steps: steps.length,
        rows: new Set(steps).size,
        lines: [...document.querySelectorAll('.sector-flow li > span')].map((el) => el.getBoundingClientRect().height),
        icons: document.querySelectorAll('.feature-block-icon').length,
      };
    });
    const where = `${width} px`;
    expect((smallest! * m.screen) / screenSize.width, `${where}: the screen's smallest text, shown`).toBeGreaterThanOrEqual(9);
    expect(m.beside, `${where}: the caption beside the screen`).toBe(true);
    expect(m.under, `${where}: the flow clear of the screen and its caption (after them, or before where it leads)`).toBeGreaterThan(0);
    expect(m.heading[0], `${where}: the flow's heading a section heading`).toBe(m.heading[1]);
    expect(m.across, `${where}: the flow across the figure`).toEqual([0, 0]);
    expect(m.steps, 'four or five steps').toBeGreaterThanOrEqual(4);
    expect(m.steps).toBeLessThanOrEqual(5);
    expect(m.rows, `${where}: the steps side by side`).toBe(1);
    for (const h of m.lines) expect(h, "each step's line shown").toBeGreaterThan(0);
    await calloutsOnScreen(page, `${key}.${locale} at ${where}`);
    expect(m.icons, 'no icon tile on the capability cards').toBe(0);
  }
  await resizeTo(page, 1280, 900);
}

/**
 * From 64 rem one rhythm down the page: each section after the intro (capabilities, the screen,
 * the flow, the signature, the systems) starts 5rem under the one before it, the site's section
 * spacing (Section.tsx's py-20); the lower half's were 2.5rem apart against about 100 px above.
 */
async function sectionRhythm(page: Page) {
  const gaps = await page.evaluate(() => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const sections = [...document.querySelectorAll('.sector-layout .sector-section')].filter((el) => el.checkVisibility());
    return sections.map((el) => {
      let before = el.previousElementSibling!;
      while (!before.checkVisibility()) before = before.previousElementSibling!;
      const gap = el.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
      return { section: el.id || el.getAttribute('aria-labelledby') || el.className, rems: Math.round((gap / rem) * 10) / 10 };
    });
  });
  expect(gaps.length, 'sections after the intro').toBeGreaterThanOrEqual(4);
  for (const { section, rems } of gaps) expect.soft(rems, `${section}: rem under the section before it`).toBe(5);
}
