/**
 * The real server (`node server/main.ts`) as a child process on a free loopback port, with a
 * temporary DATA_DIR (embedded PGlite database) and DIST_DIR pointing at the measured build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, projectRoot, sleep, stopChild } from './util.ts';
import { serverNodeFlags } from '../../server/node-flags.ts';

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  startMs: number;
  output(): string;
  stop(): Promise<void>;
}

export async function startServer(distDir: string, options: { readyTimeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const started = Date.now();
  const child = spawn(process.execPath, [...serverNodeFlags, 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: 'log',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output += d.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = started + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (exited) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited during start:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready in time:\n${output}`);
    }
    await sleep(100);
  }
  return { url, port, pid: child.pid!, child, startMs: Date.now() - started, output: () => output, stop };
}
