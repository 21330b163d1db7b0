// `node scripts/branch-land.ts`: draws the land of the branch map's two windows (BranchMap.tsx,
// branch-geo.ts) from Natural Earth's 1:110m data (npm world-atlas, via topojson-client and
// d3-geo), and writes src/assets/branch-land.svg (committed; Vite fingerprints it, the page loads
// it from its own origin, cached across pages, and its ~2 kB stay out of the HTML budget). The
// branch countries are filled a step darker. Colours are the tokens of src/styles/tokens.css
// (an image cannot read CSS variables). `--check` fails when the committed file differs from
// what the data gives (decision 0050).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoEquirectangular, geoPath } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { latRange, lonWindows, mapHeight, mapWidth, unit } from '../src/components/heroes/branch-geo.ts';

const out = 'src/assets/branch-land.svg';
/** Land white with --color-line coasts on the tiles' --color-brand-50 sea; branch countries --color-brand-100, edged --color-brand-600. */
const colours = { land: '#ffffff', coast: '#d9e0e8', branch: '#dbe7f4', edge: '#225b9c' };
/** ISO 3166-1 numeric codes of the branch countries, by branch id (src/content/branches.json). */
const isoByBranch: Record<string, string> = {
  'saudi-arabia': '682',
  egypt: '818',
  sudan: '729',
  turkey: '792',
  usa: '840',
};

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology;
const countries = topology.objects['countries'] as GeometryCollection<{ name: string }>;
const land = merge(topology, countries.geometries as never);

/** One window's projection: one degree is `unit` map units both ways, clipped to its tile. */
function pathFor(w: (typeof lonWindows)[number]) {
  const projection = geoEquirectangular()
    .scale((unit * 180) / Math.PI)
    .translate([w.x - w.west * unit, latRange.north * unit])
    .clipExtent([
      [w.x, 0],
      [w.x + (w.east - w.west) * unit, mapHeight],
    ]);
  return geoPath(projection).digits(0);
}

const landPath = lonWindows.map((w) => pathFor(w)(land) ?? '').join('');
const branchPath = Object.values(isoByBranch)
  .map((iso) => {
    const geometry = countries.geometries.find((g) => g.id === iso);
    if (!geometry) throw new Error(`branch-land: no country ${iso} in world-atlas`);
    return lonWindows.map((w) => pathFor(w)(feature(topology, geometry)) ?? '').join('');
  })
  .join('');

const text = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mapWidth} ${mapHeight}"><path fill="${colours.land}" stroke="${colours.coast}" stroke-width="1.5" stroke-linejoin="round" d="${landPath}"/><path fill="${colours.branch}" stroke="${colours.edge}" stroke-opacity="0.45" stroke-width="1" stroke-linejoin="round" d="${branchPath}"/></svg>\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(out, 'utf8') !== text) throw new Error(`${out} is out of date: run node scripts/branch-land.ts`);
} else writeFileSync(out, text);
