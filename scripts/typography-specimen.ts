// Renders candidate Arabic typeface pairings on the site's own Arabic copy (home slide, solutions
// intro, a product page and a sector page) at 360 and 1280 px, to choose a pairing by looking
// (docs/decisions/0031-arabic-typefaces.md). Fonts are read from fontsource packages on disk,
// nothing is fetched. The candidates need not be dependencies: install them anywhere and pass
// the folder, e.g.
//   npm install --prefix /tmp/cands @fontsource-variable/noto-kufi-arabic@5.3.0 …
//   FONTS_DIR=/tmp/cands/node_modules node scripts/typography-specimen.ts
// Writes palette PNGs to docs/design/typography/ (small enough to commit).
// With --scale it compares the Arabic heading scale instead (docs/decisions/0067-arabic-type-scale.md):
// English in Inter at its own scale beside Arabic today and the candidate faces and weights at the
// Arabic scale, on the same copy (scale-360.png, scale-1280.png; needs @fontsource/ibm-plex-sans-arabic
// in FONTS_DIR like the pairings).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumOptions } from './lib/chromium.ts';

const fontsDir = process.env['FONTS_DIR'] ?? 'node_modules';
const out = 'docs/design/typography';
mkdirSync(out, { recursive: true });

interface Face {
  family: string;
  file: string;
  weight: string;
}
interface Pairing {
  id: string;
  label: string;
  heading: Face;
  text: Face;
  headingWeight: number;
}

const face = (family: string, file: string, weight = '100 900'): Face => ({ family, file, weight });
const notoSans = face('Noto Sans Arabic', '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2');
const plex = (w: number) =>
  face(`IBM Plex Sans Arabic ${w}`, `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${w}-normal.woff2`, String(w));

const pairings: Pairing[] = [
  { id: 'today', label: 'Today: Noto Sans Arabic / Noto Sans Arabic', heading: notoSans, text: notoSans, headingWeight: 700 },
  {
    id: 'kufi-sans',
    label: 'Noto Kufi Arabic / Noto Sans Arabic',
    heading: face('Noto Kufi Arabic', '@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2'),
    text: notoSans,
    headingWeight: 700,
  },
  { id: 'plex', label: 'IBM Plex Sans Arabic 700 / 400', heading: plex(700), text: plex(400), headingWeight: 700 },
  {
    id: 'readex',
    label: 'Readex Pro 600 / 400 (one file)',
    heading: face('Readex Pro', '@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2'),
    text: face('Readex Pro', '@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2'),
    headingWeight: 600,
  },
  {
    id: 'alexandria-naskh',
    label: 'Alexandria / Noto Naskh Arabic',
    heading: face('Alexandria', '@fontsource-variable/alexandria/files/alexandria-arabic-wght-normal.woff2'),
    text: face('Noto Naskh Arabic', '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2'),
    headingWeight: 700,
  },
];

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const home = read('src/content/home/ar.json') as {
  slider: { slides: Array<{ eyebrow: string; title: string; text: string }> };
  solutions: { heading: string; intro: string; cards: Array<{ title: string; text: string }> };
};
const financial = read('src/content/products/financial/ar.json') as { intro: { eyebrow: string; heading: string; lead: string } };
const pharmacy = read('src/content/sectors/pharmacy/ar.json') as { heading: string; subtitle: string; lead: string };
const plain = (s: string) => s.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

const fontFace = (f: Face) =>
  `@font-face{font-family:'${f.family}';src:url('data:font/woff2;base64,${readFileSync(join(fontsDir, f.file)).toString('base64')}') format('woff2');font-weight:${f.weight};unicode-range:U+20,U+600-6FF,U+200C-200F,U+FB50-FDFF,U+FE70-FEFF}`;

/** One pairing's specimen: the first screen of the home page, a product and a sector page. */
function specimen(p: Pairing, wide: boolean): string {
  const [slide] = home.slider.slides;
  const card = home.solutions.cards[0];
  return `<section class="spec" style="--h:'${p.heading.family}';--t:'${p.text.family}';--hw:${p.headingWeight}">
  <div class="label" lang="en">${p.label}</div>
  <p class="eyebrow">${slide?.eyebrow}</p><h1>${slide?.title}</h1><p class="lead">${slide?.text}</p>
  <p class="eyebrow">${financial.intro.eyebrow}</p><h1>${financial.intro.heading}</h1><p class="lead">${plain(financial.intro.lead)}</p>
  ${wide ? '' : `<h1>${pharmacy.heading}</h1><p class="sub">${pharmacy.subtitle}</p><p class="lead">${plain(pharmacy.lead)}</p>`}
  <h2>${home.solutions.heading}</h2><div class="card"><h3>${card?.title}</h3><p>${card?.text}</p></div>
</section>`;
}

