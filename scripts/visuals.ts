// `npm run visuals`: renders every product screen (src/visuals/) in English and Arabic with the
// site's fonts in Chromium and writes to src/assets/visuals/ (committed; Vite fingerprints them at
// build): the desktop window as AVIF (768w, 1280w) + WebP (768w) — a section screen's as AVIF at 1280w only —
// and, for a screen some page shows on phones (src/visuals/phone-canvases.ts), the phone canvas as AVIF (2×);
// for a /solutions family card's screen, the card's crops too (scripts/lib/card-crops.ts). Same inputs, same pixels.
// Each document is checked on the load that photographs it (scripts/lib/screen-fit.ts,
// scripts/lib/screen-checks.ts): the run fails, naming screen, language, layout and problem, if one
// does not fit its canvas, cuts or clips text, misaligns figures or chart labels, or ends on a cut
// block. A run that passes records each document's and file's hash (scripts/lib/visuals-manifest.ts).
// Usage: node scripts/visuals.ts [--check] [--phone|--desktop] [screen-name …]   (all screens without
// names; --check only runs the checks and writes PNG previews to test-results/visuals/;
// --phone renders only the phone canvases, --desktop only the desktop files)
// See docs/decisions/design-history.md#0017 and #0035.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { loadScreenDocument, screenHead, type ScreenDocument } from './lib/screen-documents.ts';
import { chartLabelProblems, cutAtFoot, smallestText, unalignedFigures } from './lib/screen-checks.ts';
import { cropToPhone, cutText, fitProblem, fitToContent, tableProblem } from './lib/screen-fit.ts';
import { calloutRecorder } from './lib/callouts.ts';
import { cardCropper } from './lib/card-crops.ts';
import { fileHash, manifestKey, readManifest, screenFiles, sha256, writeManifest, type ManifestEntry } from './lib/visuals-manifest.ts';
import { locales, type Locale } from '../src/i18n/locales.ts';
import type { Layout } from '../src/visuals/kit/layout.ts';
import { hasPhoneCanvas, screensWithoutPhoneCanvas } from '../src/visuals/phone-canvases.ts';
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
const manifest = readManifest();
/** Each phone canvas's fitted height (decision 0039), read by ScreenPicture for its <source>. */
const heightsFile = join(out, 'phone-heights.json');
const phoneHeights = JSON.parse(readFileSync(heightsFile, 'utf8')) as Record<string, number>;
/** The sector screens' callouts, measured on the load photographed (scripts/lib/callouts.ts; alone: scripts/visuals-callouts.ts). */
const callouts = calloutRecorder(checkOnly);
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

async function load(page: Page, html: string) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
}

const windowPng = (page: Page) => page.locator('.window').screenshot({ omitBackground: true, animations: 'disabled' });

function report(name: ScreenName, locale: Locale, layout: Layout, problems: (string | undefined)[]) {
  for (const problem of problems) if (problem !== undefined) misfits.push(`${name}.${locale} (${layout}): ${problem}`);
}

/** A new manifest entry for the document: its files are added as they are written. */
async function entry(page: Page, html: string): Promise<ManifestEntry> {
  return { document: sha256(html), files: {}, smallestText: await smallestText(page) };
}

/**
 * The desktop window at each width: checked at the first (768w), WebP at that width only (the
 * fallback, see ScreenPicture). A section screen is written at 2× only (1280w AVIF): it is lazy, and one URL
 * instead of three keeps the product pages within their HTML budget (decision 0035); its window
 * is first fitted to its content.
 */
