/**
 * Builds the site (Astro's JS API, the project's own astro.config.ts) into the folder given as
 * the first argument, with its own cache, so a test can build with fixture content (e.g.
 * POSITIONS_DIR) without touching dist/. Usage: node tests/support/build-site.ts <outDir>
 */
import { build } from 'astro';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node tests/support/build-site.ts <outDir>');
await build({ root: process.cwd(), outDir, cacheDir: `${outDir}-cache`, logLevel: 'error' });
