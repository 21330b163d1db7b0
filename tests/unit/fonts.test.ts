import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fontverter from 'fontverter';
import { create } from 'fontkit';
import { declaredCodePoints, fontSubsets, scriptOf, unicodeRange } from '../../src/fonts/subsets.ts';
import { countryOptions } from '../../src/forms/countries.ts';
import { fontFaceCss, renderSubset } from '../../scripts/fonts/build-subsets.ts';
import { readCmap } from '../../scripts/fonts/read-font.ts';

/** Format characters browsers never draw (soft hyphen, zero-width joiners, direction marks, word joiner): no glyph needed. */
const defaultIgnorable = (c: number) => c === 0xad || (c >= 0x200b && c <= 0x200f) || c === 0x2060;

/** A committed WOFF2 subset as a TrueType font, the form the cmap reader takes. */
const sfntOf = (file: string) => fontverter.convert(readFileSync(`src/fonts/files/${file}`), 'truetype');
const cmapOf = async (file: string) => readCmap(await sfntOf(file));

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'files' ? [] : textFiles(path);
    return /\.(json|md|mdx|ya?ml|ts|tsx|astro|css)$/.test(name) ? [path] : [];
  });
}

describe('font subsets', () => {
  it('cover every Latin and Arabic character the site writes (content, UI strings, code, country names)', () => {
    const texts = [
      // The glossary lists what the site must not write (rejected variants such as a U+2011 hyphen).
      ...textFiles('src')
        .filter((path) => path !== join('src', 'content', 'glossary.json'))
        .map((path) => ({ where: path, text: readFileSync(path, 'utf8') })),
      ...(['en', 'ar'] as const).map((locale) => ({
        where: `country names (${locale})`,
        text: countryOptions(locale)
          .map((c) => c.name)
          .join(' '),
      })),
    ];
    const missing: string[] = [];
    for (const { where, text } of texts) {
      for (const char of new Set(text)) {
        const codePoint = char.codePointAt(0) ?? 0;
        const script = scriptOf(codePoint);
        const subsets = script === 'latin' ? [fontSubsets.latin, fontSubsets.latinExtended] : script ? [fontSubsets[script]] : [];
        if (script && !subsets.some((subset) => subset.codePoints.includes(codePoint)))
          missing.push(`${where}: '${char}' U+${codePoint.toString(16).toUpperCase()} (${script})`);
      }
    }
    // The fix: add the character to src/fonts/subsets.ts and run `npm run fonts`.
    expect(missing).toEqual([]);
  });

  it('give Arabic headings (Noto Kufi Arabic) every character the Arabic text face has, in one bold instance (650: review 18 found the 700 heavy at display size, design history 2026-11-30)', async () => {
    expect(fontSubsets.arabicHeading.codePoints).toEqual(fontSubsets.arabic.codePoints);
    expect(fontSubsets.arabicHeading.weight).toEqual({ min: 650, max: 650 });
    expect(fontFaceCss()).toMatch(/font-family: 'Noto Kufi Arabic';[^}]*font-weight: 650;/);
    // Pinned: the committed file has no axis left (a 600–700 axis cost 4.6 kB and /ar/pharmacy's LCP budget).
    const face = create(await sfntOf(fontSubsets.arabicHeading.file));
    if (!('variationAxes' in face)) throw new Error('a font collection');
    expect(face.variationAxes).toEqual({});
  });

  it('split Latin into a small core every English page needs and an extension fetched on demand', () => {
    expect(fontSubsets.latin.codePoints.filter((c) => fontSubsets.latinExtended.codePoints.includes(c))).toEqual([]);
    expect(fontSubsets.latin.codePoints).toContain('–'.codePointAt(0));
    // The country list's letters are in the core; the rest of Latin-1 waits for a text that writes it.
    expect(fontSubsets.latin.codePoints).toContain('ç'.codePointAt(0));
    expect(fontSubsets.latinExtended.codePoints).toContain('ñ'.codePointAt(0));
  });

  it('have a glyph for every code point their @font-face declares, so no declared character falls back to a system font', async () => {
    const missing: string[] = [];
    for (const subset of Object.values(fontSubsets)) {
      const cmap = await cmapOf(subset.file);
      for (const c of declaredCodePoints(subset))
        if (!cmap.has(c) && !defaultIgnorable(c)) missing.push(`${subset.file}: U+${c.toString(16).toUpperCase()}`);
    }
    // The fix: withoutGlyph (src/fonts/subsets.ts), or a source that has it.
    expect(missing).toEqual([]);
  });

  it('declare no character Inter has no glyph for: no arrows, no non-breaking hyphen (compounds use a word joiner)', () => {
    expect(fontFaceCss()).not.toMatch(/U\+2190|U\+2192|U\+2011/);
  });

  it('scriptOf and unicodeRange classify and collapse code points', () => {
    expect(scriptOf('ع'.codePointAt(0) ?? 0)).toBe('arabic');
    expect(scriptOf('é'.codePointAt(0) ?? 0)).toBe('latin');
    expect(scriptOf(0x1f1f8)).toBeUndefined();
    expect(unicodeRange([0x20, 0x21, 0x22, 0x30, 0x660, 0x661])).toBe('U+20-22, U+30, U+660-661');
  });

  it('the committed WOFF2 files and fonts.css are what `npm run fonts` produces', async () => {
    for (const subset of Object.values(fontSubsets)) {
      const committed = readFileSync(`src/fonts/files/${subset.file}`);
      expect(Buffer.compare(await renderSubset(subset), committed), `${subset.file} is stale: run npm run fonts`).toBe(0);
      expect(committed.length).toBeLessThan(32_000);
    }
    expect(readFileSync('src/styles/fonts.css', 'utf8')).toBe(fontFaceCss());
  });
});
