// Every product screen's rendered document, desktop and phone, in both languages: the documents
// `npm run visuals` photographs, loaded into one page in turn for a check to read.
import type { Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { phoneSize, screenNames, screenSize } from '../../src/visuals/names.ts';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';

type Layout = 'desktop' | 'phone';

/** Loads each screen document and calls `visit`; returns what the visits report, labelled. */
export async function checkEveryScreen(page: Page, visit: (layout: Layout) => Promise<string[]>): Promise<string[]> {
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  // Nothing is fetched: the documents carry their fonts.
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  const failures: string[] = [];
  for (const layout of ['desktop', 'phone'] as const) {
    await page.setViewportSize(layout === 'phone' ? phoneSize : screenSize);
    for (const name of screenNames) {
      for (const locale of locales) {
        await page.setContent(screenDocument(name, locale, head, layout), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        for (const problem of await visit(layout)) failures.push(`${name}.${locale} (${layout}): ${problem}`);
      }
    }
  }
  return failures;
}

/** The smallest font size of text shown in the loaded screen document's window, in px. */
export function smallestText(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sizes = [...document.querySelectorAll<HTMLElement>('.window *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    return Math.min(...sizes);
  });
}
