/**
 * The search engine side of the dialog: Pagefind loaded per language on first use, the query
 * prepared (Arabic normalised as the index was, scripts/build-search-index.ts), results ranked
 * into section hits, and excerpts with the matched words marked. No DOM here, so unit tests
 * import it directly (tests/unit/search.test.ts); decision 0011.
 */
import { normalizeArabicText } from './normalize-arabic.ts';

export type Lang = 'en' | 'ar';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  anchor?: { location: number };
}
interface PagefindResultData {
  url: string;
  content: string;
  excerpt: string;
  locations: number[];
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}
interface PagefindInstance {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
  preload: (term: string) => Promise<void>;
}
interface PagefindModule {
  createInstance: (options: Record<string, unknown>) => PagefindInstance;
}

/** One row of the list: a page, or one section of it. */
export interface SearchHit {
  url: string;
  page: string;
  section: string | undefined;
  excerpt: string;
}

/**
 * Pages whose result fragment is fetched (up to 3 sections each, so 12 candidates for the 10
 * rows). Each fragment is 1–4 kB, fetched for the results shown while typing too: 6 pages put
 * the Arabic first query over its 150 kB budget (decision 0011).
 */
const maxPages = 4;
/** Result fragments fetched before checking that the query is still the one typed. */
const firstFragments = 2;
/** Shorter queries match too many words to be useful (and would fetch most of the index). */
export const minQueryLength = 3;
const maxHitsPerPage = 3;
const maxHits = 10;
const pagefindUrl = '/pagefind/pagefind.js';

let pagefindModule: Promise<PagefindModule> | undefined;
const instances = new Map<Lang, PagefindInstance>();

export async function instanceFor(lang: Lang): Promise<PagefindInstance> {
  const existing = instances.get(lang);
  if (existing) return existing;
  // A URL, not a bundled module: Pagefind's script is generated with the index.
  pagefindModule ??= import(/* @vite-ignore */ pagefindUrl) as Promise<PagefindModule>;
  const pagefind = await pagefindModule;
  // Pagefind picks its index by <html lang> when an instance is created (there is no option
  // for it), so the other language's instance is created with `lang` set for that moment only.
  const root = document.documentElement;
  const pageLang = root.lang;
  root.lang = lang;
  let instance: PagefindInstance;
  try {
    // No worker: its script (12 kB gzip) would be a tenth of the first query's budget, and a
    // search takes a few milliseconds on the main thread.
    // pageLength 0.25 (default 0.75): the product pages are long by nature (every module of a
    // family), and the default length penalty ranked a page that merely mentions a term above
    // the page whose section is about it.
    instance = pagefind.createInstance({ basePath: '/pagefind/', excerptLength: 22, noWorker: true, ranking: { pageLength: 0.25 } });
  } finally {
    root.lang = pageLang;
  }
  instances.set(lang, instance);
  return instance;
}

/** Pagefind's query, normalised like the index (Arabic folds; Latin text unchanged). */
export function prepareQuery(query: string): string {
  // A one-letter word (a word being typed, a lone و) would match most of the index as a prefix.
  return normalizeArabicText(query.trim())
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .join(' ');
}

/**
 * Results of `query` in `lang`: the sections of Pagefind's best pages (or a page, when the
 * match is outside any section), at most 3 a page and 10 in all, re-ranked so that a section
 * whose heading holds a match, or holding the query's words side by side (a phrase such as
 * «الفاتورة الإلكترونية»), comes before one where the words are merely scattered.
 */
export async function searchSite(query: string, lang: Lang, isCurrent: () => boolean = () => true): Promise<SearchHit[] | null> {
  const term = prepareQuery(query);
  if (term.length < minQueryLength) return [];
  const instance = await instanceFor(lang);
  const response = await instance.search(term);
  // Superseded by newer typing: its result fragments are not fetched.
  if (!response || !isCurrent()) return null;
  // Result fragments in two steps: a query that further typing supersedes meanwhile fetches no
  // more (the first query's bytes, decision 0011: ≤ 150 kB).
  const top = response.results.slice(0, maxPages);
  const pages = await Promise.all(top.slice(0, firstFragments).map((r) => r.data()));
  if (!isCurrent()) return null;
  pages.push(...(await Promise.all(top.slice(firstFragments).map((r) => r.data()))));
  const ranked: Array<SearchHit & { score: number }> = [];
  pages.forEach((data, rank) => {
    // The text as written (Arabic pages are indexed normalised; the build puts the page's own
    // words, word for word, into the fragment); excerpts and titles are cut from it at
    // Pagefind's positions.
    const text = words(data.content);
    const page = data.meta['page'] ?? data.meta['title'] ?? data.url;
    const pageScore = (maxPages - rank) / maxPages;
    const sections = data.sub_results.filter((sub) => sub.url.includes('#') && sub.locations.length > 0);
    if (sections.length === 0) {
      ranked.push({ url: data.url, page, section: undefined, excerpt: excerpt(text, data.locations, 0), score: pageScore });
      return;
    }
    const scored = sections.map((sub) => {
      const start = sub.anchor?.location ?? 0;
      const headingLength = words(sub.title).length;
      const title = sub.anchor
        ? text
            .slice(start, start + headingLength)
            .join(' ')
            .replace(/[.:،؛]+$/, '')
        : sub.title;
      const locations = new Set(sub.locations);
      const inHeading = sub.locations.some((l) => l >= start && l < start + headingLength);
      const phrase = sub.locations.some((l) => locations.has(l + 1));
      const score = (inHeading ? 4 : 0) + (phrase ? 2 : 0) + Math.min(sub.locations.length, 5) / 5 + pageScore;
      // The excerpt from the section's text after its heading, which the row shows above it
      // ("Payroll" over "Payroll. Monthly payroll…" said it twice).
      const body = sub.anchor ? start + headingLength : start;
      return { url: sub.url, page, section: title === page ? undefined : title, excerpt: excerpt(text, sub.locations, body), score };
    });
    ranked.push(...scored.sort((a, b) => b.score - a.score).slice(0, maxHitsPerPage));
  });
  return ranked
    .sort((a, b) => b.score - a.score)
    .slice(0, maxHits)
    .map(({ score: _score, ...hit }) => hit);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const excerptWords = 24;

/**
 * About 24 words around the matches (`locations`, word positions in the page's text), from
 * the section's start at the earliest; matched words in <mark>.
 */
export function excerpt(text: string[], locations: number[], sectionStart: number): string {
  const matches = new Set(locations);
  const first = locations.length > 0 ? Math.min(...locations) : sectionStart;
  const start = Math.max(sectionStart, Math.min(first - 6, text.length - excerptWords), 0);
  const shown = text
    .slice(start, start + excerptWords)
    .map((word, i) => (matches.has(start + i) ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)));
  return `${start > sectionStart ? '… ' : ''}${shown.join(' ')}${start + excerptWords < text.length ? ' …' : ''}`;
}
