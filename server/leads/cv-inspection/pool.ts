/**
 * A small pool of inspection workers: started lazily, reused, with a bounded queue. The main
 * thread only posts a path and waits, so a 5 MB parse never blocks the event loop. A worker
 * that times out, crashes or runs out of memory answers 'damaged' and is replaced (lazily,
 * by the next job) so one hostile file cannot wedge the pool. A worker idle for `idleMs` is
 * retired: its heap (pdf-lib, the last 5 MB file) goes back to the system after an upload
 * storm instead of staying in the server's RSS; the next job starts a fresh one.
 */
import { Worker } from 'node:worker_threads';
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
  /** Heap bound per worker: a parser bomb ends in ERR_WORKER_OUT_OF_MEMORY, not a dead server. */
  maxHeapMb: number;
  /** An idle worker is terminated after this long (default 5 s). */
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
  worker: Worker;
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

  /** Drops a worker that hung or died; its job (if any) is 'damaged'. */
  const discard = (slot: Slot, error?: Error) => {
    if (!slots.delete(slot)) return;
    void slot.worker.terminate();
    if (!slot.ready) {
      // It died loading its code: a deployment fault, not a hostile file. Fail the waiting
      // jobs instead of respawning forever; the next inspectCv() tries again.
      const failure = new Error('CV inspection worker failed to start', { cause: error });
      for (const task of queue.splice(0)) task.reject(failure);
      return;
    }
    settle(slot, verdict.damaged);
    dispatch();
  };

  const spawn = () => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (message: InspectReply | WorkerReady) => {
      if ('ready' in message) slot.ready = true;
      else if (slot.running?.id === message.id) settle(slot, message.verdict);
      else return;
      // An idle worker must not keep the process alive; dispatch() refs it again for a job.
      worker.unref();
      dispatch();
      if (!slot.running) {
        clearTimeout(slot.idle);
        slot.idle = setTimeout(() => {
          // Retired, not failed: out of the set first, so its 'exit' is not taken for a crash.
          if (slot.running || !slots.delete(slot)) return;
          void worker.terminate();
        }, idleMs);
        slot.idle.unref();
      }
    });
    worker.on('error', (error) => discard(slot, error));
    worker.on('exit', () => discard(slot));
    slots.add(slot);
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const slot = [...slots].find((s) => s.ready && !s.running);
      if (!slot) break;
      const task = queue.shift() as Task;
      const id = nextId++;
      // The clock starts when a worker takes the job, so waiting in the queue never counts as a hang.
      const timer = setTimeout(() => discard(slot), task.timeoutMs);
      clearTimeout(slot.idle);
      slot.running = { id, task, timer };
      slot.worker.ref();
      const job: InspectJob = { id, path: task.path, limits: task.limits };
      slot.worker.postMessage(job);
    }
    // Start as many workers as the waiting jobs need, up to the pool size.
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
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };
}
