/**
 * The real server (`node --liftoff-only --max-semi-space-size=4 server/main.ts`) as a child
 * process on a free loopback port, waited for until /readyz answers. One implementation for the
 * tests (durability, scale-out, running server) and the benchmarks. Spawned with node directly:
 * killing `npm run` would leave the server behind.
 *
 * DATA_DIR and DIST_DIR default to temporary folders this module makes and removes when the
 * process exits (a test that restarts a server on the same data passes its own DATA_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';

const root = resolve(import.meta.dirname, '../..');
// The project's pinned Node (devDependency `node`), whatever node runs the caller.
const pinnedNode = join(root, 'node_modules/.bin/node');
/** As `npm start` and `npm run serve`: no TurboFan tier-up of PGlite's WebAssembly (decision 0079), a young generation of 4 MB semi-spaces (decision 0088). */
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=4'] as const;

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Milliseconds from spawn until /readyz answered. */
  startMs: number;
  /** stdout and stderr so far (the last 100 kB or more). */
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | string | null>;
  /** Sends `signal` (once) and resolves with the exit code or signal. */
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
  /** SIGTERM, SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  port?: number;
  readyTimeoutMs?: number;
}

export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  const owned: string[] = [];
  const ownedDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    owned.push(dir);
    return dir;
  };
  const started = Date.now();
  const child = spawn(existsSync(pinnedNode) ? pinnedNode : process.execPath, [...serverNodeFlags, 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      TMPDIR: tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000000',
      MAIL_TRANSPORT: 'log',
      // The durability and scale-out tests count sales mails; bench:api turns acknowledgements on.
      ACK_EMAIL: 'off',
      ...env,
      DATA_DIR: env['DATA_DIR'] ?? ownedDir('server-data-'),
      DIST_DIR: env['DIST_DIR'] ?? ownedDir('server-dist-'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let hasExited = false;
  const exited = new Promise<number | string | null>((resolveExit) =>
    child.once('exit', (code, signal) => {
      hasExited = true;
      for (const dir of owned) rmSync(dir, { recursive: true, force: true });
      resolveExit(signal ?? code);
    }),
  );
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const stop = async (graceMs = 15_000) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await kill('SIGTERM');
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + (options.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (hasExited) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, pid: child.pid!, child, startMs: Date.now() - started, output: () => output, exited, kill, stop };
}
