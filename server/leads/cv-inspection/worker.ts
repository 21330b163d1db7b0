/**
 * Worker thread of pool.ts: inspects one file per message. Any failure is a 'damaged' verdict,
 * never a crash of the pool; a hang is cut short by the pool's timeout.
 */
import { parentPort } from 'node:worker_threads';
import { inspectFile } from './inspect.ts';
import { verdict, type InspectJob, type InspectReply, type WorkerReady } from './types.ts';

parentPort?.on('message', async ({ id, path, limits }: InspectJob) => {
  let reply: InspectReply;
  try {
    reply = { id, verdict: await inspectFile(path, limits) };
  } catch {
    reply = { id, verdict: verdict.damaged };
  }
  parentPort?.postMessage(reply);
});

const ready: WorkerReady = { ready: true };
parentPort?.postMessage(ready);
