import { expect, test, type Page } from '@playwright/test';

/**
 * Decisions 0009 and 0031: Latin runs on Arabic pages are set in Inter (the site's Latin
 * face), phone numbers and e-mail addresses never break inside, opening hours read in order.
 */

/** The platform fonts Chromium used to render an element's text (CDP), e.g. [{ familyName: 'Inter Variable', isCustomFont: true }]. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `no element matches ${selector}`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test.describe('Latin runs on Arabic pages use the Latin web font', () => {
  test('/ar: Inter is loaded, «English», phone numbers and e-mails render in Inter, Arabic text in Noto Sans Arabic', async ({ page }) => {
    await page.goto('/ar');
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    );
    expect(loaded).toContain('Inter Variable');
    expect(loaded).toContain('Noto Sans Arabic Variable');
    // Both first-screen fonts are preloaded, so nothing swaps (and shifts) after the first paint.
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads.some((href) => href?.includes('inter-latin-core'))).toBe(true);
    expect(preloads.some((href) => href?.includes('noto-sans-arabic'))).toBe(true);

    for (const selector of [
      '[data-testid="language-switch"] span:not(.sr-only)',
      'footer a[href^="tel:"] bdi',
      'footer a[href^="mailto:"] bdi',
    ]) {
      const fonts = await renderedFonts(page, selector);
      expect(
        fonts.map((f) => f.familyName),
        selector,
      ).toEqual([expect.stringMatching(/^Inter/)]);
      expect(fonts[0]?.isCustomFont, selector).toBe(true);
    }
    const arabic = (await renderedFonts(page, 'footer #footer-contact + dl dt')).filter((f) => !/^Inter/.test(f.familyName));
    expect(arabic.map((f) => f.familyName)).toEqual([expect.stringMatching(/^Noto Sans Arabic/)]);
  });

  test('/ar: Arabic titles and section headings are set in Noto Kufi Arabic, card headings and text in Noto Sans Arabic, both preloaded (decision 0031)', async ({
    page,
  }) => {
    await page.goto('/ar/pharmacy');
    await page.evaluate(() => document.fonts.ready);
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(preloads.filter((href) => /noto-(kufi|sans)-arabic/.test(href))).toHaveLength(2);
    for (const selector of ['main h1', 'main h2.heading-section', 'footer #footer-contact']) {
      const fonts = (await renderedFonts(page, selector)).filter((f) => !/^Inter/.test(f.familyName));
      expect(
        fonts.map((f) => f.familyName),
        selector,
      ).toEqual([expect.stringMatching(/^Noto Kufi Arabic/)]);
      expect(fonts[0]?.isCustomFont, selector).toBe(true);
    }
    // The lead's full stops and commas are Latin punctuation, set in Inter. A card's heading is in
    // the text face: the Kufi at every level gave titles, sections and cards one voice.
    for (const selector of ['.page-hero-lead p', 'main .feature-block h3']) {
      const text = (await renderedFonts(page, selector)).filter((f) => !/^Inter/.test(f.familyName));
      expect(
        text.map((f) => f.familyName),
        selector,
      ).toEqual([expect.stringMatching(/^Noto Sans Arabic/)]);
    }
  });

  test('/ar: a Latin acronym inside Arabic copy (ERP) renders in Inter beside Noto Sans Arabic', async ({ page }) => {
    await page.goto('/ar');
    await page.evaluate(() => document.fonts.ready);
    const marked = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Running copy, not a heading (headings are Noto Kufi Arabic, checked above).
        if (
          node.parentElement?.checkVisibility() &&
          !node.parentElement.closest('h1, h2, h3') &&
          /\p{Script=Arabic}/u.test(node.textContent ?? '') &&
          /\b[A-Z]{2,}\b/.test(node.textContent ?? '')
        ) {
          node.parentElement?.setAttribute('data-mixed-run', '');
          return node.textContent;
        }
      }
      return null;
    });
    expect(marked, 'an Arabic sentence with a Latin acronym').toBeTruthy();
    const families = (await renderedFonts(page, '[data-mixed-run]')).map((f) => f.familyName);
    expect(families).toEqual(expect.arrayContaining([expect.stringMatching(/^Inter/), expect.stringMatching(/^Noto Sans Arabic/)]));
    expect(families.filter((f) => !/^(Inter|Noto Sans Arabic)/.test(f))).toEqual([]);
  });
});

test.describe('phone numbers, e-mail addresses and hours on /ar/contact', () => {
  test('at 320–1280 px no phone number or hours range breaks, and e-mail addresses break only before «@»', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto('/ar/contact');
    expect(await page.locator('a[href^="tel:"] bdi').count()).toBeGreaterThan(8);
    // One load, laid out again at each width (the widths where numbers and addresses used to break).
    for (const width of [320, 360, 768, 1024, 1040, 1152, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The whole range «من 9:00 إلى 18:00» stays on one line (no-break spaces in the content);
      // the days before it may wrap.
      const broken = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href^="tel:"] bdi, a[href^="mailto:"] .nowrap-run, [data-testid="branch"] a[href^="http"] bdi, [data-testid="branch-time"]',
          ),
        ]
          .filter((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size > 1)
          .map((el) => el.textContent),
      );
      expect(broken, `${width} px`).toEqual([]);
      // Nothing sticks out of its card either (a long address used to overflow at 1024 px).
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="branch"]')].flatMap((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll('a')]
            .filter((a) => {
              // Not laid out: on a phone the main line is the branch row's, hidden in its body.
              if (a.getClientRects().length === 0) return false;
              const r = a.getBoundingClientRect();
              return r.left < box.left - 1 || r.right > box.right + 1;
            })
            .map((a) => a.textContent);
        }),
      );
      expect(overflowing, `${width} px`).toEqual([]);
    }
  });

  test('opening hours read in order from the right: «من 8:00 إلى 17:00», each time isolated', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/contact');
    const times = page.getByTestId('branch-time');
    expect(await times.count()).toBe(5);
    for (const time of await times.all()) {
      // No-break spaces: the range never wraps inside.
      await expect(time).toHaveText(/^من\u00a0\d{1,2}:\d\d\u00a0إلى\u00a0\d{1,2}:\d\d$/);
      const [opens, closes] = await time.locator('bdi[dir="ltr"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      expect(opens && closes).toBeTruthy();
      // On one line, the opening time is to the right of the closing time (read first in RTL).
      if (opens && closes && Math.abs(opens.top - closes.top) < 2) expect(opens.left).toBeGreaterThan(closes.right);
    }
  });

  test('English hours keep the compact range «8:00–17:00»', async ({ page }) => {
    await page.goto('/contact');
    // A word joiner after the dash: a line may not break inside the range.
    await expect(page.getByTestId('branch-time').first()).toHaveText(/^\d{1,2}:\d\d–\u2060\d{1,2}:\d\d$/);
  });

  test('at 320–1280 px on /contact no hours range «9:00–18:00» or phone number breaks', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto('/contact');
    const runs = page.locator('[data-testid="branch-time"], a[href^="tel:"] bdi');
    expect(await runs.count()).toBeGreaterThan(10);
    for (const width of [320, 360, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const broken = await runs.evaluateAll((els) =>
        els.filter((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size > 1).map((el) => el.textContent),
      );
      expect(broken, `${width} px`).toEqual([]);
    }
  });
});

test('headings balance their lines and running text avoids a lone last word', async ({ page }) => {
  await page.goto('/ar/aboutus');
  const wrap = await page.evaluate(() => ({
    h1: getComputedStyle(document.querySelector('h1')!).textWrap,
    h2: getComputedStyle(document.querySelector('main h2')!).textWrap,
    p: getComputedStyle(document.querySelector('main p')!).textWrap,
  }));
  expect(wrap.h1).toContain('balance');
  expect(wrap.h2).toContain('balance');
  expect(wrap.p).toContain('pretty');
});

test('a compound stays on one line and in Inter: the hyphen is followed by a word joiner, not replaced by a glyph the font lacks (decision 0049)', async ({
  page,
}) => {
  await page.goto('/careers');
  await page.evaluate(() => document.fonts.ready);
  const compound = await page.locator('main h1').evaluate((h1) => {
    const node = [...h1.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('-\u2060'));
    if (!node?.textContent) return undefined;
    (h1 as HTMLElement).style.inlineSize = '0'; // every break opportunity is taken
    const start = node.textContent.lastIndexOf(' ', node.textContent.indexOf('-\u2060')) + 1;
    const end = node.textContent.indexOf(' ', start);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end === -1 ? node.textContent.length : end);
    return { text: range.toString(), lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
  });
  expect(compound, 'the careers heading has a hyphenated compound').toBeDefined();
  expect(compound?.lines, compound?.text).toBe(1);
  const fonts = await renderedFonts(page, 'main h1');
  expect(fonts.map((f) => f.familyName)).toEqual([expect.stringMatching(/^Inter/)]);
});
