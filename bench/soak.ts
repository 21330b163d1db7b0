// `npm run bench:soak`: a bounded soak test on loopback. Starts the real server (PGlite in a
// temporary DATA_DIR), drives it at high concurrency for SOAK_SECONDS (default 60) with a mix of
// pages, redirects and 404s, samples its RSS every 5 s, and prints whether memory stayed flat
// and whether any request errored. Only 127.0.0.1 is ever contacted.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startServer } from '../scripts/lib/server-process.ts';

interface SoakResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
// autocannon ships no types; this is the slice used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<SoakResult>;

const seconds = Number(process.env['SOAK_SECONDS'] ?? 60);
const connections = Number(process.env['SOAK_CONNECTIONS'] ?? 100);

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

// The real server, PGlite in a temporary DATA_DIR (removed when it exits).
const server = await startServer({ DIST_DIR: process.env['DIST_DIR'] ?? 'dist' });
const base = server.url;
const pid = server.pid!;
const samples: Array<[number, number]> = [[0, rssMb(pid)]];
const started = Date.now();
const sampler = setInterval(() => samples.push([Math.round((Date.now() - started) / 1000), rssMb(pid)]), 5000);

const result = await autocannon({
  url: base,
  connections,
  duration: seconds,
  headers: { 'accept-encoding': 'br' },
  requests: [{ path: '/aboutus' }, { path: '/ar/FinancialSystems' }, { path: '/financialsystems' }, { path: '/no-such-page' }, { path: '/healthz' }],
});
clearInterval(sampler);
samples.push([seconds, rssMb(pid)]);
await server.stop();

const first = samples[1]?.[1] ?? samples[0]![1];
const last = samples.at(-1)![1];
console.log(`soak: ${seconds}s at ${connections} connections on ${base}`);
console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.log(`errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx answers: ${result.non2xx} (the mix includes a 301 and a 404 on purpose)`);
console.log(`RSS (MB) every 5 s: ${samples.map(([t, mb]) => `${t}s=${mb}`).join(' ')}`);
console.log(`RSS growth after warm-up: ${last - first} MB (${first} → ${last}); budget ≤ 512 MB: ${last <= 512 ? '✓' : '✗'}`);
process.exit(result.errors || result.timeouts ? 1 : 0);
