/**
 * The real server (server/main.ts) as a child process, spawned with node directly (killing
 * `npm run` would leave the server behind). Used by the durability and scale-out tests and by
 * the API benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from './postgres.ts';
import { tempDir } from './lead-app.ts';
import { serverNodeFlags } from '../../server/node-flags.ts';

const root = resolve(import.meta.dirname, '../..');
const nodeBin = join(root, 'node_modules/.bin/node');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | string | null>;
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
}

export async function startServer(env: Record<string, string>, options: { port?: number; readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(nodeBin, [...serverNodeFlags, 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DIST_DIR: tempDir('leads-dist-'),
      MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000000',
      // The durability and scale-out tests count sales mails; bench:api turns acknowledgements on.
      ACK_EMAIL: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string | null>((resolveExit) => child.once('exit', (code, signal) => resolveExit(signal ?? code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  for (;;) {
    if (exitedEarly) throw new Error(`server exited during start:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
