/**
 * Typography applied to copy when it is loaded: a compound's hyphen is followed by a word joiner
 * (U+2060), so "e-invoicing" or "month-end" never splits across two lines (decision 0019;
 * docs/content/style-sheet.md). The hyphen stays the font's own hyphen and the joiner is
 * invisible, so no font needs a glyph for a non-breaking hyphen (decision 0049). Letters on both
 * sides only (ranges such as "8-17" keep theirs), and never inside an e-mail address or a URL;
 * the search index drops the joiner (scripts/search/prepare-for-index.ts).
 */
export function keepCompoundsWhole(value: string): string {
  return value.replace(/\S+/g, (token) =>
    token.includes('@') || token.includes('://') ? token : token.replace(/(?<=\p{L})-(?=\p{L})/gu, '-\u2060'),
  );
}
