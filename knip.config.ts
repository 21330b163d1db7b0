// knip (`npm run lint`): no file, export or dependency that nothing uses, and no dependency used
// but unlisted. The Astro, Vitest, Playwright, ESLint and drizzle-kit plugins find their own
// entries (pages, configs, test files); the entries below are the ones no plugin knows.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'server/cli/*.ts',
    'scripts/*.ts',
    'bench/*.ts',
    'keystatic.config.ts',
    // Run by path, not imported: a child process, a bundle entry or a helper another program starts.
    'bench/lib/storm-load.ts', // bench/storm.ts spawns it
    'src/search/client.ts', // scripts/build-search-index.ts bundles it into dist/_search/dialog.js
    'src/visuals/render.tsx', // scripts/lib/screen-documents.ts bundles it
    'tests/support/build-site.ts', // tests/integration/positions-build.test.ts runs it
    'tests/deploy/support/restart-instance.ts', // deploy/release.sh runs it as ASCON_RESTART
    'src/visuals/kit/*.css', // scripts/lib/screen-documents.ts reads them into each screen's document
  ],
  project: ['**/*.{ts,tsx,js,astro,css}'],
  ignoreDependencies: [
    // Read as font files, by path, by the subsetter (src/fonts/subsets.ts, `npm run fonts`).
    '@fontsource-variable/.+',
    // bench/api.ts loads it with createRequire: it ships no types, and a typed import would need some.
    'autocannon',
  ],
  // Debian's, not npm's: scripts/prerequisites.ts and .ci/run install them.
  ignoreBinaries: ['apt-get', 'tesseract', 'systemd-analyze', 'openssl'],
};

export default config;
