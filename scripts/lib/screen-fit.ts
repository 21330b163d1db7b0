// How `npm run visuals` makes a screen fit its canvas (scripts/visuals.ts).
import type { Page } from '@playwright/test';

/** The most empty space a screen may leave below its last block, in CSS px. */
const maxEmptyBand = 48;

/**
 * Every desktop screen fills the one window size the pages reserve (names.ts, `screenSize`):
 * nothing is clipped (the main area and the sidebar hide what overflows), no module name is cut
 * off, and no empty band is left under the last block.
 */
export async function fitProblem(page: Page): Promise<string | undefined> {
  return page.evaluate((maxBand) => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const sidebar = document.querySelector<HTMLElement>('.sidebar')!;
    if (main.scrollHeight > main.clientHeight + 1)
      return `the content is ${main.scrollHeight - main.clientHeight} px taller than the window`;
    if (sidebar.scrollHeight > sidebar.clientHeight + 1) return 'the sidebar is taller than the window';
    const cut = [...sidebar.querySelectorAll('li')].find((li) => li.scrollWidth > li.clientWidth + 1);
    if (cut) return `the sidebar item «${cut.textContent}» is cut off`;
    const box = main.getBoundingClientRect();
    const bottom = Math.max(...[...main.children].map((child) => child.getBoundingClientRect().bottom));
    const band = Math.round(box.bottom - Number.parseFloat(getComputedStyle(main).paddingBlockEnd) - bottom);
    return band > maxBand ? `${band} px left empty below the last block (at most ${maxBand})` : undefined;
  }, maxEmptyBand);
}

/**
 * The phone canvas is a crop, not a shrink: while the content is taller than the canvas, the
 * last block loses its last row (table rows, list items, tiles, fields; never below two), and a
 * block that cannot lose any goes whole, so the screen ends on whole rows. Returns a problem if
 * even the first blocks do not fit, or if a text line is wider than its box (a clipped word).
 */
export async function cropToPhone(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const fits = () => main.scrollHeight <= main.clientHeight + 1;
    while (!fits()) {
      const last = main.lastElementChild!;
      const lists = [...last.querySelectorAll('tbody, ul.progress, .tiles, dl.fields')].filter((list) => list.children.length > 2);
      const list = lists.at(-1);
      // A last block with room to show a good part of itself stays, cut off under a fade: a
      // band of empty canvas where it was reads as a broken screen.
      const room = main.getBoundingClientRect().bottom - last.getBoundingClientRect().top;
      if (list) list.lastElementChild!.remove();
      else if (room >= 96) {
        main.classList.add('cut');
        break;
      } else if (main.children.length > 3) last.remove();
      else return `the content is ${main.scrollHeight - main.clientHeight} px taller than the phone canvas`;
    }
    const clipped = [...main.querySelectorAll<HTMLElement>('th, td, .kpi-value, h1')].find((el) => el.scrollWidth > el.clientWidth + 1);
    return clipped ? `«${clipped.textContent}» is wider than its box on the phone canvas` : undefined;
  });
}
