/**
 * Hostile connections at the socket level (decision 0012), against the production
 * app (`buildApp`) listening on loopback: an upload storm is bounded and answered fast, slow
 * bodies are cut off, and the parser's own rejections carry the security headers. The event loop is watched while it happens.
 */
import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '../../../src/i18n/ui/en.json' with { type: 'json' };
import { buildLeadApp, closeListening, listenOnLoopback, memoryTransport, testConfig } from '../../support/lead-app.ts';
import { multipartBody, validApplication, pdfFile } from '../../../support/lead-posts.ts';
import { watchLoopBlocking } from '../../support/loop-blocking.ts';
import { uploadsDir } from '../../../server/http/multipart.ts';

let app: FastifyInstance;
let port: number;

/** Each describe gets its own listening app, so one's sockets never count against another's. */
function listening(env: Record<string, string>) {
  beforeAll(async () => {
    app = await buildLeadApp(testConfig({ ...env }), { leads: { transport: memoryTransport() } });
    port = await listenOnLoopback(app);
  }, 120_000);
  afterAll(() => closeListening(app));
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection (or `ms` pass). */
function readAll(socket: Socket, ms = 10_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve({ text, closed: false }), ms);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('error', () => {});
  });
}

/** Until `count` uploads are being staged (their `.part` files exist): the server has taken them. */
async function untilStaging(count: number): Promise<void> {
  const dir = uploadsDir(app.config.dataDir);
  for (let i = 0; i < 100; i++) {
    const names = await readdir(dir).catch(() => [] as string[]);
    if (names.filter((name) => name.endsWith('.part')).length >= count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${count} uploads were ever being staged`);
}

/** Starts a CV upload and sends only its first `sent` bytes: it stays in progress. */
async function startUpload(sent = 1024): Promise<Socket> {
  const mp = multipartBody({ ...validApplication }, [
    { name: 'file', filename: 'cv.pdf', content: Buffer.concat([pdfFile, Buffer.alloc(4 * 1024 * 1024)]) },
  ]);
  const socket = await open();
  socket.write(
    `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${mp.headers['content-type']}\r\nContent-Length: ${mp.payload.length}\r\n\r\n`,
  );
  socket.write(mp.payload.subarray(0, sent));
  return socket;
}

describe('uploads', () => {
  listening({ UPLOAD_CONCURRENCY: '4', BODY_TIMEOUT_MS: '1500' });
  test('over the bound (here: half the slots per address), a visitor is asked at once to try again in a moment (503, Retry-After, localized), not made to wait', async () => {
    const held = [await startUpload(), await startUpload()];
    await untilStaging(2);
    const mp = multipartBody({ ...validApplication }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]);
    const res = await fetch(`http://127.0.0.1:${port}/api/applications`, {
      method: 'POST',
      headers: mp.headers,
      body: mp.payload,
      signal: AbortSignal.timeout(5000),
    });
    // Not made to wait: queued behind the held uploads, it would get a slot when their body
    // timeout frees one and be stored (201); a 503 is the answer given at once.
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ errors: { form: en.errors.busy } });
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    for (const socket of held) socket.destroy();
    // The slots come back once the server sees those connections close, a moment after the client.
    const post = () =>
      fetch(`http://127.0.0.1:${port}/api/applications`, {
        method: 'POST',
        headers: mp.headers,
        body: mp.payload,
        signal: AbortSignal.timeout(5000),
      });
    let again = await post();
    for (let i = 0; i < 10 && again.status !== 201; i++) {
      await new Promise((r) => setTimeout(r, 300));
      again = await post();
    }
    expect(again.status).toBe(201);
  });

  test('a body dripping in is answered 408 in the visitor’s language and the connection closed', async () => {
    const socket = await startUpload(200);
    const drip = setInterval(() => socket.writable && socket.write('x'), 200);
    // A drip never ends by itself: only the server's body timeout closes the socket, with a 408.
    const { text, closed } = await readAll(socket, 10_000);
    clearInterval(drip);
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(Buffer.from(text, 'latin1').toString('utf8')).toContain(en.errors.slowUpload);
    // Its upload slot is free again: two more uploads are taken, none turned away.
    const mp = multipartBody({ ...validApplication }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]);
    const pair = () =>
      Promise.all(
        [0, 1].map(() =>
          fetch(`http://127.0.0.1:${port}/api/applications`, { method: 'POST', headers: mp.headers, body: mp.payload }).then(
            (r) => r.status,
          ),
        ),
      );
    // The slot is released when the server sees the close, a moment after the client does.
    let next = await pair();
    for (let i = 0; i < 10 && next.join() !== '201,201'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      next = await pair();
    }
    expect(next).toEqual([201, 201]);
  });
});

