/**
 * Geometry of the inner-page heroes and the branch map (decision 0050), measured in the browser.
 */
import { expect, type Page } from '@playwright/test';

/**
 * How much more empty space the hero's text leaves under its last line than above its first,
 * inside the hero's content box (0 when the text is centred on its visual).
 */
export function heroDeadBand(page: Page): Promise<number> {
  return page.locator('[data-testid="page-hero"] .page-hero').evaluate((hero) => {
    const box = hero.getBoundingClientRect();
    const text = [...hero.querySelectorAll('.page-hero-title > *, .page-hero-lead > *')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0);
    const top = Math.min(...text.map((r) => r.top));
    const bottom = Math.max(...text.map((r) => r.bottom));
    return box.bottom - bottom - (top - box.top);
  });
}

export interface MapLabel {
  text: string;
  /** Rendered font size of each line shown, in CSS px. */
  sizes: number[];
  /** The label's box lies inside the map's card. */
  inTile: boolean;
}

/** Each label of the hero's branch map (HTML over the drawing; contact's), with its rendered sizes and whether it stays on the map's card. */
function mapLabels(page: Page): Promise<MapLabel[]> {
  return page
    .getByTestId('page-hero')
    .locator('.branch-map')
    .evaluate((map) => {
      const tile = map.querySelector('.branch-map-region')!.getBoundingClientRect();
      return [...map.querySelectorAll('.branch-map-label')].map((label) => {
        const r = label.getBoundingClientRect();
        return {
          text: label.textContent ?? '',
          // Only the lines shown: below 40rem the country line is hidden (the branch cards name it).
          sizes: [...label.children]
            .filter((s) => getComputedStyle(s).display !== 'none')
            .map((s) => parseFloat(getComputedStyle(s).fontSize)),
          inTile: r.left >= tile.left && r.right <= tile.right && r.top >= tile.top && r.bottom <= tile.bottom,
        };
      });
    });
}

export interface LinkCheck {
  /** Which label boxes are checked: the whole label (default) or one of its lines. */
  labels?: string;
  /** How close (px) a link may come to a label's box before it counts as on it. */
  gap?: number;
  /** Points sampled along each link. */
  samples?: number;
}

/** Labels of the branch map that a link's stroke crosses, or comes within `gap` of (their box, in screen px). */
export function labelsOnLinks(page: Page, { labels = '.branch-map-label', gap = 0, samples = 200 }: LinkCheck = {}): Promise<string[]> {
  return page
    .getByTestId('page-hero')
    .locator('.branch-map')
    .evaluate(
      (map, { labels, gap, samples }) => {
        const points = [...map.querySelectorAll<SVGPathElement>('.branch-map-link')].flatMap((path) => {
          const m = path.getScreenCTM()!;
          const length = path.getTotalLength();
          // The ends lie under the dots' halos (9 map units), not on a label.
          return Array.from({ length: samples }, (_, i) => 9 + ((length - 18) * i) / (samples - 1)).map((at) =>
            path.getPointAtLength(at).matrixTransform(m),
          );
        });
        return [...map.querySelectorAll(labels)]
          .filter((label) => {
            const r = label.getBoundingClientRect();
            return points.some((p) => p.x >= r.left - gap && p.x <= r.right + gap && p.y >= r.top - gap && p.y <= r.bottom + gap);
          })
          .map((label) => label.textContent ?? '');
      },
      { labels, gap, samples },
    );
}

/**
 * The labels overlap neither each other nor another branch's dot, and each lies on its own side
 * of its dot, whatever the map's width (they keep their type size as the drawing scales).
 */
async function mapLabelsApart(page: Page, width: number) {
  const crossed = await page
    .getByTestId('page-hero')
    .locator('.branch-map')
    .evaluate((map) => {
      const boxes = [...map.querySelectorAll('.branch-map-label')].map((l) => ({
        id: l.getAttribute('data-label')!,
        r: l.getBoundingClientRect(),
      }));
      const dots = [...map.querySelectorAll('g[data-branch]')].map((g) => ({
        id: g.getAttribute('data-branch')!,
        r: g.getBoundingClientRect(),
      }));
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [
        ...boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter((b) => overlap(a.r, b.r))
            .map((b) => `${a.id} / ${b.id}`),
        ),
        ...boxes.flatMap((a) => dots.filter((d) => overlap(a.r, d.r)).map((d) => `${a.id} on ${d.id}'s dot`)),
      ];
    });
  expect(crossed, `${width} px: labels on each other or on a dot`).toEqual([]);
}

/** The branch map's labels at this width: 11 px or more, on the map's card, off the links, apart. */
export async function mapLabelsReadable(page: Page, width: number) {
  const labels = await mapLabels(page);
  expect(labels).toHaveLength(5);
  for (const label of labels) {
    for (const size of label.sizes) expect(size, `${label.text} at ${width} px`).toBeGreaterThanOrEqual(11);
    expect(label.inTile, `${label.text} at ${width} px`).toBe(true);
  }
  expect(await labelsOnLinks(page), `${width} px: labels on a link`).toEqual([]);
  await mapLabelsApart(page, width);
}

/** What a page's hero shows: its drawing's test id, or its product screen's file name. */
export function heroArt(page: Page): Promise<string> {
  return page.locator('[data-testid="page-hero"] .page-hero-visual').evaluate((visual) => {
    const drawing = visual.querySelector('[data-testid]')?.getAttribute('data-testid');
    const img = visual.querySelector('img');
    return drawing ?? /\/([a-z-]+)\.(?:en|ar)\./.exec(img?.currentSrc ?? '')?.[1] ?? 'none';
  });
}

/** The hero's text column at this width: its start x and width, in px. */
export function heroTextColumn(page: Page): Promise<{ x: number; width: number }> {
  return page.locator('[data-testid="page-hero"] .page-hero-title').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.x), width: Math.round(r.width) };
  });
}

/**
 * A company hero's drawing as the hero's picture: no frame of its own (border, shadow, fill),
 * and from 64rem its box spanning the text block's height at least (px it falls short at the top
 * and at the foot; 0 when it spans it).
 */
export function heroDrawingSpan(page: Page): Promise<{ frame: string[]; shortTop: number; shortFoot: number }> {
  return page.locator('[data-testid="page-hero"] .page-hero').evaluate((hero) => {
    const panel = hero.querySelector('.hero-panel')!;
    const s = getComputedStyle(panel);
    const frame = [
      parseFloat(s.borderTopWidth) > 0 && 'border',
      s.boxShadow !== 'none' && 'shadow',
      s.backgroundColor !== 'rgba(0, 0, 0, 0)' && 'fill',
    ].filter((f): f is string => Boolean(f));
    const text = [...hero.querySelectorAll('.page-hero-title > *, .page-hero-lead > *')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.height > 0);
    const box = panel.getBoundingClientRect();
    const top = Math.min(...text.map((r) => r.top));
    const bottom = Math.max(...text.map((r) => r.bottom));
    return { frame, shortTop: Math.max(0, Math.round(box.top - top)), shortFoot: Math.max(0, Math.round(bottom - box.bottom)) };
  });
}
