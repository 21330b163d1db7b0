/**
 * Child process of pool.ts: inspects one file per message. Any failure is a 'damaged' verdict,
 * never a crash of the pool; a hang is cut short by the pool's timeout, an exhausted heap ends
 * this process only.
 */
import { writeFile } from 'node:fs/promises';
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
// Ctrl-C and a service manager's stop signal the whole process group. The server then finishes
// its requests, and the inspections they wait for with them; the pool ends this child itself.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
// If memory runs out, the kernel ends this child, not the server (Linux; nothing to do elsewhere).
await writeFile('/proc/self/oom_score_adj', '1000').catch(() => {});

const ready: WorkerReady = { ready: true };
process.send?.(ready);
