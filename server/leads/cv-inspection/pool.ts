/**
 * A small pool of inspection processes: started lazily, reused, with a bounded queue. The server
 * only sends a path and waits, so a 5 MB parse never blocks the event loop. A child that times
 * out, crashes or runs out of memory answers 'damaged' and is replaced (lazily, by the next
 * job) so one hostile file cannot wedge the pool. A child idle for `idleMs` is retired: its
 * memory (pdf-lib, the last 5 MB file) goes back to the system after an upload storm.
 *
 * Processes, not worker threads (decision 0024): a parser bomb can exhaust a worker's heap faster
 * than Node can stop the worker, and V8's out-of-memory abort then ends the whole server; a
 * worker's heap also counts in the server's RSS. A child's abort ends only the child.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../node-flags.ts';
import { verdict, type CvLimits, type CvVerdict, type InspectJob, type InspectReply, type WorkerReady } from './types.ts';

/** Thrown when more inspections wait than `maxQueue`: the caller should answer 503, not 'damaged'. */
export class CvInspectionBusyError extends Error {
  constructor() {
    super('CV inspection queue is full');
    this.name = 'CvInspectionBusyError';
  }
}

export interface PoolOptions {
  size: number;
  maxQueue: number;
  /** V8 heap bound per child (`--max-old-space-size`): a parser bomb ends the child, not the server. */
  maxHeapMb: number;
  /** An idle child is ended after this long (default 5 s). */
  idleMs?: number;
  /** A child not ready after this long is given up (default 60 s: loading pdf-lib on a busy host). */
  startTimeoutMs?: number;
}

interface Task {
  path: string;
  limits: CvLimits;
  timeoutMs: number;
  resolve: (verdict: CvVerdict) => void;
  reject: (error: Error) => void;
}
interface Slot {
  child: ChildProcess;
  /** Imports loaded: loading pdf-lib & co. takes up to seconds and must not count as a job's time. */
  ready: boolean;
  running?: { id: number; task: Task; timer: NodeJS.Timeout } | undefined;
  starting?: NodeJS.Timeout | undefined;
  idle?: NodeJS.Timeout | undefined;
}

export interface InspectionPool {
  inspect(path: string, limits: CvLimits, timeoutMs: number): Promise<CvVerdict>;
  close(): Promise<void>;
}

export function createInspectionPool({ size, maxQueue, maxHeapMb, idleMs = 5000, startTimeoutMs = 60_000 }: PoolOptions): InspectionPool {
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 0;

  const settle = (slot: Slot, outcome: CvVerdict) => {
    const running = slot.running;
    if (!running) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    running.task.resolve(outcome);
  };

  /** Drops a child that hung or died; its job (if any) is 'damaged'. */
  const discard = (slot: Slot, error?: Error) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.starting);
    slot.child.kill('SIGKILL');
    if (!slot.ready) {
      // It died loading its code: a deployment fault, not a hostile file. Fail the waiting
      // jobs instead of respawning forever; the next inspectCv() tries again.
      const failure = new Error('CV inspection process failed to start', { cause: error });
      for (const task of queue.splice(0)) task.reject(failure);
      return;
    }
    settle(slot, verdict.damaged);
    dispatch();
  };

  const startChild = () => {
    // Exactly the server's flags and the heap bound: not whatever else started the server
    // (`--env-file` would load its secrets again, `--inspect-brk` would stop the child).
    const node = [...serverNodeFlags, `--max-old-space-size=${maxHeapMb}`, fileURLToPath(new URL('./worker.ts', import.meta.url))];
    // Through sh for `ulimit -c 0`: an exhausted heap aborts the child, and a core dump of it
    // would hold the CV (and cost disk) wherever dumps are on. The IPC channel survives `exec`.
    // No output: V8's report of an exhausted heap is not a log line, and the verdict says it all.
    // No environment: the server's variables (DATABASE_URL, SMTP) are not handed to the code that
    // reads hostile files. It runs as the same user, so this is not a sandbox.
    const child = spawn('/bin/sh', ['-c', 'ulimit -c 0 && exec "$@"', 'sh', process.execPath, ...node], { env: {}, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    const slot: Slot = { child, ready: false };
    // A child that never reports ready (a broken install, a stopped process) fails its jobs, not the queue.
    slot.starting = setTimeout(() => discard(slot, new Error('did not start in time')), startTimeoutMs);
    slot.starting.unref();
    child.on('message', (message: InspectReply | WorkerReady) => {
      if ('ready' in message) {
        slot.ready = true;
        clearTimeout(slot.starting);
      }
      else if (slot.running?.id === message.id) settle(slot, message.verdict);
      else return;
      // An idle child must not keep the server alive; dispatch() refs it again for a job.
      setReferenced(child, false);
      dispatch();
      if (!slot.running) {
        clearTimeout(slot.idle);
        slot.idle = setTimeout(() => {
          // Retired, not failed: out of the set first, so its 'exit' is not taken for a crash.
          if (slot.running || !slots.delete(slot)) return;
          child.kill('SIGKILL');
        }, idleMs);
        slot.idle.unref();
      }
    });
    child.on('error', (error) => discard(slot, error));
    child.on('exit', () => discard(slot));
    slots.add(slot);
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const slot = [...slots].find((s) => s.ready && !s.running);
      if (!slot) break;
      const task = queue.shift() as Task;
      const id = nextId++;
      // The clock starts when a child takes the job, so waiting in the queue never counts as a hang.
      const timer = setTimeout(() => discard(slot), task.timeoutMs);
      clearTimeout(slot.idle);
      slot.running = { id, task, timer };
      setReferenced(slot.child, true);
      const job: InspectJob = { id, path: task.path, limits: task.limits };
      slot.child.send(job);
    }
    // Start as many children as the waiting jobs need, up to the pool size.
    const starting = [...slots].filter((s) => !s.ready).length;
    for (let i = starting; i < queue.length && slots.size < size; i++) startChild();
  };

  return {
    inspect(path, limits, timeoutMs) {
      if (queue.length >= maxQueue) return Promise.reject(new CvInspectionBusyError());
      return new Promise((resolve, reject) => {
        queue.push({ path, limits, timeoutMs, resolve, reject });
        dispatch();
      });
    },
    async close() {
      const closing = new Error('CV inspection closed');
      for (const task of queue.splice(0)) task.reject(closing);
      const all = [...slots];
      slots.clear();
      for (const slot of all) {
        clearTimeout(slot.idle);
        clearTimeout(slot.starting);
        if (!slot.running) continue;
        clearTimeout(slot.running.timer);
        slot.running.task.reject(closing);
        slot.running = undefined;
      }
      await Promise.all(
        all.map(async (slot) => {
          const exited = slot.child.exitCode !== null || slot.child.signalCode !== null ? Promise.resolve() : once(slot.child, 'exit');
          // Referenced again, or an idle child's exit would not keep the caller waiting for it.
          setReferenced(slot.child, true);
          slot.child.kill('SIGKILL');
          await exited;
        }),
      );
    },
  };
}

/** A child and its IPC channel keep the server's event loop alive only while they work. */
function setReferenced(child: ChildProcess, referenced: boolean): void {
  if (referenced) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}
