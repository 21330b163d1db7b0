/**
 * Runs after `astro build`, before precompression (npm run build):
 *  1. indexes every prerendered page that marks its body with `data-pagefind-body` into
 *     dist/pagefind/ with Pagefind's Node API, one index per `<html lang>` (en, ar). The HTML
 *     handed to Pagefind is a copy prepared by `prepareForIndex`: Arabic words normalised by
 *     src/search/normalize-arabic.ts (the same module normalises queries in the browser), and
 *     headings without an id given the id of the section, tab panel or card they head, so that
 *     sub-results deep-link to it. Two passes: the first indexes the pages as written and keeps
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
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';
import { build } from 'esbuild';
import { normalizeArabicText } from '../src/search/normalize-arabic.ts';
import { pageUrlPath } from '../server/site/manifest.ts';
import { createZopfliPool } from './precompress/zopfli-gzip.ts';

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const idAttribute = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Where a heading without its own id takes one: its closest such ancestor. */
const anchorAncestors = new Set(['section', 'article', 'li', 'div']);

/**
 * The copy of a page Pagefind indexes: headings without an id anchored to their section, the
 * page title without the brand as `title`; with `normalize`, Arabic words normalised.
 */
export function prepareForIndex(html: string, options: { normalize: boolean }): string {
  // Compounds are joined by a non-breaking hyphen on the page (src/content/schemas/typography.ts);
  // visitors type an ordinary one.
  const plainHyphens = (text: string) => text.replaceAll('\u2011', '-');
  const normalize = options.normalize ? (text: string) => normalizeArabicText(plainHyphens(text)) : plainHyphens;
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
  const title = /<title>([^<]*)<\/title>/i
    .exec(html)?.[1]
    ?.replace(/\s+\|[^|]*$/, '')
    .trim();
  if (title) {
    metas.push(`<meta data-pagefind-meta="title[content]" content="${normalize(title).replaceAll('"', '&quot;')}">`);
    metas.push(`<meta data-pagefind-meta="page[content]" content="${title.replaceAll('"', '&quot;')}">`);
  }
  return out.join('').replace(/<\/head>/i, `${metas.join('')}</head>`);
}

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** Pagefind's fragment files: gzip of `pagefind_dcd` + JSON. */
const fragmentSignature = 'pagefind_dcd';
const parseFragment = (content: Uint8Array) => JSON.parse(gunzipSync(content).toString('utf8').slice(fragmentSignature.length)) as Fragment;

function readFragments(files: Array<{ path: string; content: Uint8Array }>): Fragment[] {
  return files.filter((f) => f.path.endsWith('.pf_fragment')).map((f) => parseFragment(f.content));
}

/**
 * The written result fragments carry the text as written (from the first pass) as `content`:
 * the dialog cuts excerpts from it at the word positions Pagefind matched in the normalised
 * text, so both must have the same words (checked).
 */
async function keepTextAsWritten(outputPath: string, asWritten: ReadonlyMap<string, string>): Promise<void> {
  const dir = join(outputPath, 'fragment');
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const fragment = parseFragment(await readFile(path));
    const original = asWritten.get(fragment.url);
    if (original === undefined || original === fragment.content) continue;
    if (words(original).length !== words(fragment.content).length) {
      throw new Error(
        `search index: ${fragment.url}: the normalised text has ${words(fragment.content).length} words, the page ${words(original).length}`,
      );
    }
    fragment.content = original;
    await writeFile(path, gzipSync(fragmentSignature + JSON.stringify(fragment), { level: 9 }));
  }
}

/**
 * Pagefind's WebAssembly, index chunks and fragments are gzip files that its script inflates
 * itself (the server sends them as they are). Recompressed by zopfli, the same format, they are
 * 4–8 % smaller: ~7 kB of the Arabic first query (decision 0011: ≤ 150 kB). Cached by content.
 */
async function recompressWithZopfli(outputPath: string): Promise<void> {
  const pool = createZopfliPool();
  try {
    const entries = await readdir(outputPath, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile() && /\.(pagefind|pf_index|pf_fragment|pf_meta)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name));
    await Promise.all(
      files.map(async (path) => {
        const packed = await readFile(path);
        const smaller = await pool.gzip(gunzipSync(packed));
        if (smaller.length < packed.length) await writeFile(path, smaller);
      }),
    );
  } finally {
    await pool.close();
  }
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

  // Pass 2: the normalised copy; its fragments then get the text as written for display.
  const { index, errors } = await pagefind.createIndex(config);
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.url, content: prepareForIndex(page.html, { normalize: true }) });
    if (added.errors.length > 0) throw new Error(`pagefind: ${page.url}: ${added.errors.join('; ')}`);
  }
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
