/**
 * The two compressors of precompress.ts, at one of two levels named by PRECOMPRESS_LEVEL:
 *  - `max` (the default, every real build and publish): brotli quality 11 (brotli-max.ts) and
 *    gzip by zopfli (zopfli-gzip.ts), both cached by content;
 *  - `fast`: brotli quality 5 and zlib's gzip level 6, uncached. For a build whose bytes are
 *    not what is measured: the browser test of local publishing (tests/support/publishing-site.ts)
 *    checks that a rebuild is swapped in, and its copied sources give Astro's island ids another
 *    path, so `max` would recompress ~45 pages there for ~60 s (docs/performance.md). The files
 *    are the same formats every client decodes, only larger.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createBrotliCache } from './brotli-max.ts';
import { createZopfliPool } from './zopfli-gzip.ts';

export type PrecompressLevel = 'max' | 'fast';

export interface Compressors {
  brotli(content: Buffer): Promise<Buffer>;
  gzip(content: Buffer): Promise<Buffer>;
  close(): Promise<void>;
  /** Results read back from the caches (none at `fast`). */
  readonly cached: { brotli: number; gzip: number };
}

/** PRECOMPRESS_LEVEL's value; anything but `max`, `fast` or unset is refused rather than guessed. */
export function levelFromEnv(value = process.env['PRECOMPRESS_LEVEL']): PrecompressLevel {
  if (value === undefined || value === '' || value === 'max') return 'max';
  if (value === 'fast') return 'fast';
  throw new Error(`PRECOMPRESS_LEVEL must be max or fast, not ${JSON.stringify(value)}`);
}

const brotliFast = promisify(brotliCompress);
const gzipFast = promisify(gzip);

export function createCompressors(level: PrecompressLevel): Compressors {
  if (level === 'fast')
    return {
      brotli: (content) =>
        brotliFast(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      gzip: (content) => gzipFast(content, { level: 6 }),
      close: async () => {},
      cached: { brotli: 0, gzip: 0 },
    };
  const zopfli = createZopfliPool();
  const brotli = createBrotliCache();
  return {
    brotli: (content) => brotli.brotli(content),
    gzip: (content) => zopfli.gzip(content),
    close: () => zopfli.close(),
    get cached() {
      return { brotli: brotli.stats.cached, gzip: zopfli.stats.cached };
    },
  };
}
