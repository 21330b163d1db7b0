/**
 * Runs after `astro build`, before precompression (npm run build):
 *  1. indexes every prerendered page that marks its body with `data-pagefind-body` into
 *     dist/pagefind/ with Pagefind's Node API, one index per `<html lang>` (en, ar). The HTML
 *     handed to Pagefind is a copy prepared by `prepareForIndex`: Arabic words normalised by
 *     src/search/normalize-arabic.ts (the same module normalises queries in the browser), and
 *     headings without an id given the id of the section, tab panel or card they head, so that
 *     sub-results deep-link to it. Two passes: the first indexes the pages as written and keeps
 *     the text Pagefind extracted; the second indexes the normalised copy with that text as
 *     metadata (`original`). Normalising keeps one word for one word, so the dialog shows
 *     excerpts in the original spelling at the positions Pagefind matched (checked here).
 *  2. bundles the search dialog (src/search/client.ts) into dist/_search/dialog.js, the module
 *     the header's opener imports on first use.
 * The files are then precompressed with everything else. See docs/decisions/0011-site-search.md.
 *
 * Usage: node scripts/build-search-index.ts [distDir]
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { build } from 'esbuild';
import { normalizeArabicText } from '../src/search/normalize-arabic.ts';
import { pageUrlPath } from '../server/site/manifest.ts';

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const idAttribute = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Where a heading without its own id takes one: its closest such ancestor. */
const anchorAncestors = new Set(['section', 'article', 'li', 'div']);

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The copy of a page Pagefind indexes: headings without an id anchored to their section, the
 * page title without the brand as `title`; with `normalize`, Arabic words normalised and the
 * text as written (`original`, from a first pass) kept as metadata.
 */
export function prepareForIndex(html: string, options: { normalize: boolean; original?: string | undefined }): string {
  const normalize = options.normalize ? normalizeArabicText : (text: string) => text;
  const out: string[] = [];
  const stack: Array<{ tag: string; id: string | undefined }> = [];
  const usedIds = new Set<string>();
  for (const match of html.matchAll(/<h[1-6]\b[^>]*\sid="([^"]*)"/gi)) usedIds.add(match[1]!);
  const rx = new RegExp(token);
  for (let m = rx.exec(html); m !== null; m = rx.exec(html)) {
    const [whole, closing, rawTag, attributes = ''] = m;
    if (rawTag === undefined) {
      if (whole.startsWith('<!--') || whole === '<') {
        out.push(whole);
      } else {
        out.push(normalize(whole));
      }
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((open) => open.tag === tag);
      if (at !== -1) stack.length = at;
      out.push(whole);
      continue;
    }
    if (tag === 'script' || tag === 'style') {
      const end = html.toLowerCase().indexOf(`</${tag}`, rx.lastIndex);
      const stop = end === -1 ? html.length : end;
      out.push(whole, html.slice(rx.lastIndex, stop));
      rx.lastIndex = stop;
      continue;
    }
    const idMatch = idAttribute.exec(attributes);
    const id = idMatch ? (idMatch[1] ?? idMatch[2] ?? idMatch[3]) : undefined;
    if (/^h[1-6]$/.test(tag) && id === undefined) {
      const owner = stack.findLast((open) => open.id !== undefined && anchorAncestors.has(open.tag) && !usedIds.has(open.id));
      if (owner?.id !== undefined) {
        usedIds.add(owner.id);
        out.push(`<${rawTag} id="${owner.id}"${attributes}>`);
        stack.push({ tag, id: owner.id });
        continue;
      }
    }
    out.push(whole);
    if (!voidElements.has(tag) && !attributes.trimEnd().endsWith('/')) stack.push({ tag, id });
  }
  const metas: string[] = [];
  // The result's page title: the document title without the brand (`{page} | {brand}`), shorter
  // than the page's h1, which Pagefind would take by default.
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/\s+\|[^|]*$/, '').trim();
  if (title) {
    metas.push(`<meta data-pagefind-meta="title[content]" content="${normalize(title).replaceAll('"', '&quot;')}">`);
    metas.push(`<meta data-pagefind-meta="page[content]" content="${title.replaceAll('"', '&quot;')}">`);
  }
  if (options.original !== undefined && normalize(options.original) !== options.original) {
    metas.push(`<meta data-pagefind-meta="original[content]" content="${escapeAttribute(options.original)}">`);
  }
  return out.join('').replace(/<\/head>/i, `${metas.join('')}</head>`);
}

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** Pagefind's fragment files: gzip of `pagefind_dcd` + JSON. */
function readFragments(files: Array<{ path: string; content: Uint8Array }>): Fragment[] {
  return files
    .filter((f) => f.path.endsWith('.pf_fragment'))
    .map((f) => JSON.parse(gunzipSync(f.content).toString('utf8').slice('pagefind_dcd'.length)) as Fragment);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export interface IndexSummary {
  pages: number;
  skipped: number;
  languages: string[];
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
  const config = { excludeSelectors: ['form', 'nav', 'svg', '[role="tablist"]'] };

  // Pass 1: the pages as written, for the text Pagefind extracts from them.
  const first = await pagefind.createIndex(config);
  if (!first.index) throw new Error(`pagefind: ${first.errors.join('; ')}`);
  for (const page of pages) {
    const added = await first.index.addHTMLFile({ url: page.url, content: prepareForIndex(page.html, { normalize: false }) });
    if (added.errors.length > 0) throw new Error(`pagefind: ${page.url}: ${added.errors.join('; ')}`);
  }
  const asWritten = new Map(readFragments((await first.index.getFiles()).files).map((f) => [f.url, f.content]));
  await first.index.deleteIndex();

  // Pass 2: the normalised copy, with the text as written for display.
  const { index, errors } = await pagefind.createIndex(config);
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: prepareForIndex(page.html, { normalize: true, original: asWritten.get(page.url) }) });
    if (added.errors.length > 0) throw new Error(`pagefind: ${page.url}: ${added.errors.join('; ')}`);
  }
  // Excerpts are cut from `original` at the positions Pagefind matched in the normalised text:
  // both must have the same words.
  for (const fragment of readFragments((await index.getFiles()).files)) {
    const original = fragment.meta['original'];
    if (original !== undefined && words(original).length !== words(fragment.content).length) {
      throw new Error(`search index: ${fragment.url}: the normalised text has ${words(fragment.content).length} words, the page ${words(original).length}`);
    }
  }
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  // Pagefind also writes its ready-made UIs; the site has its own dialog.
  for (const unused of ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js']) {
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
