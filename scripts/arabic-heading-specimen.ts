// Candidate Arabic heading faces on the built site's own headings (docs/design.md §2): each face
// cut like src/fonts/subsets.ts' heading subset (the site's Arabic characters, its layout features,
// one weight) replaces --font-arabic-heading on /ar, /ar/HumanResources and /ar/careers; the page's
// H1 and first section H2 with the Noto Sans Arabic text under them are shot at 360 and 1280 px
// (docs/design/typography/pairing-<page>-600-<width>.png), and every Arabic route's H1 lines are
// counted at 360 px. Candidates need not be dependencies: install them anywhere, e.g.
//   npm install --prefix /tmp/cands @fontsource-variable/readex-pro@5.3.0 …
//   npm run build && FONTS_DIR=/tmp/cands/node_modules node scripts/arabic-heading-specimen.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { fontSubsets, unicodeRange } from '../src/fonts/subsets.ts';
import { routes } from '../src/routes.ts';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist } from './lib/dist-route.ts';

const fontsDir = process.env['FONTS_DIR'] ?? 'node_modules';
const out = 'docs/design/typography';
const weight = 600;

interface Candidate {
  id: string;
  label: string;
  /** The fontsource file, in FONTS_DIR (variable faces) or node_modules. */
  file: string;
  variable: boolean;
}
const candidates: Candidate[] = [
  { id: 'kufi', label: 'Noto Kufi Arabic 600 (today)', file: fontSubsets.arabicHeading.source, variable: true },
  {
    id: 'readex',
    label: 'Readex Pro 600',
    file: '@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2',
    variable: true,
  },
  {
    id: 'alexandria',
    label: 'Alexandria 600',
    file: '@fontsource-variable/alexandria/files/alexandria-arabic-wght-normal.woff2',
    variable: true,
  },
  {
    id: 'plex',
    label: 'IBM Plex Sans Arabic 600',
    file: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
    variable: false,
  },
  { id: 'cairo', label: 'Cairo 600', file: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2', variable: true },
];

/** The face cut as the site cuts its heading subset: the same characters and features, the weight pinned. */
async function cut(c: Candidate): Promise<Buffer> {
  const subset = fontSubsets.arabicHeading;
  const path = c.id === 'kufi' ? join('node_modules', c.file) : join(fontsDir, c.file);
  const options = { keepFeatures: [...subset.features], targetFormat: 'woff2' as const };
  const text = String.fromCodePoint(...subset.codePoints);
  const axes = c.variable ? { variationAxes: { wght: { min: weight, max: weight } } } : {};
  return subsetFont(readFileSync(path), text, { ...options, ...axes });
}

function headingCss(bytes: Buffer): string {
  const range = unicodeRange(fontSubsets.arabicHeading.codePoints);
  return `@font-face{font-family:'Candidate';font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${bytes.toString('base64')}) format('woff2');unicode-range:${range}}
:root{--font-arabic-heading:'Candidate','Noto Sans Arabic Variable','Inter Variable',system-ui,sans-serif}`;
}

const browser = await chromium.launch(chromiumOptions);

async function open(path: string, width: number, css: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(`${distOrigin}/**`, fulfillFromDist);
  await page.goto(`${distOrigin}${path}`, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: `${css}\n#language-hint,[data-language-hint]{display:none!important}` });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(100);
  return page;
}

/** Lines of the page's H1: its Range's line boxes, grouped by their vertical middle. */
const h1Lines = (page: Page) =>
  page.evaluate(() => {
    const h = [...document.querySelectorAll<HTMLElement>('h1, .slide h2')].find((t) => t.checkVisibility() && t.offsetHeight > 2);
    if (!h) return 0;
    const range = document.createRange();
    range.selectNodeContents(h);
    const lh = parseFloat(getComputedStyle(h).lineHeight);
    const middles: number[] = [];
    for (const r of range.getClientRects()) {
      const m = r.top + r.height / 2;
      if (r.width >= 1 && !middles.some((x) => Math.abs(x - m) < lh / 2)) middles.push(m);
    }
    return middles.length;
  });

