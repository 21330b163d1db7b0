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
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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
  idle?: NodeJS.Timeout | undefined;
}

export interface InspectionPool {
  inspect(path: string, limits: CvLimits, timeoutMs: number): Promise<CvVerdict>;
  close(): Promise<void>;
}

export function createInspectionPool({ size, maxQueue, maxHeapMb, idleMs = 5000 }: PoolOptions): InspectionPool {
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

  const spawn = () => {
    // The server's own flags (package.json `start`) go along; the heap bound replaces any other.
    const execArgv = [...process.execArgv.filter((flag) => !flag.startsWith('--max-old-space-size')), `--max-old-space-size=${maxHeapMb}`];
    // No output: V8's report of an exhausted heap is not a log line, and the verdict says it all.
    // No environment either: the code that reads hostile files never holds the server's secrets.
    const child = fork(new URL('./worker.ts', import.meta.url), [], { execArgv, env: {}, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    const slot: Slot = { child, ready: false };
    child.on('message', (message: InspectReply | WorkerReady) => {
      if ('ready' in message) slot.ready = true;
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
    for (let i = starting; i < queue.length && slots.size < size; i++) spawn();
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
