// `npm run visuals`: renders every product screen (src/visuals/) in English and Arabic with the
// site's fonts in Chromium and writes to src/assets/visuals/ (committed; Vite fingerprints them at
// build): the desktop window as AVIF (768w, 1280w) + WebP (768w) — a section screen's as AVIF at 1280w only —
// and the phone canvas as AVIF (2×).
// Reproducible: same inputs, same pixels.
// Usage: node scripts/visuals.ts [--check] [--phone|--desktop] [screen-name …]   (all screens without
// names; --check only verifies that each screen fits its window and writes PNG previews to
// test-results/visuals/; --phone renders only the phone canvases, --desktop only the desktop files)
// See docs/decisions/design-history.md#0017 and #0035.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { loadScreenDocument, screenHead, type ScreenDocument } from './lib/screen-documents.ts';
import { cropToPhone, cutText, fitProblem, fitToContent, tableProblem } from './lib/screen-fit.ts';
import { locales } from '../src/i18n/locales.ts';
import { heroScreenNames, phoneScale, phoneSize, screenNames, screenSize, screenWidths, type ScreenName } from '../src/visuals/names.ts';

const out = 'src/assets/visuals';
const previews = 'test-results/visuals';
const head = screenHead();
const checkOnly = process.argv.includes('--check');
const phoneOnly = process.argv.includes('--phone');
const desktopOnly = process.argv.includes('--desktop');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const names = wanted.length ? screenNames.filter((n) => wanted.includes(n)) : screenNames;
if (wanted.length && names.length !== wanted.length)
  throw new Error(`Unknown screen in: ${wanted.join(', ')}; known: ${screenNames.join(', ')}`);
const screenDocument: ScreenDocument = await loadScreenDocument();
const misfits: string[] = [];
/** Each phone canvas's fitted height (decision 0039), read by ScreenPicture for its <source>. */
const heightsFile = join(out, 'phone-heights.json');
const phoneHeights = JSON.parse(readFileSync(heightsFile, 'utf8')) as Record<string, number>;
/** Each section screen's desktop window height, fitted to its content like a phone canvas. */
const sectionHeightsFile = join(out, 'section-heights.json');
const sectionHeights = JSON.parse(readFileSync(sectionHeightsFile, 'utf8')) as Record<string, number>;

/**
 * AVIF 4:4:4 keeps the small coloured text (chips, links) sharp; UI flats compress well. A hero
 * screen's phone canvas is a phone's LCP image: effort 6 makes it a few per cent smaller
 * (decision 0021); effort 9 took ~35 s an image on the shared build machine, for ~1 kB more.
 * Other files are lazy or for larger screens: effort 4 (decision 0035).
 */
async function writeAvif(png: Buffer, file: string, lcp: boolean) {
  await sharp(png)
    .avif({ quality: 55, effort: lcp ? 6 : 4, chromaSubsampling: '4:4:4' })
    .toFile(file);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }, scale: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { ...viewport }, deviceScaleFactor: scale });
  // Nothing may be fetched: the document carries its fonts and has no other resource.
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  return page;
}

/** The window's picture; a section screen's window first fitted to its content (its height returned). */
async function shoot(page: Page, html: string, fit: boolean): Promise<{ png: Buffer; height?: number }> {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const height = fit ? await fitToContent(page) : undefined;
  return { png: await page.locator('.window').screenshot({ omitBackground: true, animations: 'disabled' }), ...(height && { height }) };
}

/**
 * The desktop window at each width: checked at the first (768w), WebP at that width only (the
 * fallback, see ScreenPicture). A section screen is written at 2× only (1280w AVIF): it is lazy, and one URL
 * instead of three keeps the product pages within their HTML budget (decision 0035).
 */
async function renderDesktop(browser: Browser, name: ScreenName) {
  const hero = (heroScreenNames as readonly string[]).includes(name);
  for (const width of checkOnly ? screenWidths.slice(0, 1) : screenWidths) {
    const page = await newPage(browser, screenSize, width / screenSize.width);
    for (const locale of locales) {
      const key = `${name}.${locale}`;
      const { png, height } = await shoot(page, screenDocument(name, locale, head), !hero);
      if (width === screenWidths[0]) {
        const problem = (await fitProblem(page)) ?? (await tableProblem(page, key)) ?? (await cutText(page));
        if (problem) misfits.push(`${key}: ${problem}`);
        if (checkOnly && height !== undefined && sectionHeights[key] !== height)
          misfits.push(`${key}: ${height} px tall, ${sectionHeightsFile} says ${sectionHeights[key]}: re-render it`);
      }
      if (height !== undefined && !checkOnly) sectionHeights[key] = height;
      if (checkOnly) {
        writeFileSync(join(previews, `${key}.png`), png);
        continue;
      }
      if (!hero && width === screenWidths[0]) continue;
      const base = join(out, `${name}.${locale}.${width}`);
      await writeAvif(png, `${base}.avif`, false);
      if (width === screenWidths[0]) await sharp(png).webp({ quality: 80, effort: 4, smartSubsample: true }).toFile(`${base}.webp`);
      console.log(base);
    }
    await page.close();
  }
}

/** The phone canvas at 2×, cropped by rows, or shortened, to its content. */
async function renderPhone(browser: Browser, name: ScreenName) {
  const page = await newPage(browser, phoneSize, phoneScale);
  for (const locale of locales) {
    await page.setContent(screenDocument(name, locale, head, 'phone'), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const fit = await cropToPhone(page);
    const key = `${name}.${locale}`;
    const problem = fit.problem ?? (await cutText(page));
    if (problem !== undefined) misfits.push(`${key} (phone): ${problem}`);
    const png = await page.locator('.window').screenshot({ omitBackground: true, animations: 'disabled' });
    if (checkOnly) {
      if (fit.height !== undefined && phoneHeights[key] !== fit.height)
        misfits.push(`${key} (phone): ${fit.height} px tall, ${heightsFile} says ${phoneHeights[key]}: re-render it`);
      writeFileSync(join(previews, `${key}.phone.png`), png);
      continue;
    }
    if (fit.height !== undefined) phoneHeights[key] = fit.height;
    const file = join(out, `${key}.phone.avif`);
    await writeAvif(png, file, (heroScreenNames as readonly string[]).includes(name));
    console.log(file);
  }
  await page.close();
}

mkdirSync(out, { recursive: true });
mkdirSync(previews, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, '--font-render-hinting=none'] });
try {
  for (const name of names) {
    if (!phoneOnly) await renderDesktop(browser, name);
    if (!desktopOnly) await renderPhone(browser, name);
  }
} finally {
  await browser.close();
}
if (!checkOnly) {
  for (const [file, heights] of [
    [heightsFile, phoneHeights],
    [sectionHeightsFile, sectionHeights],
  ] as const) {
    const sorted = Object.fromEntries(Object.entries(heights).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
if (misfits.length) throw new Error(`Screens that do not fit their canvas:\n${misfits.join('\n')}`);
if (!checkOnly)
  writeFileSync(
    join(out, 'README.md'),
    '# Product screens\n\nGenerated by `npm run visuals` (scripts/visuals.ts) from src/visuals/. Do not edit; re-run the script.\n',
  );
