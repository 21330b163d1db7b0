/**
 * Builds one release of the site for local publishing (decision 0037): the steps of `npm run
 * build` (astro build, search index, precompression with the CSP hashes) into a fresh folder,
 * after the content check and the launch gate, and then checks the result is a whole site. Exit
 * 0 only when the folder can be served as is; on failure every problem is printed, one a line,
 * naming the file, field and language (src/content/validate.ts), and the folder must be discarded.
 * The launch gate (decision 0089): content with facts the vendor has not confirmed is refused,
 * each fact listed, unless ASCON_ALLOW_UNCONFIRMED=1 (a staging host), as deploy/release.sh.
 *
 * Usage: node scripts/build-release.ts <outDir> <cacheDir>   (run in the project's root)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { factLine, unconfirmedFacts } from '../src/content/launch-check.ts';
import { validateContent } from '../src/content/validate.ts';

/** Files without which a release is not a site: both home pages, the 404s, the sitemap, the CSP hashes. */
export const requiredFiles = ['index.html', 'ar.html', '404.html', 'ar/404.html', 'sitemap.xml', '_csp.json', 'pagefind/pagefind.js'];

export function missingFiles(outDir: string): string[] {
  return requiredFiles.filter((file) => !existsSync(join(outDir, file)));
}

async function main(): Promise<number> {
  const [out, cache] = process.argv.slice(2);
  if (!out || !cache) throw new Error('usage: node scripts/build-release.ts <outDir> <cacheDir>');
  const root = process.cwd();
  const started = performance.now();
  const step = (name: string) => console.log(`${name}: ${Math.round(performance.now() - started)} ms`);
  const outDir = resolve(out);
  // The content check first: it names entry, field and language, where Astro would only say "invalid".
  const problems = validateContent(root);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  const facts = unconfirmedFacts(root);
  if (facts.length && process.env['ASCON_ALLOW_UNCONFIRMED'] !== '1') {
    for (const fact of facts) console.error(factLine(fact));
    console.error(`refused: ${facts.length} fact(s) not confirmed; confirm or remove them: docs/content/claims.md`);
    return 1;
  }
  if (facts.length) console.log(`ASCON_ALLOW_UNCONFIRMED=1: publishing ${facts.length} unconfirmed fact(s) anyway (a staging host)`);
  step('content checked');
  // Loaded only now: a refused edit is reported without waiting for Astro, Pagefind and the compressors to load.
  const [{ build }, { buildSearchIndex, bundleDialog }, { precompress }] = await Promise.all([
    import('astro'),
    import('./build-search-index.ts'),
    import('./precompress.ts'),
  ]);
  // Its own cache folder: a release never reuses (or spoils) the cache of `npm run build`.
  await build({ root, outDir, cacheDir: resolve(cache), logLevel: 'warn' });
  step('astro build');
  await buildSearchIndex(outDir);
  await bundleDialog(root, outDir);
  step('search index');
  await precompress(outDir);
  step('precompressed');
  const missing = missingFiles(outDir);
  if (missing.length) {
    console.error(`the build is incomplete: missing ${missing.join(', ')}`);
    return 1;
  }
  JSON.parse(readFileSync(join(outDir, '_csp.json'), 'utf8'));
  console.log(`release built: ${outDir}`);
  return 0;
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
