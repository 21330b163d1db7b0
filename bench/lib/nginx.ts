/**
 * nginx (Debian package) serving the same dist/ as our server, the throughput budget's yardstick
 * (bench/budgets.json `ratioToNginx`): a temporary prefix and configuration, started in the
 * foreground as a child process and stopped with SIGQUIT.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { sleep, stopChild } from './util.ts';

export interface Nginx {
  origin: string;
  version: string;
  workerProcesses: string;
  confFile: string;
  stop(): Promise<void>;
}

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** Static files as our server sends them to a gzip client: the precompressed .gz (gzip_static), `$uri.html` for pages. */
function nginxConf(prefix: string, root: string, port: number, workerProcesses: string): string {
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return `# Temporary configuration written by bench/run.ts
worker_processes ${workerProcesses};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  ${mime}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / {
      try_files $uri $uri.html =404;
    }
  }
}
`;
}

/** Until nginx answers; throws (with its stderr and error log) if it exits or does not answer in 15 s. */
async function waitForNginx(child: ChildProcess, origin: string, prefix: string, stop: () => Promise<void>): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited) {
      const log = existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : '';
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited during start:\n${stderr}\n${log}`);
    }
    try {
      await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer in time:\n${stderr}`);
      }
      await sleep(100);
    }
  }
}

/** Starts nginx in the foreground (child process) with a temporary prefix and configuration. */
export async function startNginx(root: string, options: { workerProcesses?: string } = {}): Promise<Nginx> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx not found (apt-get install -y nginx-light)');
  const version = (spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr ?? '').trim().replace(/^nginx version: /, '');
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  // Run as root, nginx's workers drop to `nobody`: the prefix must be traversable.
  chmodSync(prefix, 0o755);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(prefix, dir));
  const port = await getPort({ host: '127.0.0.1' });
  const workerProcesses = options.workerProcesses ?? '1';
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, nginxConf(prefix, root, port, workerProcesses));
  const test = spawnSync(bin, ['-p', prefix, '-c', confFile, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(bin, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT: graceful shutdown of the master and its workers.
    await stopChild(child, 'SIGQUIT', 10_000);
    rmSync(prefix, { recursive: true, force: true });
  };
  await waitForNginx(child, origin, prefix, stop);
  return { origin, version, workerProcesses, confFile, stop };
}
