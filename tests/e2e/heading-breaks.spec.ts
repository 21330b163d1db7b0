/**
 * Every page of both languages (pages.ts), loaded at 768, 1024 and 1280 px (1440 lays out as 1280:
 * the page container stops at 1248 px; scripts/heading-breaks.ts measures it; lines measured
 * only on a page loaded at the width measured: the home slides keep the lines of their load),
 * its headings broken as a typesetter breaks them (support/heading-breaks.ts, issue #30):
 * - no heading leaves one word alone on a middle line (review 16: «نظام واحد / لإدارة / أعمالك
 *   كلها» at 1024 px; "What the workshop / maintenance / module does" at 768);
 * - no page title, home slide title or closing-band heading ends on one word alone where another
 *   break was possible ("ERP for pharmacies / and pharmaceutical / warehouses" at 1280, "Become an
 *   ASCON / partner");
 * - a sector page's ending heading («احجز عرضًا توضيحيًا», "Book a demo") on one line, and its
 *   signature heading in at most two (three in a third of the panel at 1024 and 1280);
 * - on /PartnersInfo no levels-table cell line ends with a short Arabic word («مستشاران على / الأقل» at 768).
 * scripts/heading-breaks.ts lists the same breaks at any widths.
 */
import { expect, test } from '@playwright/test';
import { badBreaks, headingSelector, readHeadingLines } from '../../support/heading-breaks.ts';
import { isSector } from './page-checks/page-art.ts';
import { pageCases } from './pages.ts';

const widths = [768, 1024, 1280] as const;
/** The headings whose last line may not hold one word alone: titles and the closing band's. */
const endsChecked = new Set(['h1', 'slide', 'closing']);

for (const { key, locale, path } of pageCases) {
  test(`${path}: headings break at phrases at ${widths.join(', ')} px`, async ({ page }) => {
    // Four loads; a bound for a loaded host, not a speed budget.
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect((await page.goto(path))?.status()).toBe(200);
      await page.evaluate(() => document.fonts.ready);
      const where = `${path} at ${width} px`;
      const headings = await page.evaluate(readHeadingLines, headingSelector);
      expect(headings.length, `${where}: headings measured`).toBeGreaterThan(0);
      const bad = headings.flatMap((h) =>
        badBreaks(h)
          .filter((why) => why.startsWith('one word alone on a middle line') || endsChecked.has(h.role))
          .map((why) => `${h.role} «${h.text}»: ${why}`),
      );
      expect.soft(bad, `${where}: headings broken badly`).toEqual([]);
      if (isSector(key)) {
        const [ending] = await page.evaluate(readHeadingLines, '#inquiry-heading');
        expect.soft(ending?.groups[0]?.lines.length, `${where}: «${ending?.text}» in lines`).toBe(1);
        const [signature] = await page.evaluate(readHeadingLines, '.sector-signature h2');
        if (signature) expect.soft(signature.groups[0]!.lines.length, `${where}: «${signature.text}» in lines`).toBeLessThanOrEqual(2);
      }
      if (key === 'partnersInfo' && locale === 'ar') {
        const cells = await page.evaluate(readHeadingLines, 'main table td');
        const shortEnds = cells.flatMap((c) =>
          c.groups.flatMap((g) =>
            g.lines
              .slice(0, -1)
              .filter((l) => /^(?:[\u0621-\u064A][\u064B-\u0652]*){1,2}$|^(?:على|إلى|حتى)$/u.test(l.at(-1) ?? ''))
              .map(() => c.text),
          ),
        );
        expect.soft(shortEnds, `${where}: table cells with a line ending on a short word`).toEqual([]);
      }
    }
  });
}
