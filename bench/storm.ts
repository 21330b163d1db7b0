/**
 * `npm run bench:storm`: an upload storm (decision 0012), measured. The production app
 * (`buildApp`, PGlite in a temporary DATA_DIR, log transport) runs in this process, where its
 * event-loop delay and RSS are sampled; the visitors (bench/lib/storm-load.ts) run in a child
 * process: 30 concurrent 4.9 MB CV uploads plus page readers. Prints page p50/p99, non-200
 * pages, the event-loop delay max, RSS before / peak / 10 s after, and how long shedding went
 * on after the storm. Only 127.0.0.1 is contacted.
 *
 *   npm run bench:storm -- [--uploads 30] [--size 5138022] [--readers 4]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import type { OpenLeads } from '../server/plugins/leads/service.ts';
import { loadConfig } from '../server/config/index.ts';

const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '30' },
    size: { type: 'string', default: String(Math.round(4.9 * 1024 * 1024)) },
    readers: { type: 'string', default: '4' },
  },
});
const dataDir = mkdtempSync(join(tmpdir(), 'bench-storm-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  MAIL_TRANSPORT: 'log',
  MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000000',
  HOST: '127.0.0.1',
});
let parts: OpenLeads | undefined;
const app = await buildApp(config, { logger: { level: 'warn' }, leads: { onOpened: (open) => (parts = open) } });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Settle after start (the first GCs ran) before measuring.
await sleep(3000);
const rssBefore = mb(process.memoryUsage.rss());

const delay = monitorEventLoopDelay({ resolution: 10 });
let rssPeak = rssBefore;
let shedSamples = 0;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, mb(process.memoryUsage.rss()));
  if (app.loadShedding.since !== null) shedSamples++;
}, 100);
delay.enable();
const load = spawn(process.execPath, ['bench/lib/storm-load.ts', String(port), values.uploads, values.size, values.readers], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
load.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
await new Promise((resolve) => load.once('exit', resolve));
delay.disable();
const stormEnded = Date.now();
while (app.loadShedding.since !== null && Date.now() - stormEnded < 60_000) await sleep(100);
const sheddingAfter = (Date.now() - stormEnded) / 1000;
await sleep(Math.max(0, 10_000 - (Date.now() - stormEnded)));
clearInterval(sampler);
const rssAfter = mb(process.memoryUsage.rss());
const memoryAfter = process.memoryUsage();
const mailsWritten = await parts!.repo.listings.listOutbox('sent').then((rows) => rows.length);
const seen = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
await app.close();
rmSync(dataDir, { recursive: true, force: true });

const figures = {
  ...seen,
  eventLoopDelayMaxMs: Math.round(delay.max / 1e6),
  eventLoopDelayP99Ms: Math.round(delay.percentile(99) / 1e6),
  shedSamples,
  secondsUntilSheddingStopped: Math.round(sheddingAfter * 10) / 10,
  rssBeforeMb: rssBefore,
  rssPeakMb: rssPeak,
  rssAfter10sMb: rssAfter,
  // Where the RSS sits 10 s after: V8 heap, buffers outside it, and the rest (PGlite's WebAssembly, code).
  heapUsedAfterMb: mb(memoryAfter.heapUsed),
  arrayBuffersAfterMb: mb(memoryAfter.arrayBuffers),
  mailsSentBy10s: mailsWritten,
};
console.log(JSON.stringify(figures, null, 2));
const targets = [
  ['non-200 pages = 0', seen['pageNon200'] === 0],
  ['page p99 ≤ 250 ms', Number(seen['pageP99']) <= 250],
  ['event-loop delay max ≤ 100 ms', figures.eventLoopDelayMaxMs <= 100],
  ['RSS 10 s after ≤ 512 MB', rssAfter <= 512],
  ['every CV stored', seen['stored'] === seen['uploads']],
] as const;
for (const [name, ok] of targets) console.log(`${ok ? '✔' : '✖'} ${name}`);
process.exit(0);
