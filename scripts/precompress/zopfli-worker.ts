/**
 * Worker thread of zopfli-gzip.ts: zopfli is WebAssembly that runs synchronously, so each
 * worker compresses one file at a time and the pool gives one worker per core.
 */
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

export interface ZopfliJob {
  id: number;
  content: Uint8Array;
  iterations: number;
}

parentPort?.on('message', async ({ id, content, iterations }: ZopfliJob) => {
  try {
    const gzipped = await gzipAsync(content, { numiterations: iterations });
    parentPort?.postMessage({ id, gzipped });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
