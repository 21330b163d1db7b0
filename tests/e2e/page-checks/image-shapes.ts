/**
 * Every loaded image's width and height say the shape of the file it shows, as Lighthouse's
 * image-aspect-ratio audit reads them on a phone (best practices 100, docs/performance.md): an
 * image hidden in a closed side-navigation panel reports its attributes, so a panel repeating the
 * hero's screen (its phone file already loaded, 320 wide) beside `width=640 height=420` failed.
 * Checked on the product pages at 360 px, where the same phone files load as on Lighthouse's
 * 412 px phone (every phone canvas is chosen below 480 px), once the network is idle: a hidden
 * copy of a file already fetched is drawn from the memory cache, lazy or not.
 */
import { expect, type Page } from '@playwright/test';

export async function imagesKeepTheirShape(page: Page, where: string) {
  const images = await page
    .locator('img')
    .evaluateAll((els) =>
      (els as HTMLImageElement[])
        .filter((el) => el.complete && el.naturalWidth > 0 && el.width > 0 && el.height > 0)
        .map((el) => ({ src: el.currentSrc, width: el.width, height: el.height, natural: el.naturalHeight / el.naturalWidth })),
    );
  expect(images.length, `${where}: loaded images`).toBeGreaterThan(1);
  // Lighthouse's tolerance: the height the file's ratio gives within 2 px.
  const misfits = images.filter(({ width, height, natural }) => Math.abs(width * natural - height) > 2);
  expect(misfits, `${where}: images whose width/height do not match their file`).toEqual([]);
}
