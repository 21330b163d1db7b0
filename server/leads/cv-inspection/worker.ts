/**
 * Child process of pool.ts: inspects one file per message. Any failure is a 'damaged' verdict,
 * never a crash of the pool; a hang is cut short by the pool's timeout, an exhausted heap ends
 * this process only.
 */
import { inspectFile } from './inspect.ts';
import { verdict, type InspectJob, type InspectReply, type WorkerReady } from './types.ts';

process.on('message', async ({ id, path, limits }: InspectJob) => {
  let reply: InspectReply;
  try {
    reply = { id, verdict: await inspectFile(path, limits) };
  } catch {
    reply = { id, verdict: verdict.damaged };
  }
  process.send?.(reply);
});

// The server is gone (its IPC channel closed): nothing would read a verdict.
process.on('disconnect', () => process.exit(0));

const ready: WorkerReady = { ready: true };
process.send?.(ready);
