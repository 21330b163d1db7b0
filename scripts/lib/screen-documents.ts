// The product screens as standalone HTML documents (src/visuals/render.tsx) with the site's fonts
// and colour tokens inlined: what `npm run visuals` photographs and what
// tests/e2e/phone-screens.spec.ts measures. Nothing in a document is fetched.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Layout } from '../../src/visuals/kit/layout.ts';
import { calloutTargets } from '../../src/visuals/callouts.ts';
import { heroScreenNames, type ScreenName } from '../../src/visuals/names.ts';
import { screens } from '../../src/visuals/screens/index.ts';

const fonts = 'node_modules/@fontsource-variable';

/** The colour tokens, read from the one place they are defined. */
function tokenCss(): string {
  const theme = readFileSync('src/styles/tokens.css', 'utf8');
  const colours = [...theme.matchAll(/(--color-[a-z0-9-]+):\s*(#[0-9a-f]{3,8});/gi)].map((m) => `${m[1]}:${m[2]}`);
  return `:root{${colours.join(';')}}`;
}

function fontFace(family: string, file: string, range: string): string {
  const data = readFileSync(join(fonts, file)).toString('base64');
  return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900;unicode-range:${range}}`;
}

const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const arabic =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

/** The screens' stylesheet, in cascade order: the window and its chrome, its parts, its charts, phones. */
const screenStyles = ['screen-frame.css', 'screen-parts.css', 'screen-charts.css', 'screen-phone.css'];

export const screenHead = (): string =>
  [
    '<style>',
    fontFace('Inter Variable', 'inter/files/inter-latin-wght-normal.woff2', latin),
    fontFace('Noto Sans Arabic Variable', 'noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', arabic),
    tokenCss(),
    ...screenStyles.map((file) => readFileSync(`src/visuals/kit/${file}`, 'utf8')),
    '</style>',
  ].join('\n');

export type ScreenDocument = (name: ScreenName, locale: Locale, head: string, layout?: Layout) => string;

/**
 * The screens are TSX; esbuild turns the renderer into one ES module we can import. It is
 * written inside the project (.astro/, git-ignored) so that it resolves react from node_modules.
 */
export async function loadScreenDocument(): Promise<ScreenDocument> {
  mkdirSync('.astro', { recursive: true });
  const work = mkdtempSync(join('.astro', 'visuals-'));
  try {
    const entry = join(work, 'render.mjs');
    await build({
      entryPoints: ['src/visuals/render.tsx'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react-dom'],
      outfile: entry,
      logLevel: 'warning',
    });
    const { screenDocument } = (await import(pathToFileURL(resolve(entry)).href)) as { screenDocument: ScreenDocument };
    // Arabic hero screens set their text a step larger (kit/screen-arabic.css): only those
    // documents carry the sheet, so no other document (nor its hash) changes with it. Not the
    // sector pages' mid-page screens (the ones with callouts): shown 850 px wide, 1.33 × their
    // canvas, their Arabic is 11.3 px or more at 1280 px already.
    const arabicStep = (name: ScreenName) => (heroScreenNames as readonly string[]).includes(name) && !calloutTargets(name);
    const arabicStyle = `<style>\n${readFileSync('src/visuals/kit/screen-arabic.css', 'utf8')}</style>`;
    // A screen with rows against a scale (kit/blocks/Lanes.tsx) carries their sheet; no other document changes with it.
    const lanes = (name: ScreenName) => screens[name]('en').blocks.some((b) => b.kind === 'lanes');
    // Two files read as one sheet: the block's layout, then its marks, tones and phone sizes.
    const lanesCss = ['screen-lanes.css', 'screen-lanes-marks.css'].map((file) => readFileSync(`src/visuals/kit/${file}`, 'utf8')).join('');
    const lanesStyle = `<style>\n${lanesCss}</style>`;
    return (name, locale, head, layout) =>
      screenDocument(
        name,
        locale,
        (locale === 'ar' && layout !== 'phone' && arabicStep(name) ? head + arabicStyle : head) + (lanes(name) ? lanesStyle : ''),
        layout,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