// Its own app with the production body timeout: the 1.5 s above is there to make the drip test
// quick, and a 4 MB body sent on a loaded 2-core machine can honestly take longer than that.
describe('upload storm', () => {
  listening({ UPLOAD_CONCURRENCY: '4' });
  test(
    'a storm of 12 concurrent 4 MB uploads with pages in between: pages stay fast, the event loop never stalls',
    { timeout: 180_000 },
    async () => {
      // A real 4 MB PDF: the padding is a comment line after the header.
      const header = pdfFile.subarray(0, pdfFile.indexOf('\n') + 1);
      const content = Buffer.concat([
        header,
        Buffer.from('%'),
        Buffer.alloc(4 * 1024 * 1024, 0x41),
        Buffer.from('\n'),
        pdfFile.subarray(header.length),
      ]);
      const mp = multipartBody({ ...validApplication }, [{ name: 'file', filename: 'cv.pdf', content }]);
      const loop = watchLoopBlocking();
      const pageTimes: number[] = [];
      const statuses: number[] = [];
      let storming = true;
      const pages = (async () => {
        while (storming) {
          const started = performance.now();
          const status = await fetch(`http://127.0.0.1:${port}/aboutus`).then(
            async (res) => (await res.arrayBuffer(), res.status),
            () => 0,
          );
          statuses.push(status);
          pageTimes.push(performance.now() - started);
        }
      })();
      const uploads = await Promise.all(
        Array.from(
          { length: 12 },
          async () =>
            (await fetch(`http://127.0.0.1:${port}/api/applications`, { method: 'POST', headers: mp.headers, body: mp.payload })).status,
        ),
      );
      storming = false;
      await pages;
      const blocking = loop.stop();
      // Every upload was either stored or asked to come back in a moment; none hung or failed.
      for (const status of uploads) expect([201, 503]).toContain(status);
      expect(uploads).toContain(201);
      expect(statuses.every((s) => s === 200)).toBe(true);
      pageTimes.sort((a, b) => a - b);
      // Generous bounds for a shared 2-core machine; `npm run bench:storm` measures the real figures.
      expect(pageTimes[Math.floor(pageTimes.length / 2)]).toBeLessThan(500);
      // The loop is never held for long by the server's (and this client's) own work: the main
      // thread's CPU time between two 10 ms ticks (tests/support/loop-blocking.ts), which a loaded
      // host's run queue does not inflate the way it does the wall-clock delay (512 ms at p99 once
      // with a site build beside the suite). Quiet: ~50–60 ms; 172 ms at load 15; a 500 ms block
      // in the multipart reader fails it.
      const seen = JSON.stringify(blocking);
      // The watcher ran through the storm: at least 50 ms of its 10 ms ticks (a fresh-clone run
      // read exactly 10 when the 503s came back fast; 10 was the bound).
      expect(blocking.ticks, seen).toBeGreaterThanOrEqual(5);
      expect(blocking.cpuMaxMs, seen).toBeLessThan(400);
    },
  );
});

describe('parser-level rejections', () => {
  listening({});
  test.each([
    ['a malformed request line', 'GARBAGE / HTTP/9.9\r\n\r\n', 400],
    ['headers larger than the parser takes', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s is answered with its status and the security headers', async (_label, raw, status) => {
    const socket = await open();
    socket.write(raw);
    const { text } = await readAll(socket, 5000);
    expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
    const headers = text.toLowerCase();
    expect(headers).toContain('content-security-policy:');
    expect(headers).toContain('x-content-type-options: nosniff');
  });
});
