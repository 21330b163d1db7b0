/**
 * Brotli at its highest quality (11, text mode), the .br siblings most clients receive. Quality
 * 11 costs ~1 s of CPU per 200 kB on a shared core, so results are cached by content
 * (content-cache.ts): a publish that changes two pages recompresses those, not all 80 files.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { contentCache, defaultCacheDir, type ContentCache } from './content-cache.ts';

const brotli = promisify(brotliCompress);

const compress = (content: Buffer): Promise<Buffer> =>
  brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });

export interface BrotliCache {
  brotli(content: Buffer): Promise<Buffer>;
  readonly stats: ContentCache['stats'];
}

export function createBrotliCache({ cacheDir = defaultCacheDir('brotli') } = {}): BrotliCache {
  const cache = contentCache(cacheDir, `-q${constants.BROTLI_MAX_QUALITY}.br`);
  return { stats: cache.stats, brotli: (content) => cache.through(content, compress) };
}
