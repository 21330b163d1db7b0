/**
 * The self-hosted web fonts, cut down to the characters this site writes
 * (docs/decisions/design-history.md#0009): Inter for Latin, and for Arabic a text face (Noto Sans
 * Arabic) and a heading face (Noto Kufi Arabic, docs/decisions/design-history.md#0031). scripts/subset-fonts.ts builds the WOFF2 files and
 * src/styles/fonts.css from these definitions; tests/unit/fonts.test.ts fails when content
 * uses a character a subset lacks, or when a committed file is stale.
 */

export interface FontSubset {
  /** CSS font-family name (referenced by the tokens in styles/tokens.css). */
  family: string;
  /** The fontsource variable file the subset is cut from. */
  source: string;
  /** Output file name in src/fonts/files/. */
  file: string;
  /** Every code point the subset covers; also its unicode-range. */
  codePoints: readonly number[];
  /** OpenType layout features kept (the rest, e.g. stylistic sets, are dropped). */
  features: readonly string[];
  /** The weight range the design uses (Tailwind font-normal … font-extrabold). */
  weight: { min: number; max: number };
  /**
   * Code points the site writes that the source has no glyph for: left out of the unicode-range,
   * so the browser knowingly draws them in the platform's font instead of trying this file first.
   */
  withoutGlyph?: readonly number[];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function chars(text: string): number[] {
  return [...text].map((c) => c.codePointAt(0) ?? 0);
}

const unique = (list: number[]): number[] => [...new Set(list)].sort((a, b) => a - b);

/**
 * What English pages write: ASCII, no-break space, typographic punctuation, arrows, © « » ×.
 * (Compounds are kept whole by an invisible word joiner after the hyphen, which needs no glyph:
 * src/content/schemas/typography.ts.) And the eight accented letters of the inquiry form's
 * country list (Åland, Curaçao, Côte d'Ivoire, Réunion, São Tomé, Príncipe) and the Istanbul
 * address (Büyükdere, Sarıyer) that eleven English pages write: in the core file they cost
 * 0.7 kB, where the extended file was a second font fetch (10 kB) on each of those pages. The middle
 * dot too: 26 pages write it between two facts (e.g. the careers offices' "· Head office"), and
 * each fetched the extended file for it alone.
 */
const latinCore = unique([...range(0x20, 0x7e), ...chars('\u00a0©«·»×–—‘’‚“”„•…′″‹›€™−←→↑↓'), ...chars('Åãçéíôüı')]);

/**
 * The rest of Latin-1 and Œ œ, for names and addresses the content may add. A separate file,
 * fetched only when such a character is rendered. The Turkish
 * capital G with breve, capital I with dot and S with cedilla are not in this source (fontsource
 * keeps them in its latin-ext file) and no text writes them yet: a text that does will fail
 * tests/unit/fonts.test.ts until they get a subset cut from that file.
 */
const latinExtended = unique([...range(0xa1, 0xff), ...chars('ıŒœ')]).filter((c) => !latinCore.includes(c));

/**
 * Modern Standard Arabic: hamza to ghain, tatweel to sukun, maddah and hamza marks, superscript
 * alef, the letters used for foreign names (پ چ ڤ گ), Arabic comma, semicolon and question
 * mark, the joiners and direction marks, and the space. Digits are Latin on Arabic pages
 * (locales.ts) and, like other Latin characters there, set in the system font.
 */
const arabic = unique([
  0x20, // the space between Arabic words comes from the same font (its width, its line box)
  ...range(0x621, 0x63a),
  ...range(0x640, 0x655),
  0x670,
  ...chars('پچڤگ،؛؟'),
  ...range(0x200c, 0x200f),
]);

const latinFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];
/** Arabic shaping (joining forms, lam-alef, marks) and kerning. */
const arabicFeatures = ['ccmp', 'locl', 'isol', 'init', 'medi', 'fina', 'rlig', 'liga', 'calt', 'mark', 'mkmk', 'kern', 'curs', 'rclt'];

export const fontSubsets = {
  latin: {
    family: 'Inter Variable',
    // Weight only: the file with the optical-size axis (Inter Display for titles) is 30.1 kB against
    // 19.6, and those 10.5 kB on every page's first screen put the mobile LCP over 1,500 ms
    // (design history, 2026-11-29); display titles are tracked tighter instead (typography.css).
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-core.woff2',
    codePoints: latinCore,
    features: latinFeatures,
    weight: { min: 400, max: 800 },
    // The arrows occur only in code comments and in the product screens, which scripts/visuals.ts
    // rasterises with its own fonts; no page text writes them.
    withoutGlyph: chars('←→'),
  },
  latinExtended: {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-extended.woff2',
    codePoints: latinExtended,
    features: latinFeatures,
    weight: { min: 400, max: 800 },
  },
  arabic: {
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    file: 'noto-sans-arabic-subset.woff2',
    codePoints: arabic,
    features: arabicFeatures,
    // Arabic text is set at 400–700 (the one 800, font-extrabold, is the partner wordmarks, in
    // Latin); stopping the axis at 700 makes the file 28 % smaller (decision 0009, revision 2).
    weight: { min: 400, max: 700 },
  },
  arabicHeading: {
    family: 'Noto Kufi Arabic',
    source: '@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
    file: 'noto-kufi-arabic-subset.woff2',
    // The same characters as the text face: any Arabic word can be in a heading.
    codePoints: arabic,
    features: arabicFeatures,
    // Titles and section headings at one weight, the axis pinned (a static instance): 650, between
    // the 600 a review found plain at display size and the 700 review 18 found heavy and blocky at
    // 51 px (design history, 2026-11-30); the browser takes it for the headings' bold, as it is
    // (font-synthesis: none). The 600–700 axis (11.8 kB against 7.2) put /ar/pharmacy's mobile LCP
    // at 1,501 ms (design history, 2026-11-29).
    weight: { min: 650, max: 650 },
  },
} as const satisfies Record<string, FontSubset>;

/** Which subset a character belongs to: the script ranges the fonts are responsible for. */
export function scriptOf(codePoint: number): 'latin' | 'arabic' | undefined {
  const within = (ranges: [number, number][]) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
  if (
    within([
      [0x600, 0x6ff],
      [0x750, 0x77f],
      [0x8a0, 0x8ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfefc],
    ])
  )
    return 'arabic';
  if (
    within([
      [0x20, 0x24f],
      [0x2010, 0x205e],
      [0x20a0, 0x20cf],
      [0x2100, 0x21ff],
    ])
  )
    return 'latin';
  return undefined;
}

/** What a subset's @font-face declares: its code points but those it has no glyph for. */
export function declaredCodePoints(subset: FontSubset): number[] {
  return subset.codePoints.filter((c) => !(subset.withoutGlyph ?? []).includes(c));
}

/** `U+20-7E, U+A0-FF, …`: the code points as CSS unicode-range, runs collapsed. */
export function unicodeRange(codePoints: readonly number[]): string {
  const runs: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase();
  for (let i = 0; i < codePoints.length;) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === (codePoints[j] ?? 0) + 1) j++;
    const from = codePoints[i] ?? 0;
    const to = codePoints[j] ?? 0;
    runs.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    i = j + 1;
  }
  return runs.join(', ');
}
