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
 *  - the article with the prefixes that attach to it removed: ال، وال، فال، بال، كال، لل، وبال، ولل…
 *    (الفاتورة، والفاتورة، بالفاتورة، للفاتورة → فاتوره), leaving at least two letters.
 *
 * The single-letter prefixes و، ف، ب، ك، ل and suffixes are left to the stemmer: Pagefind stems
 * both the index and the query with the Snowball Arabic stemmer, after this normaliser (alone it
 * treats الفاتورة and فاتورة, or والضمان and ضمان, as different words). Latin text passes through
 * unchanged. Each Arabic word maps to exactly one normalised word (never split or dropped), so
 * the indexed text has the same words at the same positions as the page, which lets the dialog
 * show excerpts in the original spelling (scripts/build-search-index.ts keeps it).
 */

const presentationForms = /[\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const marks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const alifForms = /[\u0622\u0623\u0625\u0671]/g;

/** A run of Arabic letters and marks: one word, as the normaliser and the excerpt mapping see it. */
const arabicWord = /[\u0610-\u061A\u0620-\u065F\u066E-\u06D3\u06D5-\u06ED\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFC]+/g;

const hasArabic = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const unmarked = (text: string) => text.replace(presentationForms, (c) => c.normalize('NFKC')).replace(marks, '');
const folded = (text: string) =>
  text
    .replace(alifForms, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');

/** The orthographic folds alone (no prefix removal), for any text. */
export function normalizeArabic(text: string): string {
  if (!hasArabic.test(text)) return text;
  return folded(unmarked(text));
}

const article = /^[\u0648\u0641]?(?:[\u0628\u0643\u0644]?\u0627\u0644|\u0644\u0644)(?=[\u0621-\u064A]{2})/;

/** Normalises one word; a word made only of marks (a lone tatweel) is kept as it is. */
export function normalizeArabicWord(word: string): string {
  // The article is a bare alif: removed before hamza forms fold, so that إلكترونية keeps its
  // first letters and matches الإلكترونية.
  const normalized = folded(unmarked(word).replace(article, ''));
  return normalized === '' ? word : normalized;
}
const normalizeWord = normalizeArabicWord;

/** Normalises every Arabic word of a text, keeping one word for one word. */
export function normalizeArabicText(text: string): string {
  return text.replace(arabicWord, normalizeWord);
}
