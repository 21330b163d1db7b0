// `npm run visuals`: renders every product screen (src/visuals/) in English and Arabic with the
// site's fonts in Chromium, at 1× and 2×, and writes AVIF (1×, 2×) + WebP (1×) to src/assets/visuals/
// (committed; Vite fingerprints them at build). Reproducible: same inputs, same pixels.
// Usage: node scripts/visuals.ts [--check] [screen-name …]   (all screens without names; --check
// only verifies that each screen fits its window and writes PNG previews to test-results/visuals/)
// See docs/decisions/0017-product-visuals.md.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import sharp from 'sharp';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { locales, type Locale } from '../src/i18n/locales.ts';
import { screenNames, screenSize, screenWidths, type ScreenName } from '../src/visuals/names.ts';

const out = 'src/assets/visuals';
const previews = 'test-results/visuals';
const fonts = 'node_modules/@fontsource-variable';

/** The colour tokens, read from the one place they are defined. */
function tokenCss(): string {
  const theme = readFileSync('src/styles/global.css', 'utf8');
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
const head = [
  '<style>',
  fontFace('Inter Variable', 'inter/files/inter-latin-wght-normal.woff2', latin),
  fontFace('Noto Sans Arabic Variable', 'noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2', arabic),
  tokenCss(),
  readFileSync('src/visuals/kit/screen.css', 'utf8'),
  '</style>',
].join('\n');

/** The most empty space a screen may leave below its last block, in CSS px. */
const maxEmptyBand = 48;

/**
 * Every screen fills the one window size the pages reserve (names.ts, `screenSize`): nothing is
 * clipped (the main area and the sidebar hide what overflows), no module name is cut off, and
 * no empty band is left under the last block.
 */
async function fitProblem(page: Page): Promise<string | undefined> {
  return page.evaluate((maxBand) => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const sidebar = document.querySelector<HTMLElement>('.sidebar')!;
    if (main.scrollHeight > main.clientHeight + 1)
      return `the content is ${main.scrollHeight - main.clientHeight} px taller than the window`;
    if (sidebar.scrollHeight > sidebar.clientHeight + 1) return 'the sidebar is taller than the window';
    const cut = [...sidebar.querySelectorAll('li')].find((li) => li.scrollWidth > li.clientWidth + 1);
    if (cut) return `the sidebar item «${cut.textContent}» is cut off`;
    const box = main.getBoundingClientRect();
    const bottom = Math.max(...[...main.children].map((child) => child.getBoundingClientRect().bottom));
    const band = Math.round(box.bottom - Number.parseFloat(getComputedStyle(main).paddingBlockEnd) - bottom);
    return band > maxBand ? `${band} px left empty below the last block (at most ${maxBand})` : undefined;
  }, maxEmptyBand);
}

// The screens are TSX; esbuild turns the renderer into one ES module we can import. It is
// written inside the project (.astro/, git-ignored) so that it resolves react from node_modules.
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
  const { screenDocument } = (await import(pathToFileURL(resolve(entry)).href)) as {
    screenDocument: (name: ScreenName, locale: Locale, head: string) => string;
  };

  const checkOnly = process.argv.includes('--check');
  const wanted = process.argv.slice(2).filter((arg) => arg !== '--check');
  const names = wanted.length ? screenNames.filter((n) => wanted.includes(n)) : screenNames;
  if (wanted.length && names.length !== wanted.length)
    throw new Error(`Unknown screen in: ${wanted.join(', ')}; known: ${screenNames.join(', ')}`);

  mkdirSync(out, { recursive: true });
  const misfits: string[] = [];
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--font-render-hinting=none'],
  });
  try {
    for (const width of checkOnly ? screenWidths.slice(0, 1) : screenWidths) {
      const scale = width / screenSize.width;
      const page = await browser.newPage({ viewport: { ...screenSize }, deviceScaleFactor: scale });
      // Nothing may be fetched: the document carries its fonts and has no other resource.
      await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      for (const name of names) {
        for (const locale of locales) {
          await page.setContent(screenDocument(name, locale, head), { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          if (width === screenWidths[0]) {
            const problem = await fitProblem(page);
            if (problem) misfits.push(`${name}.${locale}: ${problem}`);
          }
          if (checkOnly) {
            await page
              .locator('.window')
              .screenshot({ path: join(previews, `${name}.${locale}.png`), omitBackground: true, animations: 'disabled' });
            continue;
          }
          const png = await page.locator('.window').screenshot({ omitBackground: true, animations: 'disabled' });
          const base = join(out, `${name}.${locale}.${width}`);
          const image = sharp(png);
          // 4:4:4 keeps the small coloured text (chips, links) sharp; UI flats compress well. The
          // phone's width gets effort 9 (the slowest setting, ~20 s an image): 6–8 % smaller, and
          // the hero screen is a phone's LCP image, which under ~14 kB arrives in the first round
          // trip (decision 0021).
          const effort = width === screenWidths[0] ? 9 : 4;
          await image.clone().avif({ quality: 55, effort, chromaSubsampling: '4:4:4' }).toFile(`${base}.avif`);
          // WebP is the fallback for browsers without AVIF, at 1× only (see ScreenPicture).
          if (width === screenWidths[0]) await image.clone().webp({ quality: 80, effort: 4, smartSubsample: true }).toFile(`${base}.webp`);
          console.log(base);
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  if (misfits.length)
    throw new Error(`Screens that do not fit the ${screenSize.width} × ${screenSize.height} window:\n${misfits.join('\n')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (!process.argv.includes('--check'))
  writeFileSync(
    join(out, 'README.md'),
    '# Product screens\n\nGenerated by `npm run visuals` (scripts/visuals.ts) from src/visuals/. Do not edit; re-run the script.\n',
  );
