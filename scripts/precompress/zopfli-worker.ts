/**
 * Worker thread of zopfli-gzip.ts: zopfli is WebAssembly that runs synchronously, so each
 * worker compresses one file at a time and the pool gives one worker per core.
 */
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

/** The messages between the pool and a worker. */
export interface ZopfliJob {
  id: number;
  content: Uint8Array;
  iterations: number;
}
export interface ZopfliReply {
  id: number;
  gzipped?: Uint8Array;
  error?: string;
}

const reply = (message: ZopfliReply) => parentPort?.postMessage(message);

parentPort?.on('message', async ({ id, content, iterations }: ZopfliJob) => {
  try {
    const gzipped = await gzipAsync(content, { numiterations: iterations });
    reply({ id, gzipped });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
