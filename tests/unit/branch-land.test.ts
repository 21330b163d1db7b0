/**
 * The branch map's land (src/assets/branch-land.svg) and its labels' places
 * (src/styles/branch-map-places.css) are what scripts/branch-land.ts makes from world-atlas and
 * branch-geo.ts for today's map windows (decision 0050): a moved window, a new branch or branch
 * country without regenerated files fails here. It is a grid of dots, and every branch's city lies next
 * to a branch country's dot (Istanbul is on the coast): a coordinate or window that put a branch
 * out at sea fails too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import branchData from '../../src/content/branches.json' with { type: 'json' };
import { branchCoordinates, dotPitch, project } from '../../src/components/heroes/branch-geo.ts';

const svg = readFileSync('src/assets/branch-land.svg', 'utf8');

/** The dots of one of the file's paths (0: other land, 1: the branch countries), in map units. */
function dots(index: number): { x: number; y: number }[] {
  const d = [...svg.matchAll(/ d="([^"]*)"/g)][index]![1]!;
  const out: { x: number; y: number }[] = [];
  for (const [, cmd, x, y] of d.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)h0/g)) {
    const last = out.at(-1);
    out.push(cmd === 'M' || !last ? { x: Number(x), y: Number(y) } : { x: last.x + Number(x), y: last.y + Number(y) });
  }
  return out;
}

describe('branch map land', () => {
  it("is current with branch-geo.ts and the world-atlas data, and so are the labels' places", () => {
    expect(() => execFileSync(process.execPath, ['scripts/branch-land.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('is a small static SVG of land dots and branch-country dots, fetched from nowhere', () => {
    expect(svg.length).toBeLessThan(16_000);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(dots(0).length).toBeGreaterThan(500);
    expect(dots(1).length).toBeGreaterThan(200);
  });

  it("puts every branch's city next to a dot of the branch countries", () => {
    const branchDots = dots(1);
    for (const branch of branchData.branches) {
      const geo = branchCoordinates[branch.id]!;
      const at = project(geo.lat, geo.lon)!;
      const near = branchDots.filter((d) => Math.hypot(d.x - at.x, d.y - at.y) <= dotPitch * 1.5);
      expect(near.length, `${branch.id}: a branch-country dot next to it`).toBeGreaterThanOrEqual(1);
    }
  });
});
