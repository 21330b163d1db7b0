/**
 * A cache of compression results keyed by the content's SHA-256, one file per result under
 * node_modules/.cache/<name>/: Astro's hashed assets and unchanged pages are the same bytes from
 * one build to the next, so their brotli and zopfli results are read back instead of recomputed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ContentCache {
  /** `compress(content)`, or its earlier result for the same bytes. */
  through(content: Buffer, compress: (content: Buffer) => Promise<Buffer>): Promise<Buffer>;
  /** Results read back, results computed (and stored). */
  readonly stats: { cached: number; compressed: number };
}

export const defaultCacheDir = (name: string): string => fileURLToPath(new URL(`../../node_modules/.cache/${name}/`, import.meta.url));

/** `suffix` names the settings the result depends on (a file name's tail, e.g. `-15.gz`). */
export function contentCache(cacheDir: string, suffix: string): ContentCache {
  const stats = { cached: 0, compressed: 0 };
  return {
    stats,
    async through(content, compress) {
      const cached = join(cacheDir, `${createHash('sha256').update(content).digest('hex')}${suffix}`);
      try {
        const hit = await readFile(cached);
        stats.cached++;
        return hit;
      } catch {
        // Not cached yet.
      }
      const result = await compress(content);
      stats.compressed++;
      await mkdir(cacheDir, { recursive: true });
      // Write then rename: a build killed half-way never leaves a truncated cache entry.
      const partial = `${cached}.${process.pid}.tmp`;
      await writeFile(partial, result);
      await rename(partial, cached);
      return result;
    },
  };
}
