// `node scripts/branch-land.ts`: draws the land of the branch map's two windows (BranchMap.tsx,
// branch-geo.ts) as a grid of dots sampled on Natural Earth's 1:110m land (npm world-atlas, via
// topojson-client and d3-geo), and writes src/assets/branch-land.svg (committed; Vite
// fingerprints it, the page loads it from its own origin, cached across pages, and its bytes stay
// out of the HTML budget). A dot lies on land when its grid point does, and in a branch country's
// colour when the point lies in that country. Colours are the tokens of src/styles/tokens.css (an
// image cannot read CSS variables). It also writes src/styles/branch-map-places.css, each branch
// label's place at its dot. `--check` fails when a committed file differs from what the data gives
// (decision 0050).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  branchCoordinates,
  branchDot,
  dotPitch,
  latRange,
  lonWindows,
  mapHeight,
  mapWidth,
  unit,
} from '../src/components/heroes/branch-geo.ts';

const out = 'src/assets/branch-land.svg';
const placesOut = 'src/styles/branch-map-places.css';
/** Other land --color-ink-muted, branch countries --color-brand-600, each faded on the map's white. */
const colours = { land: '#5b6878', landOpacity: 0.3, branch: '#225b9c', branchOpacity: 0.6 };
/** A dot's diameter (map units). */
const dot = 3.8;
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
const branchLand = Object.values(isoByBranch).map((iso) => {
  const geometry = countries.geometries.find((g) => g.id === iso);
  if (!geometry) throw new Error(`branch-land: no country ${iso} in world-atlas`);
  return feature(topology, geometry);
});

/** Path data for dots at these points: each a zero-length stroke with round caps, moves relative within a row. */
function dots(points: [number, number][]): string {
  let d = '';
  let last: [number, number] | undefined;
  for (const [x, y] of points) {
    d += last && last[1] === y ? `m${+(x - last[0]).toFixed(1)} 0h0` : `M${+x.toFixed(1)} ${+y.toFixed(1)}h0`;
    last = [x, y];
  }
  return d;
}

const landDots: [number, number][] = [];
const branchDots: [number, number][] = [];
for (let y = dotPitch / 2; y < mapHeight; y += dotPitch) {
  for (const w of lonWindows) {
    const width = (w.east - w.west) * unit;
    for (let x = dotPitch / 2; x < width; x += dotPitch) {
      const at: [number, number] = [w.west + x / unit, latRange.north - y / unit];
      if (!geoContains(land, at)) continue;
      (branchLand.some((c) => geoContains(c, at)) ? branchDots : landDots).push([w.x + x, y]);
    }
  }
}

const stroke = `stroke-width="${dot}" stroke-linecap="round"`;
const text = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mapWidth} ${mapHeight}"><path stroke="${colours.land}" stroke-opacity="${colours.landOpacity}" ${stroke} d="${dots(landDots)}"/><path stroke="${colours.branch}" stroke-opacity="${colours.branchOpacity}" ${stroke} d="${dots(branchDots)}"/></svg>\n`;
/** A share of the map's width or height, as a CSS percentage. */
const percent = (part: number, whole: number) => `${+((part / whole) * 100).toFixed(1)}%`;
const places = Object.keys(branchCoordinates)
  .toSorted()
  .map((id) => {
    const at = branchDot(id);
    if (!at) throw new Error(`branch-land: the branch "${id}" lies outside the map's windows`);
    return `  [data-label='${id}'] {\n    inset-inline-start: ${percent(at.x, mapWidth)};\n    inset-block-start: ${percent(at.y, mapHeight)};\n  }\n`;
  })
  .join('');
const placesText = `/* Made by scripts/branch-land.ts from components/heroes/branch-geo.ts: each branch map label's
   place, at its dot, in % of the map (BranchMap.tsx); the page's CSP allows no style attribute. */
@layer components {
${places}}
`;

const files: [string, string][] = [
  [out, text],
  [placesOut, placesText],
];
for (const [file, content] of files) {
  if (!process.argv.includes('--check')) writeFileSync(file, content);
  else if (readFileSync(file, 'utf8') !== content) throw new Error(`${file} is out of date: run node scripts/branch-land.ts`);
}
