// `npm run fonts`: regenerates src/fonts/files/*.woff2 and src/styles/fonts.css after a change
// to src/fonts/subsets.ts (a new character, weight or feature). The outputs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fontSubsets } from '../src/fonts/subsets.ts';
import { fontFaceCss, renderSubset } from './fonts/build-subsets.ts';

mkdirSync('src/fonts/files', { recursive: true });
for (const subset of Object.values(fontSubsets)) {
  const bytes = await renderSubset(subset);
  writeFileSync(`src/fonts/files/${subset.file}`, bytes);
  console.log(`${subset.file}: ${subset.codePoints.length} characters, ${(bytes.length / 1000).toFixed(1)} kB`);
}
writeFileSync('src/styles/fonts.css', fontFaceCss());
console.log('src/styles/fonts.css written');
