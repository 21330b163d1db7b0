/**
 * How long this process's event loop is held by its own work, apart from the host's scheduling.
 * A 10 ms interval timer notes, between two of its ticks, the wall time and the main thread's CPU
 * time: a loop blocked by synchronous work spends the gap on the CPU, a loop starved by other
 * processes on a shared 2-core host waits in the run queue without it. The CPU gaps therefore
 * measure what the code does, whatever the machine's load; the wall gaps are kept for messages.
 */
export interface LoopBlocking {
  stop(): { cpuMaxMs: number; wallMaxMs: number; ticks: number };
}

const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

export function watchLoopBlocking(): LoopBlocking {
  const cpuGaps: number[] = [];
  const wallGaps: number[] = [];
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = cpuMs();
    wallGaps.push(wall - lastWall);
    cpuGaps.push(cpu - lastCpu);
    lastWall = wall;
    lastCpu = cpu;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return { cpuMaxMs: Math.max(0, ...cpuGaps), wallMaxMs: Math.max(0, ...wallGaps), ticks: cpuGaps.length };
    },
  };
}
