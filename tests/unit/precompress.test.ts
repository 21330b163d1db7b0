/**
 * scripts/precompress.ts with its zopfli pool and brotli cache, against the fake build of tests/support/site-fixture.ts:
 * the .br/.gz siblings and the CSP hashes of inline code (read with htmlparser2).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspHash, inlineHashes, precompress, type CspFile } from '../../scripts/precompress.ts';
import { createBrotliCache } from '../../scripts/precompress/brotli-max.ts';
import { levelFromEnv } from '../../scripts/precompress/compressors.ts';
import { createZopfliPool } from '../../scripts/precompress/zopfli-gzip.ts';
import { tempDir } from '../support/temp-dirs.ts';
import { distFile, fakeDist, inlineStyle, pageScript, sharedScript, siteFiles, writeTree } from '../support/site-fixture.ts';

let dist: string;
beforeAll(async () => {
  dist = await fakeDist();
});

describe('precompress', () => {
  it('writes .br and .gz siblings for text files over 1 KB that decompress to the original', async () => {
    for (const name of ['index.html', 'ar/aboutus.html', '_astro/app.B1a2c3.js', '_astro/index.D4e5f6.css', 'sitemap.xml']) {
      const original = await distFile(dist, name);
      expect(brotliDecompressSync(await distFile(dist, `${name}.br`)).equals(original), name).toBe(true);
      expect(gunzipSync(await distFile(dist, `${name}.gz`)).equals(original), name).toBe(true);
    }
  });

  it('gzips with zopfli: smaller than zlib level 9, decodable by gunzip, cached by content', async () => {
    const cacheDir = tempDir('zopfli-cache-');
    const pool = createZopfliPool({ cacheDir, threads: 2 });
    try {
      const page = Buffer.from(
        Array.from({ length: 300 }, (_, i) => `<li class="flex gap-2 text-ink-soft">Item ${i * 7919} of the general ledger</li>`).join(''),
      );
      const [first, second] = await Promise.all([pool.gzip(page), pool.gzip(Buffer.from(`${page}<p>other</p>`))]);
      expect(gunzipSync(first).equals(page)).toBe(true);
      expect(gunzipSync(second).toString()).toBe(`${page}<p>other</p>`);
      expect(first.length).toBeLessThan(gzipSync(page, { level: 9 }).length);
      expect(pool.stats).toEqual({ cached: 0, compressed: 2 });
      expect((await pool.gzip(page)).equals(first)).toBe(true);
      expect(pool.stats).toEqual({ cached: 1, compressed: 2 });
    } finally {
      await pool.close();
    }
  });

  it('brotli results are cached by content: the same bytes are read back, other bytes compressed', async () => {
    const cache = createBrotliCache({ cacheDir: tempDir('brotli-cache-') });
    const page = Buffer.from(Array.from({ length: 200 }, (_, i) => `<p>Entry ${i * 104729} of the stock ledger</p>`).join(''));
    const first = await cache.brotli(page);
    expect(brotliDecompressSync(first).equals(page)).toBe(true);
    expect((await cache.brotli(Buffer.from(page))).equals(first)).toBe(true);
    expect(cache.stats).toEqual({ cached: 1, compressed: 1 });
    expect(brotliDecompressSync(await cache.brotli(Buffer.from(`${page}<p>other</p>`))).toString()).toBe(`${page}<p>other</p>`);
    expect(cache.stats).toEqual({ cached: 1, compressed: 2 });
  });

  it('PRECOMPRESS_LEVEL=fast: the same siblings by brotli 5 and zlib, uncached, larger than at max', async () => {
    const fast = tempDir('fast-dist-');
    await writeTree(fast, siteFiles);
    const summary = await precompress(fast, 'fast');
    expect(summary).toMatchObject({ level: 'fast', brotliCached: 0, gzipCached: 0 });
    for (const name of ['index.html', '_astro/app.B1a2c3.js', 'sitemap.xml']) {
      const original = await distFile(fast, name);
      expect(brotliDecompressSync(await distFile(fast, `${name}.br`)).equals(original), name).toBe(true);
      expect(gunzipSync(await distFile(fast, `${name}.gz`)).equals(original), name).toBe(true);
    }
    const max = tempDir('max-dist-');
    await writeTree(max, siteFiles);
    const atMax = await precompress(max, 'max');
    expect(summary.bytesBrotli).toBeGreaterThan(atMax.bytesBrotli);
    expect(summary.bytesGzip).toBeGreaterThan(atMax.bytesGzip);
    expect(await distFile(fast, '_csp.json')).toEqual(await distFile(dist, '_csp.json'));
    expect([undefined, '', 'max'].map((value) => levelFromEnv(value))).toEqual(['max', 'max', 'max']);
    expect(levelFromEnv('fast')).toBe('fast');
    expect(() => levelFromEnv('11')).toThrow('PRECOMPRESS_LEVEL must be max or fast');
  });

  it('skips small files and _csp.json', () => {
    for (const name of ['_astro/tiny.G7h8i9.js', 'favicon.svg', 'robots.txt', '_csp.json']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });

  it('collects inline script and style hashes, deduplicated and sorted, without JSON-LD or src scripts', async () => {
    const csp = JSON.parse(await readFile(join(dist, '_csp.json'), 'utf8')) as CspFile;
    expect(csp.scriptHashes).toEqual([cspHash(sharedScript), cspHash(pageScript)].sort());
    expect(csp.styleHashes).toEqual([cspHash(inlineStyle)]);
    // Each page's own, as indices into those lists: only the home page has pageScript.
    const own = (file: string) => csp.pages[file]!.scripts.map((i) => csp.scriptHashes[i]);
    expect(own('index.html').sort()).toEqual([cspHash(sharedScript), cspHash(pageScript)].sort());
    expect(own('ar/aboutus.html')).toEqual([cspHash(sharedScript)]);
    expect(csp.pages['ar/404.html']!.styles.map((i) => csp.styleHashes[i])).toEqual([cspHash(inlineStyle)]);
    expect(Object.keys(csp.pages)).toHaveLength(9);
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('parses raw-text elements robustly', () => {
    const html = `<!-- <script>commented()</script> -->
<script data-note="a > b">one()</script>
<SCRIPT TYPE="Application/LD+JSON">{"a":1}</SCRIPT>
<script data-src="x">two("</scrip")</script >
<script src='/x.js'></script>
<style media="screen">p{color:red}</style>
<style-guide>not a style</style-guide>`;
    expect(inlineHashes(html)).toEqual({
      scriptHashes: [cspHash('one()'), cspHash('two("</scrip")')],
      styleHashes: [cspHash('p{color:red}')],
    });
  });
});
