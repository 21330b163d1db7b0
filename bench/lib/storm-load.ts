/**
 * The visitors of `npm run bench:storm`, in their own process so the server's event loop
 * measures only the server: UPLOADS job seekers post a CV at once (a real PDF of SIZE bytes;
 * a 503 is retried after its Retry-After, as the form tells a person to), while PAGE_CLIENTS
 * readers keep loading pages. Prints one JSON line with what they saw. Loopback only.
 *
 *   node bench/lib/storm-load.ts <port> <uploads> <size> <pageClients>
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pdfFile, multipartBody, validApplication } from '../../support/lead-posts.ts';

const [port = '0', uploads = '30', size = String(4.9 * 1024 * 1024), pageClients = '4'] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const header = pdfFile.subarray(0, pdfFile.indexOf('\n') + 1);
// A real PDF of the wanted size: the padding is a comment line after the header.
const padding = Math.max(0, Number(size) - pdfFile.length - 2);
const cv = Buffer.concat([header, Buffer.from('%'), Buffer.alloc(padding, 0x41), Buffer.from('\n'), pdfFile.subarray(header.length)]);
const paths = ['/', '/aboutus', '/ar/contact', '/FinancialSystems', '/ar/careers', '/_astro/'];

const pageTimes: number[] = [];
let pageNon200 = 0;
let storming = true;
const uploadStatuses: Record<string, number> = {};
let retried = 0;

/** One POST from its own loopback address (127.0.0.x), as job seekers come from their own. */
function post(i: number, body: Buffer, headers: Record<string, string>): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve) => {
    const req = request(
      `${base}/api/applications`,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) }, localAddress: `127.0.0.${2 + (i % 250)}` },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 5) }));
      },
    );
    req.once('error', () => resolve({ status: 0, retryAfter: 5 }));
    req.end(body);
  });
}

async function upload(i: number): Promise<number> {
  const mp = multipartBody({ ...validApplication, email: `storm${i}@example.com` }, [{ name: 'file', filename: 'cv.pdf', content: cv }]);
  for (let attempt = 0; attempt < 20; attempt++) {
    const { status, retryAfter } = await post(i, mp.payload, mp.headers);
    uploadStatuses[status] = (uploadStatuses[status] ?? 0) + 1;
    if (status !== 503) return status;
    retried++;
    await new Promise((r) => setTimeout(r, retryAfter * 1000));
  }
  return 503;
}

async function reader(n: number): Promise<void> {
  for (let i = n; storming; i++) {
    const path = paths[i % (paths.length - 1)] as string;
    const started = performance.now();
    const res = await fetch(`${base}${path}`).catch(() => null);
    await res?.arrayBuffer().catch(() => {});
    pageTimes.push(performance.now() - started);
    if (res?.status !== 200) pageNon200++;
  }
}

const started = performance.now();
const readers = Array.from({ length: Number(pageClients) }, (_, n) => reader(n));
const finals = await Promise.all(Array.from({ length: Number(uploads) }, (_, i) => upload(i)));
const seconds = (performance.now() - started) / 1000;
storming = false;
await Promise.all(readers);
pageTimes.sort((a, b) => a - b);
const quantile = (q: number) => Math.round((pageTimes[Math.min(pageTimes.length - 1, Math.floor(q * pageTimes.length))] ?? 0) * 10) / 10;
console.log(
  JSON.stringify({
    seconds: Math.round(seconds * 10) / 10,
    cvBytes: cv.length,
    stored: finals.filter((s) => s === 201).length,
    uploads: Number(uploads),
    uploadAnswers: uploadStatuses,
    retried,
    pages: pageTimes.length,
    pageNon200,
    pageP50: quantile(0.5),
    pageP99: quantile(0.99),
  }),
);
