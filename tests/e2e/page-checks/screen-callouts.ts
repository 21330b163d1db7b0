/**
 * The sector pages' annotated screen (design history 2026-11-29, SectorPage.tsx `AnnotatedScreen`): two or
 * three numbered notes in the caption and as many markers pinned on the screen, each disc wholly
 * inside the image's box; on a phone canvas that does not show every target none at all (never
 * some), its notes unnumbered. Run at 360, 768 and 1280 px (sector-layout.ts, sector-desktop.ts).
 */
import { expect, type Page } from '@playwright/test';

export async function calloutsOnScreen(page: Page, where: string) {
  const figure = page.locator('#workflow');
  if (!(await figure.isVisible())) return; // pharmacy on phones: no screen
  const img = figure.locator('picture img');
  await img.scrollIntoViewIfNeeded();
  // The canvas of this width (the phone's under 480 px), loaded: the markers are placed for it.
  await expect
    .poll(
      () =>
        img.evaluate(
          (el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc.includes('.phone.') === innerWidth < 480,
        ),
      { message: `${where}: the screen of this width loads` },
    )
    .toBe(true);
  const m = await figure.evaluate((fig) => {
    const image = fig.querySelector('picture img')!.getBoundingClientRect();
    // Each canvas has its set (SVG groups); this width shows the phone canvas's under 480 px, if it has one.
    const phone = innerWidth < 480;
    const desktop = [...fig.querySelectorAll<SVGGElement>('.screen-pin[data-canvas="desktop"]')];
    const phonePins = [...fig.querySelectorAll<SVGGElement>('.screen-pin[data-canvas="phone"]')];
    const pins = phone && phonePins.length > 0 ? phonePins : desktop;
    const shown = [...desktop, ...phonePins].filter((pin) => getComputedStyle(pin).display !== 'none');
    const notes = [...fig.querySelectorAll('figcaption .screen-notes > li')];
    return {
      pins: pins.length,
      hidden: pins.every((pin) => pin.closest('svg')?.getAttribute('aria-hidden') === 'true'),
      notes: notes.length,
      numbered: notes.filter((li) => getComputedStyle(li, '::before').content !== 'none').length,
      shown: shown.map((pin) => {
        const box = pin.getBoundingClientRect();
        return {
          digit: pin.textContent,
          inside:
            box.left >= image.left - 0.5 &&
            box.right <= image.right + 0.5 &&
            box.top >= image.top - 0.5 &&
            box.bottom <= image.bottom + 0.5,
          size: box.width,
        };
      }),
    };
  });
  expect(m.notes, `${where}: two or three numbered notes`).toBeGreaterThanOrEqual(2);
  expect(m.notes).toBeLessThanOrEqual(3);
  expect(m.pins, `${where}: as many markers as notes`).toBe(m.notes);
  expect(m.hidden, `${where}: the markers aria-hidden (the notes are their text)`).toBe(true);
  expect([0, m.notes], `${where}: every marker shown, or none`).toContain(m.shown.length);
  expect(m.numbered, `${where}: the notes numbered only where their markers stand`).toBe(m.shown.length);
  m.shown.forEach((pin, i) => {
    expect(pin.digit, `${where}: marker ${i + 1}'s number`).toBe(String(i + 1));
    expect(pin.inside, `${where}: marker ${i + 1} inside the screen's image`).toBe(true);
    expect(pin.size, `${where}: marker ${i + 1} a small disc`).toBeGreaterThanOrEqual(16);
  });
}
