/**
 * Typography applied to copy when it is loaded: a compound's parts are joined by a non-breaking
 * hyphen (U+2011), so "e-invoicing" or "month-end" never splits across two lines (decision 0019;
 * docs/content/style-sheet.md). Letters on both sides only (ranges such as "8-17" keep theirs),
 * and never inside an e-mail address or a URL. The fonts carry the glyph (src/fonts/subsets.ts);
 * the search index turns it back into an ordinary hyphen (scripts/build-search-index.ts).
 */
export function keepCompoundsWhole(value: string): string {
  return value.replace(/\S+/g, (token) =>
    token.includes('@') || token.includes('://') ? token : token.replace(/(?<=\p{L})-(?=\p{L})/gu, '\u2011'),
  );
}
