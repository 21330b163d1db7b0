// Fonts (TrueType, WOFF or WOFF2) read with fontkit: the font test reads a subset's character
// map to check that every code point a @font-face declares has a glyph (decision 0009).
import { create, type Font } from 'fontkit';

function openFont(buffer: Buffer): Font {
  const parsed = create(buffer);
  if (!('characterSet' in parsed)) throw new Error('a font collection, not one font');
  return parsed;
}

/** Code point → glyph id, from the font's Unicode cmap subtable (glyph 0, .notdef, is left out). */
export function readCmap(font: Buffer): Map<number, number> {
  const face = openFont(font);
  const map = new Map<number, number>();
  for (const codePoint of face.characterSet) {
    const glyph = face.glyphForCodePoint(codePoint).id;
    if (glyph !== 0) map.set(codePoint, glyph);
  }
  return map;
}
