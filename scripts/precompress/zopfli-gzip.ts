/**
 * Gzip with zopfli: the same gzip format every client decodes, 5–7 % smaller than zlib's level 9
 * (the .gz siblings are what clients without brotli receive, and what the HTML budget of
 * docs/performance.md is measured in). Zopfli is ~100× slower than zlib, so
 *  - files are compressed in worker threads, one per core (at most 4);
 *  - results are cached by content hash in node_modules/.cache/zopfli-gzip/ (content-cache.ts):
 *    Astro's hashed assets and unchanged pages cost nothing on the next build.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { contentCache, defaultCacheDir } from './content-cache.ts';
import type { ZopfliJob, ZopfliReply } from './zopfli-worker.ts';

/** Zopfli's own recommendation for small files; more gains < 0.1 %. */
const iterations = 15;

export interface ZopfliPool {
  gzip(content: Buffer): Promise<Buffer>;
  close(): Promise<void>;
  /** Files served from the cache, files compressed. */
  readonly stats: { cached: number; compressed: number };
}

export function createZopfliPool({
  cacheDir = defaultCacheDir('zopfli-gzip'),
  threads = Math.min(4, availableParallelism()),
} = {}): ZopfliPool {
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  const waiting: Array<(worker: Worker) => void> = [];
  const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const cache = contentCache(cacheDir, `-${iterations}.gz`);

  const release = (worker: Worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  const acquire = (): Promise<Worker> => {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (workers.length < threads) {
      const created = new Worker(new URL('./zopfli-worker.ts', import.meta.url));
      created.on('message', ({ id, gzipped, error }: ZopfliReply) => {
        const job = pending.get(id);
        pending.delete(id);
        release(created);
        if (!job) return;
        if (gzipped) job.resolve(Buffer.from(gzipped));
        else job.reject(new Error(`zopfli: ${error ?? 'no output'}`));
      });
      created.on('error', (error) => {
        for (const job of pending.values()) job.reject(error);
        pending.clear();
      });
      workers.push(created);
      return Promise.resolve(created);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const compress = async (content: Buffer): Promise<Buffer> => {
    const worker = await acquire();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const job: ZopfliJob = { id, content, iterations };
      worker.postMessage(job);
    });
  };

  return {
    stats: cache.stats,
    gzip: (content) => cache.through(content, compress),
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
