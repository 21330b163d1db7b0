/**
 * Runs after `astro build`, before precompression (npm run build):
 *  1. indexes every prerendered page that marks its body with `data-pagefind-body` into
 *     dist/pagefind/ with Pagefind's Node API, one index per `<html lang>` (en, ar). The HTML
 *     handed to Pagefind is a copy prepared by search/prepare-for-index.ts. Two passes: the first indexes the pages as written and keeps
 *     the text Pagefind extracted; the second indexes the normalised copy. Normalising keeps one
 *     word for one word (checked here), so the written result fragments then carry the text as
 *     written instead of the normalised one, and the dialog shows excerpts in the original
 *     spelling at the positions Pagefind matched. (Not as Pagefind metadata: metadata is
 *     indexed too, which doubled the Arabic index.) Pagefind's compressed files are then
 *     recompressed by zopfli (same gzip format, 4–8 % smaller).
 *  2. bundles the search dialog (src/search/client.ts) into dist/_search/dialog.js, the module
 *     the header's opener imports on first use.
 * The files are then precompressed with everything else. See docs/decisions/0011-site-search.md.
 *
 * Usage: node scripts/build-search-index.ts [distDir]
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { build } from 'esbuild';
import { pageUrlPath } from '../server/site/manifest.ts';
import { keepTextAsWritten, readFragments } from './search/fragments.ts';
import { prepareForIndex } from './search/prepare-for-index.ts';
import { recompressWithZopfli } from './search/recompress.ts';

export interface IndexSummary {
  pages: number;
  skipped: number;
  languages: string[];
}

/**
 * Left out of the index (decision 0011): controls and navigation (a folded list's toggle too), and what repeats on many pages
 * rather than saying what a page is about — product screens' alt texts, the sidebars (contact
 * details, how to apply), the sector pages' contact card and consultation section, the software
 * items' "Details" links, the in-page call-to-action strip; and what restates a product page in short,
 * which outranked the full section a query is about: the sector signatures (the page's own bullets or
 * its screen's figures) and flows (its steps, named in a line each), /aboutus' compliance rows (the product pages' tax and payroll statements;
 * the strip's heading and intro stay, so a search still finds it) and the product pages' FAQ rows
 * (the same answers on four pages, restating About and the tax system).
 * Selectors here, not `data-pagefind-ignore` in every page's HTML (bytes under the 16 kB budget).
 */
const excludeSelectors = [
  'form',
  'nav',
  'svg',
  '[role="tablist"]',
  'img.product-screen',
  '.form-column',
  // The at-a-glance panel repeats the page's own systems, products and steps.
  '.sector-glance',
  '.sector-inquiry',
  '.software-details',
  '.sector-signature',
  '.sector-flow',
  '.compliance',
  '.faq-row',
  // A folded list's "Show 3 more" / "Show fewer": a control, read into excerpts as "Show 3 moreShow fewer".
  '.more-items-toggle',
];

/** A Pagefind index of `pages`, prepared for the index as written or normalised. */
async function indexPages(pages: Array<{ url: string; html: string }>, normalize: boolean) {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: prepareForIndex(page.html, { normalize }) });
    if (added.errors.length > 0) throw new Error(`pagefind: ${page.url}: ${added.errors.join('; ')}`);
  }
  return index;
}

export async function buildSearchIndex(distDir: string): Promise<IndexSummary> {
  const outputPath = join(distDir, 'pagefind');
  await rm(outputPath, { recursive: true, force: true });
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const htmlFiles = entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(distDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
  const pages: Array<{ url: string; html: string }> = [];
  let skipped = 0;
  for (const file of htmlFiles) {
    const html = await readFile(join(distDir, file), 'utf8');
    if (html.includes('data-pagefind-body')) pages.push({ url: pageUrlPath(file), html });
    else skipped++;
  }
  // Pass 1: the pages as written, for the text Pagefind extracts from them.
  const first = await indexPages(pages, false);
  const asWritten = new Map(readFragments((await first.getFiles()).files).map((f) => [f.url, f.content]));
  await first.deleteIndex();

  // Pass 2: the normalised copy; its fragments then get the text as written for display.
  const index = await indexPages(pages, true);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await keepTextAsWritten(outputPath, asWritten);
  await recompressWithZopfli(outputPath);
  // Pagefind also writes its ready-made UIs; the site has its own dialog.
  for (const unused of [
    'pagefind-ui.js',
    'pagefind-ui.css',
    'pagefind-modular-ui.js',
    'pagefind-modular-ui.css',
    'pagefind-component-ui.js',
    'pagefind-component-ui.css',
    'pagefind-highlight.js',
  ]) {
    await rm(join(outputPath, unused), { force: true });
  }
  const files = await readdir(outputPath);
  const languages = files.filter((f) => /^wasm\..+\.pagefind$/.test(f)).map((f) => f.split('.')[1]!);
  await pagefind.close();
  return { pages: pages.length, skipped, languages };
}

export async function bundleDialog(projectRoot: string, distDir: string): Promise<void> {
  await build({
    entryPoints: [join(projectRoot, 'src/search/client.ts')],
    outfile: join(distDir, '_search/dialog.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

async function main() {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const distDir = resolve(process.argv[2] ?? join(projectRoot, 'dist'));
  const summary = await buildSearchIndex(distDir);
  await bundleDialog(projectRoot, distDir);
  console.log(`search: indexed ${summary.pages} pages (${summary.languages.join(', ')}), ${summary.skipped} not indexed; dialog bundled`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error('search index failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
