// The product-screen images (src/assets/visuals/) are committed outputs of `npm run visuals`, which
// checks each screen document on the load it photographs and records the document's and each
// file's hash only when every check passed (scripts/lib/visuals-manifest.ts). Recomputing those
// hashes from today's sources proves each image was written, and checked, from them: the
// browser checks need not run again at each test run.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';
import { documentFiles, fileHash, manifestKey, readManifest, sha256, visualsDir } from '../../scripts/lib/visuals-manifest.ts';
import { locales } from '../../src/i18n/locales.ts';
import { screenNames } from '../../src/visuals/names.ts';
import { hasPhoneCanvas } from '../../src/visuals/phone-canvases.ts';

test("every product-screen image was written, and checked, from today's screen documents", async () => {
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  const manifest = readManifest();
  const stale: string[] = [];
  const listed = new Set<string>();
  for (const name of screenNames)
    for (const locale of locales)
      for (const layout of ['desktop', 'phone'] as const) {
        const key = manifestKey(name, locale, layout);
        const entry = manifest[key];
        // A screen no phone shows has no phone canvas (src/visuals/phone-canvases.ts).
        if (layout === 'phone' && !hasPhoneCanvas(name)) {
          if (entry) stale.push(`${key}: a phone canvas no page shows`);
          continue;
        }
        if (!entry) {
          stale.push(`${key}: not in the manifest`);
          continue;
        }
        if (entry.document !== sha256(screenDocument(name, locale, head, layout))) stale.push(`${key}: its document changed`);
        const files = Object.keys(entry.files);
        if (files.join() !== documentFiles(name, locale, layout).sort().join())
          stale.push(`${key}: lists ${files.join(', ') || 'no file'}`);
        for (const [file, hash] of Object.entries(entry.files)) {
          listed.add(file);
          if (!existsSync(join(visualsDir, file))) stale.push(`${key}: ${file} is missing`);
          else if (fileHash(file) !== hash) stale.push(`${key}: ${file} is not the file it wrote`);
        }
      }
  for (const file of readdirSync(visualsDir).filter((f) => /\.(avif|webp)$/.test(f) && !listed.has(f)))
    stale.push(`${file}: written from no listed document`);
  expect(stale, 'run `npm run visuals`; stale entries').toEqual([]);
});
