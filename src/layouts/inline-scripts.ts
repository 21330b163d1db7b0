/**
 * The layout's inline scripts (they run before the first paint, so they are not modules loaded
 * later): each written readable in ./inline/, minified here once per build with esbuild's
 * `transform` and inlined by BaseLayout.astro. They are in every page's HTML, so every byte
 * counts against the first round trip (decision 0021); their CSP hashes are taken from the built
 * pages (scripts/precompress.ts), so they follow whatever this produces.
 */
import { transform } from 'esbuild';
import languageHintSource from './inline/language-hint.ts?raw';
import navPopoversSource from './inline/nav-popovers.ts?raw';
import scriptsMarkSource from './inline/scripts-mark.ts?raw';
import searchOpenerSource from './inline/search-opener.ts?raw';

/**
 * `source` minified as a classic script (the sources keep their names in a block, so esbuild
 * shortens them), without the final newline and semicolon a script's end makes redundant.
 */
async function minifyInline(source: string): Promise<string> {
  const { code } = await transform(source, { loader: 'ts', minify: true, target: 'es2022' });
  return code.trimEnd().replace(/;$/, '');
}

export const inlineScripts = {
  // The head's three in one script: each inline script adds its hash to every response's CSP header.
  head: await minifyInline(scriptsMarkSource + searchOpenerSource + navPopoversSource),
  languageHint: await minifyInline(languageHintSource),
};