function page(list: Pairing[], wide: boolean): string {
  const faces = [...new Map(list.flatMap((p) => [p.heading, p.text]).map((f) => [f.family, f])).values()];
  const inter = face('Inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><style>
${faces.map(fontFace).join('\n')}
@font-face{font-family:'Inter';src:url('data:font/woff2;base64,${readFileSync(join(fontsDir, inter.file)).toString('base64')}') format('woff2');font-weight:100 900;unicode-range:U+0-FF,U+2000-206F}
body{margin:0;display:flex;gap:0;background:#fff;color:#0f1d2e;font-size:17px;line-height:1.75}
.spec{box-sizing:border-box;inline-size:${wide ? 1280 : 360}px;padding:${wide ? '40px 64px' : '20px'};border-inline-end:1px solid #d9e0e8;font-family:var(--t),'Inter',sans-serif}
.label{font:600 13px/1.4 'Inter',sans-serif;color:#b3470f;direction:ltr;text-align:left;margin-block-end:12px}
h1,h2,h3{font-family:var(--h),'Inter',sans-serif;font-weight:var(--hw);color:#0b2545;text-wrap:balance;margin:0}
h1{font-size:${wide ? '48.9px' : '38.25px'};line-height:${wide ? 1.3 : 1.35};margin-block-end:12px}
h2{font-size:${wide ? '38.25px' : '29.75px'};line-height:1.35;margin-block:28px 12px}
h3{font-size:23.4px;line-height:1.45}
.eyebrow{font-size:15px;font-weight:600;color:#b3470f;margin:24px 0 8px}
.lead{font-size:19px;color:#3d4b5c;margin:0 0 8px;max-inline-size:42rem}
.sub{font-size:19px;font-weight:600;color:#12355f;margin:0 0 4px}
.card{border:1px solid #d9e0e8;border-radius:16px;padding:20px;max-inline-size:24rem}.card p{font-size:17px;margin:8px 0 0;color:#3d4b5c}
</style></head><body>${list.map((p) => specimen(p, wide)).join('')}</body></html>`;
}

async function shoot(html: string, width: number, file: string): Promise<void> {
  const tab = await browser.newPage({ viewport: { width, height: 800 } });
  await tab.setContent(html);
  await tab.evaluate(() => document.fonts.ready);
  const png = await tab.screenshot({ fullPage: true });
  await tab.close();
  // Grey levels are enough to judge letterforms, and keep each file small enough to commit.
  const small = await sharp(png).grayscale().png({ palette: true, colors: 16, compressionLevel: 9, effort: 10, dither: 0 }).toBuffer();
  writeFileSync(join(out, file), small);
  console.log(`${file}: ${(small.length / 1000).toFixed(0)} kB`);
}

/**
 * A column of the scale comparison: a face and weight at a size scale. `steps`: for h1, h2 and h3
 * in turn, the px size at 360 and at 1280 px and the line height (nine numbers).
 */
interface Scale {
  label: string;
  lang: 'en' | 'ar';
  heading: Face;
  weight: number;
  steps: readonly number[];
  eyebrow: string;
}
const kufi = face('Noto Kufi Arabic', '@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2');
const interFace = face('Inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const column = (label: string, lang: Scale['lang'], heading: Face, weight: number, steps: number[], eyebrow: string): Scale => ({
  ...{ label, lang, heading, weight, steps, eyebrow },
});
// The Arabic steps are the tokens of global.css (decision 0067), in px on the Arabic root of 17 px.
const arabicSteps = [30.8, 51, 1.35, 25.5, 30.8, 1.35, 20.2, 20.2, 1.35];
const scales: Scale[] = [
  column('English: Inter 700', 'en', interFace, 700, [28, 46, 1.2, 22, 28, 1.35, 18, 18, 1.6], '14px'),
  column('Arabic before: Kufi 700', 'ar', kufi, 700, [27.6, 48.9, 1.45, 23.4, 29.75, 1.35, 19.1, 19.1, 1.6], '14.9px'),
  ...[700, 600, 500].map((weight) => column(`Kufi ${weight}, Arabic scale`, 'ar', kufi, weight, arabicSteps, '17px')),
  column('IBM Plex Sans Arabic 700, Arabic scale', 'ar', plex(700), 700, arabicSteps, '17px'),
];

function scaleColumn(c: Scale, wide: boolean): string {
  const copy = c.lang === 'en' ? english : arabicCopy;
  const at = (level: number) => `${c.steps[level * 3 + (wide ? 1 : 0)]}px/${c.steps[level * 3 + 2]}`;
  return `<section class="spec" lang="${c.lang}" dir="${c.lang === 'en' ? 'ltr' : 'rtl'}" style="font-size:${c.lang === 'en' ? 16 : 17}px;--h:'${c.heading.family}'">
  <div class="label" lang="en">${c.label}</div>
  <style>[data-c="${c.label}"] h1{font:${c.weight} ${at(0)} var(--h),'Inter'}[data-c="${c.label}"] h2{font:${c.weight} ${at(1)} var(--h),'Inter'}[data-c="${c.label}"] h3{font:${Math.min(c.weight, 600)} ${at(2)} var(--h),'Inter'}</style>
  <div data-c="${c.label}"><p class="eyebrow" style="font-size:${c.eyebrow}${c.lang === 'en' ? ';text-transform:uppercase;letter-spacing:.05em' : ''}">${copy.eyebrow}</p>
  <h1>${copy.h1}</h1><p class="lead">${copy.lead}</p><h1>${copy.sector}</h1>
  <h2>${copy.h2}</h2><p>${copy.intro}</p><div class="card"><h3>${copy.h3}</h3><p>${copy.card}</p></div></div>
</section>`;
}

const pick = (lang: 'en' | 'ar') => {
  const h = read(`src/content/home/${lang}.json`) as typeof home;
  const f = read(`src/content/products/financial/${lang}.json`) as typeof financial;
  const s = read(`src/content/sectors/pharmacy/${lang}.json`) as typeof pharmacy;
  const card = h.solutions.cards[0];
  const intro = { eyebrow: f.intro.eyebrow, h1: f.intro.heading, lead: plain(f.intro.lead), sector: s.heading };
  return { ...intro, h2: h.solutions.heading, intro: h.solutions.intro, h3: card?.title, card: card?.text };
};
const english = pick('en');
const arabicCopy = pick('ar');

function scalePage(wide: boolean): string {
  const faces = [...new Map(scales.map((c) => [c.heading.family, c.heading])).values()].filter((f) => f !== interFace);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${[...faces, notoSans].map(fontFace).join('\n')}
@font-face{font-family:'Inter';src:url('data:font/woff2;base64,${readFileSync(join(fontsDir, interFace.file)).toString('base64')}') format('woff2');font-weight:100 900;unicode-range:U+0-FF,U+2000-206F}
body{margin:0;display:flex;background:#fff;color:#0f1d2e}
.spec{box-sizing:border-box;inline-size:${wide ? 1280 : 360}px;padding:${wide ? '40px 64px' : '20px'};border-inline-end:1px solid #d9e0e8;font-family:'Inter','Noto Sans Arabic';line-height:1.7}
.label{font:600 13px/1.4 'Inter',sans-serif;color:#b3470f;direction:ltr;text-align:left;margin-block-end:12px}
h1,h2,h3{color:#0b2545;text-wrap:balance;margin:0 0 12px;max-inline-size:${wide ? '36rem' : 'none'}}
h2{margin-block-start:28px}
.eyebrow{font-weight:600;color:#1a4a7f;margin:0 0 8px}
.lead{font-size:1.125em;color:#3d4b5c;margin:0 0 24px;max-inline-size:42rem}
.card{border:1px solid #d9e0e8;border-radius:16px;padding:20px;max-inline-size:24rem}.card p{margin:8px 0 0;color:#3d4b5c}
</style></head><body>${scales.map((c) => scaleColumn(c, wide)).join('')}</body></html>`;
}

const browser = await chromium.launch(chromiumOptions);
if (process.argv.includes('--scale')) {
  await shoot(scalePage(false), 360 * scales.length, 'scale-360.png');
  await shoot(scalePage(true), 1280 * scales.length, 'scale-1280.png');
} else {
  await shoot(page(pairings, false), 360 * pairings.length, 'pairings-360.png');
  for (const p of pairings.slice(1)) await shoot(page([p], true), 1280, `pairing-${p.id}-1280.png`);
}
await browser.close();
