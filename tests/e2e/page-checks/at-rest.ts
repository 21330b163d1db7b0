/**
 * A loaded page at rest, for axe and the image checks: instead of `networkidle` (half a second of
 * network quiet by definition, whatever the page still needs), the conditions those checks need,
 * polled each frame. The load event has fired (`goto` and the language switch wait for it: eager
 * images and stylesheets are in); the fonts are loaded (layout and text metrics are final); every
 * image in the viewport, lazy or not, has loaded (the image checks read natural sizes, axe reads
 * what is drawn); the island that hydrates on idle (the home slider) has hydrated, so axe does not
 * judge markup React is about to replace. Islands that hydrate on interaction stay server markup.
 */
import type { Page } from '@playwright/test';

export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
    const inView = (el: Element) => {
      const { top, bottom, width } = el.getBoundingClientRect();
      return width > 0 && bottom > 0 && top < innerHeight;
    };
    const imagesIn = [...document.images].every((img) => img.complete || (img.loading === 'lazy' && !inView(img)));
    return imagesIn && !document.querySelector('astro-island[client="idle"][ssr]');
  });
}