/** The H1 (with its eyebrow and lead) and the first section H2 (with its intro) as two clips. */
async function clips(page: Page, width: number): Promise<Buffer[]> {
  const boxes = await page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility() && el.getBoundingClientRect().height > 2;
    // The page title: the H1, or on home the first slide's title (its H1 names the site for screen readers).
    const h1 = [...document.querySelectorAll('h1, .slide h2')].find(visible);
    const below = (h: Element) => h.getBoundingClientRect().top > (h1?.getBoundingClientRect().bottom ?? 0) + 80;
    const h2 = [...document.querySelectorAll('main h2.heading-section')].find((h) => visible(h) && below(h));
    const box = (el: Element | undefined, before: number, after: number) => {
      const r = el?.getBoundingClientRect();
      return r ? { top: r.top + window.scrollY - before, bottom: r.bottom + window.scrollY + after } : null;
    };
    return [box(h1, 56, 150), box(h2, 24, 130)];
  });
  const shots: Buffer[] = [];
  for (const b of boxes) {
    if (!b) continue;
    shots.push(
      await page.screenshot({ fullPage: true, clip: { x: 0, y: Math.max(0, b.top), width, height: b.bottom - Math.max(0, b.top) } }),
    );
  }
  return shots;
}

const label = (text: string, width: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28"><rect width="100%" height="100%" fill="#fff"/><text x="12" y="20" font-family="sans-serif" font-size="15" font-weight="600" fill="#b3470f">${text}</text></svg>`,
  );

/** Stacks images top to bottom (wide shots) or sets them side by side (phone shots). */
async function join2(images: Buffer[], across: boolean): Promise<Buffer> {
  const metas = await Promise.all(images.map((i) => sharp(i).metadata()));
  const w = across ? metas.reduce((s, m) => s + (m.width ?? 0) + 8, 0) : Math.max(...metas.map((m) => m.width ?? 0));
  const h = across ? Math.max(...metas.map((m) => m.height ?? 0)) : metas.reduce((s, m) => s + (m.height ?? 0) + 8, 0);
  let at = 0;
  const layers = images.map((input, i) => {
    const layer = across ? { input, left: at, top: 0 } : { input, left: 0, top: at };
    at += (across ? (metas[i]?.width ?? 0) : (metas[i]?.height ?? 0)) + 8;
    return layer;
  });
  return sharp({ create: { width: w, height: h, channels: 3, background: '#d9e0e8' } })
    .composite(layers)
    .png()
    .toBuffer();
}

const css = new Map<string, string>();
for (const c of candidates) {
  const bytes = await cut(c);
  css.set(c.id, c.id === 'kufi' ? '' : headingCss(bytes));
  console.log(`${c.label}: subset ${(bytes.length / 1000).toFixed(1)} kB`);
}

const shown = (process.env['SHOW'] ?? 'kufi,readex,alexandria,plex,cairo').split(',');
for (const [name, path] of [
  ['home', '/ar'],
  ['hr', '/ar/HumanResources'],
  ['careers', '/ar/careers'],
] as const) {
  for (const width of [360, 1280]) {
    const columns: Buffer[] = [];
    for (const c of candidates.filter((x) => shown.includes(x.id))) {
      const page = await open(path, width, css.get(c.id) ?? '');
      columns.push(await join2([label(c.label, width), ...(await clips(page, width))], false));
      await page.close();
    }
    const png = await join2(columns, width === 360);
    const small = await sharp(png).grayscale().png({ palette: true, colors: 16, compressionLevel: 9, effort: 10, dither: 0 }).toBuffer();
    writeFileSync(`${out}/pairing-${name}-600-${width}.png`, small);
    console.log(`pairing-${name}-600-${width}.png: ${(small.length / 1000).toFixed(0)} kB`);
  }
}

// H1 lines at 360 px on every Arabic route, for each face.
const arabicPaths = Object.values(routes).map((p) => (p === '/' ? '/ar' : `/ar${p}`));
for (const c of candidates) {
  const counts: Record<number, string[]> = {};
  for (const path of arabicPaths) {
    const page = await open(path, 360, css.get(c.id) ?? '');
    (counts[await h1Lines(page)] ??= []).push(path);
    await page.close();
  }
  console.log(
    `${c.label} at 360: ${Object.entries(counts)
      .map(([n, p]) => `${n} lines: ${p.length} (${n === '3' ? p.join(' ') : ''})`)
      .join('; ')}`,
  );
}
await browser.close();
