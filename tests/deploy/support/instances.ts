/**
 * The two app instances as systemd would run them from deploy/systemd/ascon@.service: the
 * unit's ExecStart (with /srv/ascon replaced by the test's home), started in `current`, with
 * the environment of deploy/ascon.env, the unit's Environment= line for the instance, and the
 * test's overrides. `restart(n)` is `systemctl restart ascon@n`: stop (SIGTERM, wait), start
 * again from whatever `current` points to now; a small loopback control server exposes it to
 * deploy/release.sh through ASCON_RESTART (restart-instance.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { parseEnvFile, readUnit, unitEnvironment, unitValue } from './unit-file.ts';

const root = resolve(import.meta.dirname, '../../..');
export const unitPath = join(root, 'deploy/systemd/ascon@.service');
export const envFilePath = join(root, 'deploy/ascon.env');

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

export interface Instances {
  restart(n: number): Promise<void>;
  kill(n: number, signal: NodeJS.Signals): Promise<void>;
  /** The release folder instance n runs from (its working directory). */
  releaseOf(n: number): string;
  /** ASCON_RESTART for deploy/release.sh. */
  restartCommand: string;
  output(n: number): string;
  stopAll(): Promise<void>;
}

export async function superviseInstances(options: {
  home: string;
  dataRoot: string;
  ports: number[];
  overrides: Record<string, string>;
}): Promise<Instances> {
  const unit = readUnit(unitPath);
  const [command, ...args] = unitValue(unit, 'Service', 'ExecStart').replaceAll('/srv/ascon', options.home).split(/\s+/);
  const shared = parseEnvFile(readFileSync(envFilePath, 'utf8'));
  const running = new Map<number, Running>();
  const logs = new Map<number, string>();

  const start = (n: number) => {
    const perInstance = unitEnvironment(unit, String(n));
    const env = {
      PATH: process.env['PATH'] ?? '',
      TMPDIR: process.env['TMPDIR'] ?? '/tmp',
      // systemd: EnvironmentFile= overrides Environment= (files.test.ts checks they share no key).
      ...perInstance,
      ...shared,
      PORT: String(options.ports[n - 1]),
      DATA_DIR: perInstance['DATA_DIR']!.replace('/var/lib/ascon', options.dataRoot),
      ...options.overrides,
    };
    const child = spawn(command!, args, {
      cwd: unitValue(unit, 'Service', 'WorkingDirectory').replace('/srv/ascon', options.home),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer | string) => logs.set(n, ((logs.get(n) ?? '') + chunk.toString()).slice(-50_000));
    child.on('error', (error) => keep(`[instance ${n}: ${error.message}]\n`));
    keep(`[instance ${n}: pid ${child.pid}, port ${env.PORT}, in ${readlinkSync(join(options.home, 'current'))}]\n`);
    const exited = new Promise<void>((done) =>
      child.once('close', (code, signal) => {
        keep(`[instance ${n} exited: ${signal ?? code}]\n`);
        done();
      }),
    );
    const entry: Running = { child, exited };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    running.set(n, entry);
  };
  const stop = async (n: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const entry = running.get(n);
    if (!entry) return;
    if (entry.child.exitCode === null && entry.child.signalCode === null) entry.child.kill(signal);
    await entry.exited;
    running.delete(n);
  };
  const restart = async (n: number) => {
    await stop(n);
    start(n);
  };

  const control: Server = createServer((request, response) => {
    const n = Number(/^\/restart\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (request.method !== 'POST' || !options.ports[n - 1]) return void response.writeHead(404).end();
    restart(n).then(
      () => response.writeHead(200).end('restarted\n'),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((done) => control.listen(0, '127.0.0.1', done));
  const controlPort = (control.address() as { port: number }).port;
  const helper = join(import.meta.dirname, 'restart-instance.ts');

  return {
    restart,
    kill: (n, signal) => stop(n, signal),
    releaseOf: (n) => readlinkSync(`/proc/${running.get(n)?.child.pid}/cwd`),
    restartCommand: `${join(root, 'node_modules/.bin/node')} ${helper} http://127.0.0.1:${controlPort}/restart/%i`,
    output: (n) => logs.get(n) ?? '',
    async stopAll() {
      control.close();
      await Promise.all([...running.keys()].map((n) => stop(n)));
    },
  };
}
