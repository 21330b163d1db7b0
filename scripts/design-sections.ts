// One screenshot per named section type (docs/design.md §7, decision 0034), taken from the built
// site at 1280 px (and the showcase at 360 px too), written as palette PNGs of at most 150 kB to
// docs/design/sections/. Usage: npm run build && node scripts/design-sections.ts [name …] (only
// those shots; all without a name)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist } from './lib/dist-route.ts';

const out = 'docs/design/sections';
const maxBytes = 150_000;

/** Section type → where to find a good example of it. */
const shots = [
  { name: 'hero-with-screen', path: '/FinancialSystems', selector: '[data-testid="page-hero"]' },
  { name: 'product-showcase', path: '/', selector: '[data-section="solutions"]' },
  { name: 'product-showcase-ar-360', path: '/ar', selector: '[data-section="solutions"]', width: 360 },
  { name: 'proof-band', path: '/', selector: '[data-section="partners"]' },
  { name: 'numbered-benefits', path: '/', selector: '[data-section="benefits"]' },
  { name: 'advantages-band', path: '/ar', selector: '[data-section="advantages"]' },
  { name: 'card-grid', path: '/', selector: '[data-section="sectors"]' },
  // The first row of two cards: enough to show the rows they share.
  {
    name: 'family-cards',
    path: '/solutions',
    selector: '[data-section="families"]',
    hide: '[data-testid="solution-families"] > li:nth-child(n + 3)',
  },
  { name: 'link-list', path: '/ar/solutions', selector: '[data-section="sectors"]' },
  // Taller than the window: the sticky header would cover it as the shot scrolls.
  { name: 'compliance-strip', path: '/aboutus', selector: '[data-section="compliance"]', hide: 'body > header' },
  { name: 'compliance-strip-ar-360', path: '/ar/aboutus', selector: '[data-section="compliance"]', width: 360 },
  { name: 'closing-band', path: '/aboutus', selector: '[data-cta-block="closing"]' },
  { name: 'step-path-ar', path: '/ar/PartnersInfo', selector: '[data-testid="partner-path"]' },
  { name: 'posting-flow', path: '/HumanResources', selector: '[data-testid="product-fit"]' },
  { name: 'posting-flow-ar-360', path: '/ar/DistributionSystems', selector: '[data-testid="product-fit"]', width: 360 },
  { name: 'sector-signature-rule', path: '/construction', selector: '#signature' },
  { name: 'footer-ar', path: '/ar', selector: '[data-testid="site-footer"]' },
] as const;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
const only = process.argv.slice(2);
for (const shot of shots.filter((s) => only.length === 0 || only.includes(s.name))) {
  const width = 'width' in shot ? shot.width : 1280;
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await page.route(`${distOrigin}/**`, fulfillFromDist);
  await page.goto(`${distOrigin}${shot.path}`, { waitUntil: 'networkidle' });
  const section = page.locator(shot.selector).first();
  await section.scrollIntoViewIfNeeded();
  await section.evaluate(async (el) => {
    const lazy = [...el.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const img of lazy) img.loading = 'eager';
    await Promise.all(lazy.map((img) => img.decode().catch(() => undefined)));
  });
  if ('hide' in shot) await page.locator(shot.hide).evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).hidden = true)));
  const png = await section.screenshot({ animations: 'disabled' });
  // A palette of 128 colours keeps flat UI sharp and the file small; fewer colours if still too big.
  let file = await sharp(png).png({ palette: true, colours: 128, effort: 10 }).toBuffer();
  if (file.length > maxBytes) file = await sharp(png).png({ palette: true, colours: 48, effort: 10 }).toBuffer();
  // The palette PNG as encoded: `sharp(file).toFile` decoded and wrote it again as full-colour RGBA.
  writeFileSync(join(out, `${shot.name}.png`), file);
  console.log(`${shot.name}.png ${Math.round(file.length / 1000)} kB${file.length > maxBytes ? ' ✗ over 150 kB' : ''}`);
  await page.close();
}
await browser.close();
