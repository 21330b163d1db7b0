/**
 * A page fetches a font file only for characters its document writes. A character that CSS draws
 * (a separator's `content`) is not in the text a subset is cut for: a middle dot there fetched the
 * second Latin file on every page that showed one (src/fonts/subsets.ts).
 */
import { expect, type Page } from '@playwright/test';
import { fontSubsets } from '../../../src/fonts/subsets.ts';

/**
 * A document lists, in Resource Timing, font files that an earlier document of the tab left in the
 * memory cache, whether it needs them or not (an English page lists the Arabic faces after an Arabic
 * one): clear the cache before a navigation whose fonts are checked.
 */
export async function clearBrowserCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** On a page loaded in a fresh context, or after clearBrowserCache. */
export async function fontsOnlyForWrittenText(page: Page, where: string) {
  const { fetched, text } = await page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template')) parts.push(node.nodeValue ?? '');
    }
    const files = performance.getEntriesByType('resource').map((entry) => entry.name);
    return { fetched: files.filter((name) => name.endsWith('.woff2')), text: parts.join(' ') };
  });
  const written = new Set([...text].map((ch) => ch.codePointAt(0)));
  for (const subset of Object.values(fontSubsets)) {
    const stem = `/${subset.file.replace(/\.woff2$/, '')}.`;
    if (!fetched.some((url) => url.includes(stem))) continue;
    // The space is in the Arabic subset too (its width), so it proves nothing about a file's use.
    const own = subset.codePoints.filter((c) => c !== 0x20 && written.has(c));
    expect(own.length, `${where}: ${subset.file} fetched, but the page writes none of its characters`).toBeGreaterThan(0);
  }
}
