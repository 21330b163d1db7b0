import { expect, test } from '@playwright/test';
import { untranslatedWords } from '../../src/i18n/latin-allowlist.ts';
import { pageCases } from './pages.ts';

/** No English left on Arabic pages: only allow-listed product names may appear in Latin script. */
for (const page of pageCases.filter((p) => p.locale === 'ar')) {
  test(`${page.path} has no untranslated English`, async ({ page: tab }) => {
    await tab.goto(page.path);
    const texts = await tab.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        // Skip scripts, the language switch and hints written in the other language on purpose.
        if (!el || el.closest('script, style, [lang]:not(html)')) continue;
        // An e-mail address is split in two unbreakable halves (Address in Ltr.tsx): read it whole below.
        if (el.closest('a[href^="mailto:"]')) continue;
        const text = node.textContent?.trim();
        if (text) out.push(text);
      }
      for (const link of document.querySelectorAll('a[href^="mailto:"]')) out.push(link.textContent?.trim() ?? '');
      for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [alt], [title], [placeholder]')) {
        if (el.closest('[lang]:not(html)')) continue;
        for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = el.getAttribute(attr);
          if (value) out.push(value);
        }
      }
      out.push(document.title);
      return out;
    });
    const leaks = texts.flatMap((text) => untranslatedWords(text).map((word) => `${word} ← “${text.slice(0, 80)}”`));
    expect(leaks, leaks.join('\n')).toEqual([]);
  });
}
