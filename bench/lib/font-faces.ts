/** Fonts in the built CSS: @font-face rules with their unicode-range, and the page's font stack. */
import { resolveUrl } from './dist.ts';

export interface FontFace {
  url: string;
  family: string;
  script: 'latin' | 'arabic' | 'other';
  ranges: Array<[number, number]>;
}

/**
 * The font families the page's text uses: on Arabic pages the text and heading stacks
 * (`--font-arabic-text`, `--font-arabic-heading`; decision 0031), else `--font-sans`.
 */
export function pageFontStack(css: string, locale: 'en' | 'ar'): string[] | undefined {
  const tokens = locale === 'ar' ? ['arabic-text', 'arabic-heading'] : ['sans'];
  const values = tokens.map((token) => new RegExp(`--font-${token}:\\s*([^;}]+)`).exec(css)?.[1]).filter((v) => v !== undefined);
  if (!values.length) return undefined;
  return [...new Set(values.flatMap((value) => value.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''))))];
}

function parseUnicodeRange(value: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const part of value.split(',')) {
    const m = /u\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!m) continue;
    if (m[1]!.includes('?')) ranges.push([parseInt(m[1]!.replace(/\?/g, '0'), 16), parseInt(m[1]!.replace(/\?/g, 'f'), 16)]);
    else ranges.push([parseInt(m[1]!, 16), parseInt(m[2] ?? m[1]!, 16)]);
  }
  return ranges;
}

export function fontFaces(css: string, cssUrl: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const m of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = m[1]!;
    const src = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(body)?.[1];
    if (!src) continue;
    const family = /font-family:\s*["']?([^;"']+)/.exec(body)?.[1]?.trim() ?? '';
    const rangeText = /unicode-range:\s*([^;}]+)/.exec(body)?.[1];
    const ranges = rangeText ? parseUnicodeRange(rangeText) : [[0, 0x10ffff] as [number, number]];
    const covers = (cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);
    const script = covers(0x0627) ? 'arabic' : covers(0x0041) ? 'latin' : 'other';
    faces.push({ url: resolveUrl(src, cssUrl), family, script, ranges });
  }
  return faces;
}