async function renderDesktop(browser: Browser, name: ScreenName) {
  const hero = (heroScreenNames as readonly string[]).includes(name);
  for (const width of checkOnly ? screenWidths.slice(0, 1) : screenWidths) {
    const page = await newPage(browser, screenSize, width / screenSize.width);
    for (const locale of locales) {
      const key = `${name}.${locale}`;
      const html = screenDocument(name, locale, head, 'desktop');
      await load(page, html);
      const first = width === screenWidths[0];
      if (first) {
        manifest[manifestKey(name, locale, 'desktop')] = await entry(page, html);
        report(name, locale, 'desktop', await unalignedFigures(page));
      }
      const height = hero ? undefined : await fitToContent(page);
      if (first) report(name, locale, 'desktop', [await callouts.record(page, name, locale, 'desktop', html)]);
      const png = await windowPng(page);
      if (first) {
        report(name, locale, 'desktop', [(await fitProblem(page)) ?? (await tableProblem(page, key)) ?? (await cutText(page))]);
        if (checkOnly && height !== undefined && sectionHeights[key] !== height)
          report(name, locale, 'desktop', [`${height} px tall, ${sectionHeightsFile} says ${sectionHeights[key]}: re-render it`]);
      }
      if (height !== undefined && !checkOnly) sectionHeights[key] = height;
      if (checkOnly) {
        writeFileSync(join(previews, `${key}.png`), png);
        continue;
      }
      if (!hero && first) continue;
      const base = `${key}.${width}`;
      await writeAvif(png, join(out, `${base}.avif`), false);
      if (first)
        await sharp(png)
          .webp({ quality: 80, effort: 4, smartSubsample: true })
          .toFile(join(out, `${base}.webp`));
      console.log(join(out, base));
    }
    await page.close();
  }
  if (checkOnly) return;
  for (const locale of locales) {
    const files = screenFiles(name, locale, 'desktop').map((file) => [file, fileHash(file)]);
    manifest[manifestKey(name, locale, 'desktop')]!.files = Object.fromEntries(files);
  }
}

/** The phone canvas at 2×, checked as laid out, then cropped by rows, or shortened, to its content and checked again. */
async function renderPhone(browser: Browser, name: ScreenName) {
  const page = await newPage(browser, phoneSize, phoneScale);
  for (const locale of locales) {
    const html = screenDocument(name, locale, head, 'phone');
    await load(page, html);
    const record = await entry(page, html);
    const key = `${name}.${locale}`;
    // Figures and labels are read as the document lays out, before the crop moves it.
    report(name, locale, 'phone', [...(await unalignedFigures(page)), ...(await chartLabelProblems(page))]);
    const fit = await cropToPhone(page);
    report(name, locale, 'phone', [await callouts.record(page, name, locale, 'phone', html)]);
    report(name, locale, 'phone', [fit.problem ?? (await cutText(page)) ?? (await cutAtFoot(page))]);
    const png = await windowPng(page);
    if (checkOnly) {
      if (fit.height !== undefined && phoneHeights[key] !== fit.height)
        report(name, locale, 'phone', [`${fit.height} px tall, ${heightsFile} says ${phoneHeights[key]}: re-render it`]);
      writeFileSync(join(previews, `${key}.phone.png`), png);
      continue;
    }
    if (fit.height !== undefined) phoneHeights[key] = fit.height;
    const [file] = screenFiles(name, locale, 'phone') as [string];
    await writeAvif(png, join(out, file), (heroScreenNames as readonly string[]).includes(name));
    manifest[manifestKey(name, locale, 'phone')] = { ...record, files: { [file]: fileHash(file) } };
    console.log(join(out, file));
  }
  await page.close();
}

for (const dir of [out, previews]) mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, '--font-render-hinting=none'] });
const cards = cardCropper({ newPage: newPage.bind(null, browser), screenDocument, head, load, writeAvif, report, manifest, checkOnly });
try {
  for (const name of names) {
    if (!phoneOnly) await renderDesktop(browser, name);
    if (!desktopOnly && hasPhoneCanvas(name)) await renderPhone(browser, name);
    await cards.render(name, [...(phoneOnly ? [] : ['desktop' as const]), ...(desktopOnly ? [] : ['phone' as const])]);
  }
} finally {
  await browser.close();
}
if (!checkOnly) {
  // A screen no phone shows keeps no phone canvas on record.
  for (const name of screensWithoutPhoneCanvas)
    for (const locale of locales) {
      delete phoneHeights[`${name}.${locale}`];
      delete manifest[manifestKey(name, locale, 'phone')];
    }
  callouts.write();
  for (const [file, heights] of [
    [heightsFile, phoneHeights],
    [sectionHeightsFile, sectionHeights],
  ] as const) {
    const sorted = Object.fromEntries(Object.entries(heights).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
if (misfits.length) throw new Error(`Screen documents that fail their checks:\n${misfits.join('\n')}`);
// Only a run whose checks all passed records its hashes: the unit test then vouches for checked images.
if (!checkOnly) {
  writeManifest(manifest, screenNames);
  const readme = 'Generated by `npm run visuals` (scripts/visuals.ts) from src/visuals/. Do not edit; re-run the script.';
  writeFileSync(join(out, 'README.md'), `# Product screens\n\n${readme}\n`);
}
