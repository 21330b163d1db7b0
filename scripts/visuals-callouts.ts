// Measures the sector screens' numbered callouts (scripts/lib/callouts.ts, design history 2026-11-29) on their
// documents laid out as `npm run visuals` lays them out (same canvas, scale and phone crop), without
// rendering an image: for new or moved targets (src/visuals/callouts.ts) on unchanged screens.
// `npm run visuals` records them too. Usage: node scripts/visuals-callouts.ts [screen-name …]
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';
import { calloutRecorder } from './lib/callouts.ts';
import { loadScreenDocument, screenHead } from './lib/screen-documents.ts';
import { cropToPhone, fitToContent } from './lib/screen-fit.ts';
import { locales } from '../src/i18n/locales.ts';
import { calloutTargets } from '../src/visuals/callouts.ts';
import { hasPhoneCanvas } from '../src/visuals/phone-canvases.ts';
import { heroScreenNames, phoneScale, phoneSize, screenNames, screenSize, screenWidths } from '../src/visuals/names.ts';

const wanted = process.argv.slice(2);
const names = screenNames.filter((n) => calloutTargets(n) && (!wanted.length || wanted.includes(n)));
const screenDocument = await loadScreenDocument();
const head = screenHead();
const callouts = calloutRecorder(false);
const problems: string[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, '--font-render-hinting=none'] });
try {
  for (const name of names)
    for (const layout of ['desktop', 'phone'] as const) {
      if (layout === 'phone' && !hasPhoneCanvas(name)) continue;
      const phone = layout === 'phone';
      const page = await browser.newPage({
        viewport: { ...(phone ? phoneSize : screenSize) },
        deviceScaleFactor: phone ? phoneScale : screenWidths[0] / screenSize.width,
      });
      await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
      for (const locale of locales) {
        const html = screenDocument(name, locale, head, layout);
        await page.setContent(html, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        if (phone) await cropToPhone(page);
        else if (!(heroScreenNames as readonly string[]).includes(name)) await fitToContent(page);
        const problem = await callouts.record(page, name, locale, layout, html);
        if (problem) problems.push(`${name}.${locale} (${layout}): ${problem}`);
        console.log(`${name}.${locale}.${layout}`);
      }
      await page.close();
    }
} finally {
  await browser.close();
}
callouts.write();
if (problems.length) throw new Error(problems.join('\n'));
