/**
 * The sector pages' layout runs on every-page.spec.ts's loads of each sector page, in both
 * languages (page-checks/sector-layout.ts and sector-desktop.ts: closed rows below 64 rem, each a
 * click from all its bullets, and no taller at 768 than at 360 px plus the second screen; from
 * 64 rem capability cards of at most three bullets, the rest one click away; the sidebar heading
 * first on a laptop; a measure for running text). Here, what is read from the HTML alone.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { routes, sectorKeys } from '../../src/routes.ts';

test("a sector page's second screen shows that sector, not the ledger's trial balance (the financial page's hero)", async ({ page }) => {
  for (const key of sectorKeys)
    for (const prefix of ['', '/ar']) {
      const html = await (await page.request.get(`${prefix}${routes[key]}`)).text();
      const figure = /id="workflow"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
      expect(figure, `${prefix}${routes[key]}`).toContain('.avif');
      expect(figure, `${prefix}${routes[key]}`).not.toContain('trial-balance');
    }
});

// The sector signature (SectorSignature.tsx): after the mid-page screen, its rule's marks from the
// content, on the pages whose copy states one; none elsewhere (never sample figures presented as
// results). The screen's side alternates from one sector to the next in the menu's order.
test('each sector page with a rule in its copy has its signature after the screen, others none, and neighbouring sectors put the screen on opposite sides', async ({
  page,
}) => {
  const flips: boolean[] = [];
  const withSignature: string[] = [];
  for (const key of sectorKeys)
    for (const locale of ['en', 'ar'] as const) {
      const path = `${locale === 'ar' ? '/ar' : ''}${routes[key]}`;
      const html = await (await page.request.get(path)).text();
      const figure = /<figure id="workflow"[^>]*>/.exec(html)?.[0] ?? '';
      if (locale === 'en') flips.push(figure.includes('data-flip'));
      // Without the word joiners that keep compounds whole (content/schemas/typography.ts).
      const section = (/<section id="signature"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').replaceAll('\u2060', '');
      const { signature } = JSON.parse(readFileSync(`src/content/sectors/${key}/${locale}.json`, 'utf8')) as {
        signature?: { heading: string; points: Array<{ mark: string }> };
      };
      if (!signature) {
        expect(section, `${path}: no signature without a rule`).toBe('');
        continue;
      }
      if (locale === 'en') withSignature.push(key);
      expect(html.indexOf('id="signature"'), `${path}: after the screen`).toBeGreaterThan(html.indexOf('id="workflow"'));
      for (const { mark } of signature.points) expect(section, `${path}: ${mark}`).toContain(`<b>${mark}</b> `);
    }
  expect(withSignature.length, 'sectors with a signature').toBeGreaterThanOrEqual(7);
  expect(
    flips.filter((flip, i) => i > 0 && flip === flips[i - 1]),
    'neighbours alike',
  ).toEqual([]);
});
