import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** Every built page's HTML file in `dist` (not the `_search`, `_astro`… folders), after `npm run build`. */
export function builtPages(dist: string): string[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing or incomplete: run `npm run build` first (npm test does).');
  return htmlFiles(dist).filter((f) => !relative(dist, f).startsWith('_'));
}
