/**
 * The copy of a page Pagefind indexes (docs/decisions/0011-site-search.md): Arabic words
 * normalised by src/search/normalize-arabic.ts (the same module normalises queries in the
 * browser), and headings without an id given the id of the section, tab panel or card they head,
 * so that sub-results deep-link to it.
 */
import { normalizeArabicText } from '../../src/search/normalize-arabic.ts';

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const idAttribute = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The elements Pagefind ends a sentence at (its SENTENCE_SELECTORS): no word break needed there. */
const pagefindParts = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'td', 'div', 'ul', 'li', 'article', 'section']);

/** Where a heading without its own id takes one: its closest such ancestor. */
const anchorAncestors = new Set(['section', 'article', 'li', 'div']);

/**
 * The copy of a page Pagefind indexes: headings without an id anchored to their section, the
 * page title without the brand as `title`; with `normalize`, Arabic words normalised.
 */
export function prepareForIndex(html: string, options: { normalize: boolean }): string {
  // A compound's hyphen is followed by an invisible word joiner on the page
  // (src/content/schemas/typography.ts); visitors type the hyphen alone.
  const plainHyphens = (text: string) => text.replaceAll('\u2060', '');
  const normalize = options.normalize ? (text: string) => normalizeArabicText(plainHyphens(text)) : plainHyphens;
  const out: string[] = [];
  const stack: Array<{ tag: string; id: string | undefined }> = [];
  const usedIds = new Set<string>();
  for (const match of html.matchAll(/<h[1-6]\b[^>]*\sid="([^"]*)"/gi)) usedIds.add(match[1]!);
  const rx = new RegExp(token);
  // The text last written, whether a tag came after it, and one Pagefind parts sentences at.
  let lastText = '';
  let afterTag = false;
  let parted = false;
  for (let m = rx.exec(html); m !== null; m = rx.exec(html)) {
    const [whole, closing, rawTag, attributes = ''] = m;
    if (rawTag === undefined) {
      if (whole.startsWith('<!--') || whole === '<') {
        out.push(whole);
        continue;
      }
      // Text after tags that end one element and open the next, the text before them ending a word:
      // Pagefind parts sentences only at `pagefindParts`, so a term
      // and its value (<dt>/<dd>), a link over its description (a posting flow's step) or two table
      // headers ran together ("General ledgerApproved payroll"). Not before punctuation ("link</a>, then").
      if (afterTag && !parted && /\S$/.test(lastText) && !/^[\s\p{Pe}\p{Pf}\p{Po}\p{Pd}]/u.test(whole)) out.push(' ');
      lastText = normalize(whole);
      afterTag = false;
      parted = false;
      out.push(lastText);
      continue;
    }
    afterTag = true;
    const tag = rawTag.toLowerCase();
    if (pagefindParts.has(tag)) parted = true;
    // Text run into a tag (a label and its description in spans shown as blocks) keeps its word
    // break: "Payroll run<span …>Calculated" is indexed, and excerpted, as two words, not one.
    const last = out.at(-1);
    if (
      last !== undefined &&
      /\S$/.test(last) &&
      !last.endsWith('>') &&
      (!closing || /^<\/[^>]*>\p{L}/u.test(html.slice(m.index, m.index + whole.length + 1)))
    ) {
      out.push(' ');
      lastText = ' ';
    }
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
