// The record `npm run visuals` keeps of what it rendered (src/assets/visuals/manifest.json): for each
// screen, language and layout, the hash of the document it loaded (its HTML, fonts and styles
// inlined by screenHead) and of each file it wrote from it, with the smallest text it measured there.
// tests/unit/visuals-manifest.test.ts recomputes the hashes: an image the tool checked is an image
// of today's sources. Deterministic: sorted keys, no dates.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Layout } from '../../src/visuals/kit/layout.ts';
import { heroScreenNames, screenWidths, type ScreenName } from '../../src/visuals/names.ts';
import { solutionsCardScreens } from '../../src/visuals/preview-screens.ts';

export const visualsDir = 'src/assets/visuals';
const manifestFile = join(visualsDir, 'manifest.json');

export type ManifestEntry = {
  /** sha256 of the rendered document's HTML. */
  document: string;
  /** Each file written from that document (its name in visualsDir) and its sha256. */
  files: Record<string, string>;
  /** The smallest font size of text shown in the window, in px, before any crop. */
  smallestText: number;
};

export type Manifest = Record<string, ManifestEntry>;

export const manifestKey = (name: string, locale: Locale, layout: Layout): string => `${name}.${locale}.${layout}`;

/**
 * The files the tool writes from one document: a hero screen's desktop window as AVIF at each
 * width and WebP at the first; a section screen's as AVIF at the second only (decision 0035);
 * the phone canvas as AVIF; and for a /solutions family card's screen, the card crop of each
 * layout (`cardFile`, written after the others by scripts/lib/card-crops.ts).
 */
export function screenFiles(name: ScreenName, locale: Locale, layout: Layout): string[] {
  if (layout === 'phone') return [`${name}.${locale}.phone.avif`];
  const [small, large] = screenWidths.map((width) => `${name}.${locale}.${width}`);
  return (heroScreenNames as readonly string[]).includes(name) ? [`${small}.avif`, `${small}.webp`, `${large}.avif`] : [`${large}.avif`];
}

/** Every file recorded for one document: its own (`screenFiles`) and a family card's crop. */
export const documentFiles = (name: ScreenName, locale: Locale, layout: Layout): string[] => [
  ...screenFiles(name, locale, layout),
  ...(solutionsCardScreens.includes(name) ? [cardFile(name, locale, layout)] : []),
];

/** A family card's crop of the screen in one layout (names.ts `cardSize`). */
export const cardFile = (name: ScreenName, locale: Locale, layout: Layout): string =>
  `${name}.${locale}.${layout === 'phone' ? 'card-phone' : 'card'}.avif`;

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

export const fileHash = (file: string): string => sha256(readFileSync(join(visualsDir, file)));

export function readManifest(): Manifest {
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
}

/** Writes the manifest with its keys (and each entry's files) sorted; entries of unknown screens dropped. */
export function writeManifest(manifest: Manifest, known: readonly string[]): void {
  const names = new Set(known);
  const sorted = Object.keys(manifest)
    .filter((key) => names.has(key.split('.')[0]!))
    .sort()
    .map((key) => {
      const { document, files, smallestText } = manifest[key]!;
      const sortedFiles = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
      return [key, { document, files: sortedFiles, smallestText }] as const;
    });
  writeFileSync(manifestFile, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
}
