/**
 * The sector pages' layout runs on every-page.spec.ts's loads of each sector page, in both
 * languages (page-checks/sector-layout.ts and sector-desktop.ts: closed rows below 64 rem, each a
 * click from all its bullets, and no taller at 768 than at 360 px plus the second screen; from
 * 64 rem capability cards of at most three bullets, the rest one click away; the sidebar heading
 * first on a laptop; a measure for running text). Here, what is read from the HTML alone.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sectorBodyScreens } from '../../src/components/sectors/body-screens.ts';
import { routes, sectorKeys } from '../../src/routes.ts';
import { screens } from '../../src/visuals/screens/index.ts';
import { strings } from './pages.ts';

test("a sector page's second screen shows that sector, not the ledger's trial balance (the financial page's hero)", async ({ page }) => {
  for (const key of sectorKeys)
    for (const prefix of ['', '/ar']) {
      const html = await (await page.request.get(`${prefix}${routes[key]}`)).text();
      const figure = /id="workflow"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
      expect(figure, `${prefix}${routes[key]}`).toContain('.avif');
      expect(figure, `${prefix}${routes[key]}`).not.toContain('trial-balance');
    }
});

// The sector signature (SectorSignature.tsx): one per page after the mid-page screen, its rule's
// marks from the content, or the figures of the screen above, as that screen draws them, labelled a
// sample; the screen's side alternates from one sector to the next in the menu's order.
test('each sector page has its own signature after the screen, and neighbouring sectors put the screen on opposite sides', async ({
  page,
}) => {
  const flips: boolean[] = [];
  for (const key of sectorKeys)
    for (const locale of ['en', 'ar'] as const) {
      const path = `${locale === 'ar' ? '/ar' : ''}${routes[key]}`;
      const html = await (await page.request.get(path)).text();
      const figure = /<figure id="workflow"[^>]*>/.exec(html)?.[0] ?? '';
      if (locale === 'en') flips.push(figure.includes('data-flip'));
      // Without the word joiners that keep compounds whole (content/schemas/typography.ts).
      const section = (/<section id="signature"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').replaceAll('\u2060', '');
      expect(html.indexOf('id="signature"'), `${path}: after the screen`).toBeGreaterThan(html.indexOf('id="workflow"'));
      const { signature } = JSON.parse(readFileSync(`src/content/sectors/${key}/${locale}.json`, 'utf8')) as {
        signature: { heading: string; points?: Array<{ mark: string }> };
      };
      const kpis = screens[sectorBodyScreens[key]](locale).blocks.find((b) => b.kind === 'kpis');
      const marks = signature.points?.map((p) => p.mark) ?? kpis!.items.slice(0, 3).map((k) => k.value);
      expect(marks.length, path).toBeGreaterThanOrEqual(2);
      for (const mark of marks) expect(section, `${path}: ${mark}`).toContain(`<b>${mark}</b> `);
      expect(section.includes(strings[locale].sectorSignature.sample), `${path}: a sample's label`).toBe(!signature.points);
    }
  expect(
    flips.filter((flip, i) => i > 0 && flip === flips[i - 1]),
    'neighbours alike',
  ).toEqual([]);
});
