/**
 * The branch map's land (src/assets/branch-land.svg) is what scripts/branch-land.ts draws from
 * world-atlas for today's map windows (decision 0050): a moved window or a new branch country
 * without a regenerated file fails here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('branch map land', () => {
  it('is current with branch-geo.ts and the world-atlas data', () => {
    expect(() => execFileSync(process.execPath, ['scripts/branch-land.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('is a small static SVG with land and the branch countries, fetched from nowhere', () => {
    const svg = readFileSync('src/assets/branch-land.svg', 'utf8');
    expect(svg.length).toBeLessThan(12_000);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});
