/**
 * The sector pages' layout runs on every-page.spec.ts's loads of each sector page, in both
 * languages (page-checks/sector-layout.ts and sector-desktop.ts: closed rows below 64 rem, each a
 * click from all its bullets, and no taller at 768 than at 360 px plus the second screen; from
 * 64 rem capability cards of at most three bullets, the rest one click away; the sidebar heading
 * first on a laptop; a measure for running text). Here, what is read from the HTML alone.
 */
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
