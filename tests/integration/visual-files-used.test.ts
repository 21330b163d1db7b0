// Every product-screen file `npm run visuals` writes (src/assets/visuals/) is one some built page
// or island uses (npm run build first): a phone canvas no page shows is not generated at all
// (src/visuals/phone-canvases.ts), and a screen no page shows any more is not left behind.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtPages } from '../support/built-pages.ts';
import { visualsDir } from '../../scripts/lib/visuals-manifest.ts';

const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');

it('every generated product-screen file is referenced by a built page or script', () => {
  const scripts = readdirSync(join(dist, '_astro')).filter((f) => f.endsWith('.js'));
  const built = [
    ...builtPages(dist).map((file) => readFileSync(file, 'utf8')),
    ...scripts.map((f) => readFileSync(join(dist, '_astro', f), 'utf8')),
  ].join('\n');
  // Vite adds a hash before the extension: name.locale.variant.HASH.avif
  const unused = readdirSync(join(root, visualsDir))
    .filter((f) => /\.(avif|webp)$/.test(f))
    .filter((f) => !built.includes(`/_astro/${f.replace(/\.(avif|webp)$/, '.')}`));
  expect(unused).toEqual([]);
});
