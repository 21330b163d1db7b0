/**
 * Requests per second and latency with autocannon (in this process; the servers are child
 * processes) at a fixed concurrency, against our server and against nginx (Debian package)
 * serving the same dist/ with a temporary configuration, started and stopped here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { sleep, stopChild } from './util.ts';

interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  '2xx': number;
  '3xx'?: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadResult {
  server: 'ours' | 'nginx';
  name: string;
  path: string;
  acceptEncoding: string;
  /** Status and encoding of one probe request with the same headers. */
  status: number;
  contentEncoding: string | null;
  bodyBytes: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  connections: number;
  durationS: number;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
}

async function probe(url: string, acceptEncoding: string) {
  const res = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': acceptEncoding }, signal: AbortSignal.timeout(10_000) });
  const body = await res.arrayBuffer();
  return {
    status: res.status,
    contentEncoding: res.headers.get('content-encoding'),
    bodyBytes: Number(res.headers.get('content-length') ?? body.byteLength),
  };
}

/**
 * One measurement: a short warm-up (not recorded), then the run. Both are bounded by time.
 * (fetch decodes the body, so the probe's size is the Content-Length when there is one.)
 */
export async function measureLoad(
  server: 'ours' | 'nginx',
  name: string,
  origin: string,
  path: string,
  acceptEncoding: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const url = origin + path;
  const first = await probe(url, acceptEncoding);
  const common = { url, connections: options.connections, headers: { 'accept-encoding': acceptEncoding }, timeout: 10 };
  if (options.warmupS > 0) await autocannon({ ...common, duration: options.warmupS });
  const r = await autocannon({ ...common, duration: options.durationS });
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    server,
    name,
    path,
    acceptEncoding,
    ...first,
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    requests: r.requests.total,
    statusCodes,
    errors: r.errors,
    timeouts: r.timeouts,
    connections: options.connections,
    durationS: options.durationS,
  };
}

// ---------------------------------------------------------------------------------------------
// nginx

export interface Nginx {
  origin: string;
  version: string;
  brotli: boolean;
  workerProcesses: string;
  confFile: string;
  stop(): Promise<void>;
}

export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** Starts nginx in the foreground (child process) with a temporary prefix and configuration. */
export async function startNginx(root: string, options: { workerProcesses?: string } = {}): Promise<Nginx> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx not found (apt-get install -y nginx-light)');
  const version = (spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr ?? '').trim().replace(/^nginx version: /, '');
  // Debian's nginx has no brotli module unless libnginx-mod-http-brotli-* is installed.
  const modulesDir = '/usr/lib/nginx/modules';
  const brotliModule = ['ngx_http_brotli_static_module.so'].map((m) => join(modulesDir, m)).find((m) => existsSync(m));
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  // Run as root, nginx's workers drop to `nobody`: the prefix must be traversable.
  chmodSync(prefix, 0o755);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(prefix, dir));
  const port = await getPort({ host: '127.0.0.1' });
  const workerProcesses = options.workerProcesses ?? '1';
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const conf = `# Temporary configuration written by bench/run.ts
${brotliModule ? `load_module ${brotliModule};` : ''}
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
    ${brotliModule ? 'brotli_static on;' : ''}
    location / {
      try_files $uri $uri.html =404;
    }
  }
}
`;
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const test = spawnSync(bin, ['-p', prefix, '-c', confFile, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT: graceful shutdown of the master and its workers.
    await stopChild(child, 'SIGQUIT', 10_000);
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exited) {
      const log = existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : '';
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited during start:\n${stderr}\n${log}`);
    }
    try {
      await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer in time:\n${stderr}`);
      }
      await sleep(100);
    }
  }
  return { origin, version, brotli: Boolean(brotliModule), workerProcesses, confFile, stop };
}
