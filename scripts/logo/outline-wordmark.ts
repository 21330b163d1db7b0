// Regenerates src/assets/logo/ascon-{dark,light}.svg: the mark plus the name as outlines
// (Inter Bold 21 px, letter-spacing 1.5, as the logo was designed), so the logo needs no font.
// One-off tool: node scripts/logo/outline-wordmark.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { site } from '../../src/site.config.ts';
import { openFont } from '../fonts/read-font.ts';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const bold = await subsetFont(source, site.brand, { targetFormat: 'sfnt', variationAxes: { wght: 700 } });
const font = openFont(bold);
const [size, spacing, start, baseline] = [21, 1.5, 42, 26];
const scale = size / font.unitsPerEm;
const run = font.layout(site.brand);
let x = start;
const outline = run.glyphs
  .map((glyph, i) => {
    const d = glyph.path.scale(scale, -scale).translate(x, baseline).toSVG();
    x += (run.positions[i]?.xAdvance ?? 0) * scale + spacing;
    return d;
  })
  .join('')
  .replace(/(\d+\.\d)\d+/g, '$1');
const width = Math.ceil(x - spacing + 1);

for (const [tone, ink] of [
  ['dark', '#0b2545'],
  ['light', '#ffffff'],
] as const) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 36"><rect y="2" width="32" height="32" rx="8" fill="#1a4a7f"/><path d="M8 25 15.5 10h1L24 25" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><path d="M11 20h10" stroke="#f0a46e" stroke-width="3" stroke-linecap="round"/><path fill="${ink}" d="${outline}"/></svg>\n`;
  writeFileSync(`src/assets/logo/ascon-${tone}.svg`, svg);
  console.log(`src/assets/logo/ascon-${tone}.svg: viewBox 0 0 ${width} 36, ${svg.length} bytes`);
}
