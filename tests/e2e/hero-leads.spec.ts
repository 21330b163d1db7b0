/**
 * The hero lead on Arabic phones (hero.css, 2026-11-29): at 19.1 px in the ink-soft grey, 1.75
 * apart, Noto Sans Arabic's thin strokes read as a long, light block under the title. Below 40 rem
 * every Arabic page hero's lead is in the body ink, at the English px (18) and 1.6 apart; the
 * English leads and the Arabic ones from 40 rem keep the lead step in ink-soft. One page load per
 * language at 360 px, each hero page visited in turn.
 */
import { expect, test } from '@playwright/test';
import { routeKeys, routes } from '../../src/routes.ts';
import { localizePath } from '../../src/i18n/paths.ts';

const ink = 'rgb(15, 29, 46)';
const inkSoft = 'rgb(61, 75, 92)';

test('the hero leads at 360 px: Arabic in the body ink at 18 px, 1.6 apart; English in ink-soft; Arabic at 768 px in ink-soft again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  let measured = 0;
  for (const key of routeKeys.filter((k) => k !== 'home')) {
    for (const locale of ['ar', 'en'] as const) {
      const path = localizePath(routes[key], locale);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      const lead = page.locator('.hero-lead').first();
      if ((await lead.count()) === 0) continue;
      const read = () =>
        lead.evaluate((p) => {
          const s = getComputedStyle(p);
          return { color: s.color, size: parseFloat(s.fontSize), leading: parseFloat(s.lineHeight) / parseFloat(s.fontSize) };
        });
      const m = await read();
      measured++;
      if (locale === 'ar') {
        if (m.color !== ink) problems.push(`${path}: lead colour ${m.color}`);
        if (Math.abs(m.size - 18) > 0.1) problems.push(`${path}: lead at ${m.size} px`);
        if (Math.abs(m.leading - 1.6) > 0.01) problems.push(`${path}: lead ${m.leading.toFixed(2)} apart`);
        await page.setViewportSize({ width: 768, height: 900 });
        const wide = await read();
        if (wide.color !== inkSoft) problems.push(`${path} at 768 px: lead colour ${wide.color}`);
      } else if (m.color !== inkSoft) problems.push(`${path}: lead colour ${m.color}`);
    }
  }
  expect(measured, 'hero leads measured').toBeGreaterThan(30);
  expect(problems).toEqual([]);
});
