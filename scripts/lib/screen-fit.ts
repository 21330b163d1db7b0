// How `npm run visuals` makes a screen fit its canvas (scripts/visuals.ts).
import type { Page } from '@playwright/test';

/** The most empty space a screen may leave below its last block, in CSS px. */
const maxEmptyBand = 48;

/**
 * Screens whose desktop table is still clipped at the main area's edge by a few columns: each
 * needs a column dropped or merged (as customer-aging lost its customer code). Listed so the
 * check fails on any other screen; a listed screen that fits fails too, so the list only shrinks.
 */
const clippedTables = new Set(['petty-cash.en', 'petty-cash.ar']);

/** A table or cell wider than its box, or a table past the main area's padding (clipped there). */
async function wideTable(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const box = main.getBoundingClientRect();
    const style = getComputedStyle(main);
    const [start, end] = [box.left + Number.parseFloat(style.paddingLeft), box.right - Number.parseFloat(style.paddingRight)];
    for (const el of main.querySelectorAll<HTMLElement>('table, th, td')) {
      const { left, right } = el.getBoundingClientRect();
      const over = Math.round(Math.max(el.scrollWidth - el.clientWidth, start - left, right - end));
      if (over > 1) return `«${el.textContent?.slice(0, 30)}…» overflows its box by ${over} px`;
    }
    return undefined;
  });
}

/** The renderer's verdict on a screen's tables, given the screens known to be clipped still. */
export async function tableProblem(page: Page, key: string): Promise<string | undefined> {
  const wide = await wideTable(page);
  if (wide && !clippedTables.has(key)) return wide;
  if (!wide && clippedTables.has(key)) return 'fits now: remove it from clippedTables (scripts/lib/screen-fit.ts)';
  return undefined;
}

/**
 * Every desktop screen fills the one window size the pages reserve (names.ts, `screenSize`):
 * nothing is clipped (the main area and the sidebar hide what overflows), no module name is cut
 * off, and no empty band is left under the last block.
 */
export async function fitProblem(page: Page): Promise<string | undefined> {
  return page.evaluate((maxBand) => {
    const main = document.querySelector<HTMLElement>('.main')!;
    // A section screen has no sidebar (its work area only, kit/Screen.tsx).
    const sidebar = document.querySelector<HTMLElement>('.sidebar');
    if (main.scrollHeight > main.clientHeight + 1)
      return `the content is ${main.scrollHeight - main.clientHeight} px taller than the window`;
    if (sidebar && sidebar.scrollHeight > sidebar.clientHeight + 1) return 'the sidebar is taller than the window';
    const cut = [...(sidebar?.querySelectorAll('li') ?? [])].find((li) => li.scrollWidth > li.clientWidth + 1);
    if (cut) return `the sidebar item «${cut.textContent}» is cut off`;
    const box = main.getBoundingClientRect();
    const bottom = Math.max(...[...main.children].map((child) => child.getBoundingClientRect().bottom));
    const band = Math.round(box.bottom - Number.parseFloat(getComputedStyle(main).paddingBlockEnd) - bottom);
    return band > maxBand ? `${band} px left empty below the last block (at most ${maxBand})` : undefined;
  }, maxEmptyBand);
}

/**
 * Text a screen cuts with "…" (`text-overflow: ellipsis` in the screen-*.css files): a title, field or label
 * the reader cannot finish. In an Arabic screen a Latin reference is even cut from its start.
 * Every such element must show its whole text, on the desktop window and on the phone canvas.
 */
export async function cutText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const cut = [...document.querySelectorAll<HTMLElement>('.window *')].find(
      (el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1,
    );
    return cut ? `«${cut.textContent}» is cut with "…" (${cut.scrollWidth} px of text in ${cut.clientWidth} px)` : undefined;
  });
}

/** A phone canvas once fitted: its height in CSS px, or the problem that stopped it. */
export type PhoneFit = { height: number; problem?: undefined } | { height?: undefined; problem: string };

/**
 * The phone canvas is a crop, not a shrink, and it ends on a whole block: while the content is
 * taller than the canvas, the last block loses its last row (table body rows, list items, tiles,
 * fields; never below two; a table keeps its total row), and a block that cannot lose any goes
 * whole. No block is left cut at the canvas's edge (decision 0065): the canvas then ends one
 * padding below the last whole block, as a screen shorter than the canvas does, since an empty
 * band reads as a broken screen and lengthens the page (decision 0039). A screen that needs
 * another block on the phone declares its phone blocks (`ScreenSpec.phone`). Returns the canvas
 * height, or a problem if even the first block does not fit, or if a text line is wider than its box.
 */
export async function cropToPhone(page: Page): Promise<PhoneFit> {
  const cut = await page.evaluate((): PhoneFit | undefined => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const fits = () => main.scrollHeight <= main.clientHeight + 1;
    while (!fits()) {
      const last = main.lastElementChild!;
      const lists = [...last.querySelectorAll('tbody, ul.progress, ul.lane-rows, .tiles, dl.fields')].filter(
        (list) => list.children.length > 2,
      );
      const list = lists.at(-1);
      if (list) list.lastElementChild!.remove();
      else if (main.children.length > 3) last.remove();
      else return { problem: `the content is ${main.scrollHeight - main.clientHeight} px taller than the phone canvas` };
    }
    const clipped = [...main.querySelectorAll<HTMLElement>('th, td, .kpi-value, h1')].find((el) => el.scrollWidth > el.clientWidth + 1);
    if (clipped) return { problem: `«${clipped.textContent}» is wider than its box on the phone canvas` };
    return undefined;
  });
  return cut ?? { height: await fitToContent(page) };
}

/**
 * The window ends one padding below its last block: its height follows its content. A phone
 * canvas (cropToPhone) and a section screen's desktop window (its work area under a product
 * section's text, where a band of white under a table read as a broken screen) are fitted so.
 * Returns the window's height in CSS px.
 */
export async function fitToContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const frame = document.querySelector<HTMLElement>('.window')!;
    const bottom = Math.max(...[...main.children].map((child) => child.getBoundingClientRect().bottom));
    const band = main.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(main).paddingBlockEnd) - bottom;
    frame.style.blockSize = `${Math.ceil(frame.getBoundingClientRect().height - Math.max(0, band))}px`;
    return Math.round(frame.getBoundingClientRect().height);
  });
}
