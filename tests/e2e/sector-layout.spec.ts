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

// The sector signature (SectorSignature.tsx): where the composition puts it, its rule's marks from the
// content, on the pages whose copy states one; none elsewhere (never sample figures presented as
// results). The screen's side alternates from one sector to the next in the menu's order.
test('each sector page with a rule in its copy has its signature, others none, and neighbouring sectors put the screen on opposite sides', async ({
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
        signature?: { heading: string; document: string; kind: 'stages' | 'record'; points: Array<{ mark: string }> };
      };
      if (!signature) {
        expect(section, `${path}: no signature without a rule`).toBe('');
        continue;
      }
      if (locale === 'en') withSignature.push(key);
      // Drawn as its document (2026-11-30): a window titled with it, one item per point in the
      // kind's list, stages as an ordered list of chevrons, a record's marks as stamps.
      expect(section, `${path}: the window's title`).toContain(`<p class="signature-bar">${signature.document}</p>`);
      const list = signature.kind === 'stages' ? 'ol' : 'ul';
      const items = new RegExp(`<${list} role="list">([\\s\\S]*?)</${list}>`).exec(section)?.[1] ?? '';
      expect(items.match(/<li>/g)?.length, `${path}: one item per point`).toBe(signature.points.length);
      for (const { mark } of signature.points)
        expect(items, `${path}: ${mark}`).toContain(signature.kind === 'stages' ? `<b>${mark}</b> ` : `<b class="stamp">${mark}</b> `);
    }
  expect(withSignature.length, 'sectors with a signature').toBeGreaterThanOrEqual(7);
  expect(
    flips.filter((flip, i) => i > 0 && flip === flips[i - 1]),
    'neighbours alike',
  ).toEqual([]);
});

// The composition (content/schemas/sector.ts, design history 2026-11-30; review 18: "ten near-identical
// rhythms"): `rule` the signature right under the intro, `flow` the flow, `screen` the capabilities with
// the screen, the flow and the signature after them; neighbouring sectors in the menu's order never share
// one. (Every page ran the screen's order before: this fails on that build.)
test("each sector page runs its composition's order, and neighbouring sectors in the menu differ", async ({ page }) => {
  const compositions: string[] = [];
  for (const key of sectorKeys)
    for (const locale of ['en', 'ar'] as const) {
      const path = `${locale === 'ar' ? '/ar' : ''}${routes[key]}`;
      const html = await (await page.request.get(path)).text();
      const { composition } = JSON.parse(readFileSync(`src/content/sectors/${key}/${locale}.json`, 'utf8')) as { composition: string };
      if (locale === 'en') compositions.push(composition);
      // The section right after the intro's row (the intro and the "at a glance" panel).
      const next = /<\/aside><\/div>(<section[^>]*>)/.exec(html)?.[1] ?? '';
      const at = (marker: string) => html.indexOf(marker);
      const [screen, flow, signature] = [at('id="workflow"'), at('id="flow-heading"'), at('id="signature"')];
      expect(screen, `${path}: the mid-page screen`).toBeGreaterThan(0);
      if (composition === 'rule') {
        expect(next, `${path}: the signature right under the intro`).toContain('id="signature"');
        expect(flow, `${path}: the flow after the screen`).toBeGreaterThan(screen);
      } else if (composition === 'flow') {
        expect(next, `${path}: the flow right under the intro`).toContain('sector-flow');
        if (signature > 0) expect(signature, `${path}: the signature after the screen`).toBeGreaterThan(screen);
      } else {
        expect(next, `${path}: the capabilities right under the intro`).not.toMatch(/sector-flow|id="signature"/);
        expect(flow, `${path}: the flow after the screen`).toBeGreaterThan(screen);
        if (signature > 0) expect(signature, `${path}: the signature after the flow`).toBeGreaterThan(flow);
      }
    }
  expect(new Set(compositions).size, 'compositions in use').toBeGreaterThanOrEqual(3);
  expect(
    compositions.filter((composition, i) => i > 0 && composition === compositions[i - 1]),
    'neighbours alike',
  ).toEqual([]);
});

// The stages of a signature drawn as a status bar (sector-signature.css, 2026-11-30): from 48 rem the
// chevrons on one line across the window in reading order (right to left in Arabic), each point's
// line under its own chevron; on phones each chevron leads its line.
test('a stages signature draws its chevrons as one bar in reading order, each line under its own', async ({ page }) => {
  for (const path of ['/carRental', '/ar/carRental'])
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const boxes = await page.$$eval('#signature ol > li', (items) =>
        items.map((li) => {
          const chip = li.querySelector('b')!.getBoundingClientRect();
          const line = li.querySelector('span')!.getBoundingClientRect();
          return { top: chip.top, bottom: chip.bottom, start: chip.left, end: chip.right, lineTop: line.top, lineStart: line.left };
        }),
      );
      const where = `${path} at ${width} px`;
      expect(boxes.length, `${where}: stages`).toBe(3);
      for (const box of boxes) {
        expect(Math.abs(box.top - boxes[0]!.top), `${where}: chevrons on one line`).toBeLessThan(1);
        expect(box.lineTop, `${where}: the line under its chevron`).toBeGreaterThanOrEqual(box.bottom);
        expect(box.lineStart, `${where}: the line within its chevron's column`).toBeGreaterThanOrEqual(box.start - 1);
      }
      const starts = boxes.map((box) => box.start);
      const sorted = [...starts].sort((a, b) => (path.startsWith('/ar') ? b - a : a - b));
      expect(starts, `${where}: in reading order`).toEqual(sorted);
    }
});
