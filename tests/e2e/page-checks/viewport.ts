/**
 * Resizing a loaded page before measuring it. The renderer applies a new viewport a moment after
 * setViewportSize returns on a loaded host, so a check that measures layout right after a resize
 * waits until the page's media queries see the new width and a frame has been laid out at it.
 * Font sizes are not measured after a resize: a page loaded at 1280 px and resized to 360 px was
 * once seen reading the old size even so; those checks load the page at their own width.
 */
import type { Page } from '@playwright/test';

export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => innerWidth === w && matchMedia(`(width: ${w}px)`).matches, width);
  // Two frames, or half a second where the renderer paints no frame (seen once on a machine loaded
  // ~20 × its cores: no frame for four minutes); layout is read synchronously after this either way.
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 500);
      }),
  );
}
