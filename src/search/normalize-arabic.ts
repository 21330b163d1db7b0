/**
 * The one Arabic normaliser of the site search, applied to the text Pagefind indexes
 * (scripts/build-search-index.ts) and to every query typed in the search dialog
 * (src/search/client.ts), so both sides meet on the same spelling
 * (docs/decisions/0011-site-search.md). The same folds as Lucene's ArabicNormalizer:
 *
 *  - presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF) → the basic letters;
 *  - diacritics (harakat, tanwin, shadda, sukun, superscript alif, Quranic marks) and tatweel removed;
 *  - alif with hamza or madda (أ إ آ, and alif wasla U+0671) → bare alif ا;
 *  - taa marbuta ة → haa ه; alif maqsura ى → yaa ي.
 *
 * Prefixes (ال، و، ب، ل، بال، لل…) and suffixes are the stemmer's job: Pagefind stems both the
 * index and the query with the Snowball Arabic stemmer, after this normaliser. Latin text passes
 * through unchanged. Each Arabic word maps to exactly one normalised word (never split or
 * dropped), which lets `arabicDisplayWords` map excerpts back to the original spelling.
 */

const presentationForms = /[\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const marks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const alifForms = /[\u0622\u0623\u0625\u0671]/g;

/** A run of Arabic letters and marks: one word, as the normaliser and the excerpt mapping see it. */
export const arabicWord = /[\u0610-\u061A\u0620-\u065F\u066E-\u06D3\u06D5-\u06ED\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFC]+/g;

export function normalizeArabic(text: string): string {
  if (!/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text)) return text;
  return text
    .replace(presentationForms, (c) => c.normalize('NFKC'))
    .replace(marks, '')
    .replace(alifForms, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');
}

/** Normalises one word; a word made only of marks (a lone tatweel) is kept as it is. */
function normalizeWord(word: string): string {
  const normalized = normalizeArabic(word);
  return normalized === '' ? word : normalized;
}

/** Normalises every Arabic word of a text, keeping one word for one word. */
export function normalizeArabicText(text: string): string {
  return text.replace(arabicWord, normalizeWord);
}

/**
 * The spelling map of a text: normalised word → its first original spelling, only for words the
 * normaliser changes. Stored with the page in the index so that excerpts and section titles show
 * the copy as written (الإلكترونية, not الالكترونيه).
 */
export function arabicDisplayWords(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const [word] of text.matchAll(arabicWord)) {
    const normalized = normalizeWord(word);
    if (normalized !== word && !words.has(normalized)) words.set(normalized, word);
  }
  return words;
}

/** `norm=orig;norm=orig`: the compact form stored as Pagefind metadata. */
export function encodeDisplayWords(words: Map<string, string>): string {
  return [...words].map(([normalized, original]) => `${normalized}=${original}`).join(';');
}

export function decodeDisplayWords(encoded: string | undefined): Map<string, string> {
  const words = new Map<string, string>();
  for (const pair of (encoded ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) words.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return words;
}

/** Puts the original spellings back into an excerpt or title (its <mark> tags are left alone). */
export function restoreArabic(text: string, words: Map<string, string>): string {
  if (words.size === 0) return text;
  return text.replace(arabicWord, (word) => words.get(word) ?? word);
}
