/**
 * Runs after `astro build`, before precompression (npm run build):
 *  1. indexes every prerendered page that marks its body with `data-pagefind-body` into
 *     dist/pagefind/ with Pagefind's Node API, one index per `<html lang>` (en, ar). The HTML
 *     handed to Pagefind is a copy prepared by `prepareForIndex`: Arabic text normalised by
 *     src/search/normalize-arabic.ts (the same module normalises queries in the browser), the
 *     original spellings kept as page metadata for display, and headings without an id given
 *     the id of the section, tab panel or card they head, so that sub-results deep-link to it.
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
import { arabicDisplayWords, encodeDisplayWords, normalizeArabicText } from '../src/search/normalize-arabic.ts';
import { pageUrlPath } from '../server/site/manifest.ts';

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const idAttribute = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Where a heading without its own id takes one: its closest such ancestor. */
const anchorAncestors = new Set(['section', 'article', 'li', 'div']);

export interface PreparedPage {
  html: string;
  /** Normalised word → original spelling, for the words normalisation changed. */
  spellings: Map<string, string>;
}

/**
 * The copy of a page Pagefind indexes: Arabic text normalised, spellings kept as metadata
 * (`data-pagefind-meta="spellings"`), headings without an id anchored to their section.
 */
export function prepareForIndex(html: string): PreparedPage {
  const out: string[] = [];
  const text: string[] = [];
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
        text.push(whole);
        out.push(normalizeArabicText(whole));
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
  const spellings = arabicDisplayWords(text.join(' '));
  const metas: string[] = [];
  // The result's page title: the document title without the brand (`{page} | {brand}`), shorter
  // than the page's h1, which Pagefind would take by default.
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/\s+\|[^|]*$/, '').trim();
  if (title) metas.push(`<meta data-pagefind-meta="title[content]" content="${normalizeArabicText(title)}">`);
  if (spellings.size > 0) metas.push(`<meta data-pagefind-meta="spellings[content]" content="${encodeDisplayWords(spellings).replaceAll('"', '&quot;')}">`);
  const prepared = out.join('').replace(/<\/head>/i, `${metas.join('')}</head>`);
  return { html: prepared, spellings };
}

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
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['form', 'nav', 'svg', '[role="tablist"]'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let pages = 0;
  let skipped = 0;
  for (const file of htmlFiles) {
    const html = await readFile(join(distDir, file), 'utf8');
    if (!html.includes('data-pagefind-body')) {
      skipped++;
      continue;
    }
    const added = await index.addHTMLFile({ url: pageUrlPath(file), content: prepareForIndex(html).html });
    if (added.errors.length > 0) throw new Error(`pagefind: ${file}: ${added.errors.join('; ')}`);
    pages++;
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
  return { pages, skipped, languages };
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
