/**
 * Requests per second and latency with autocannon (in this process; the servers are child
 * processes) at a fixed concurrency, against our server or nginx (nginx.ts).
 */
import { createRequire } from 'node:module';

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
