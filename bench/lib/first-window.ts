/**
 * Each page's first response, byte for byte as the production app writes it to a socket (status
 * line, headers with the page's CSP and HSTS, on form pages the form-token cookie, brotli body),
 * against `bytes.documentFirstWindow`: one TCP initial window (decisions 0080, 0085). Over it,
 * a phone waits one more round trip for the rest of the document before it can ask for the hero
 * image. Measured on a server of its own: HSTS on, as deployed, would upgrade Lighthouse's
 * plain-HTTP requests.
 */
import { connect } from 'node:net';
import type { Budgets } from '../../support/budgets.ts';
import { startServer } from '../../scripts/lib/server-process.ts';
import { limits } from '../../src/forms/limits.ts';
import type { CheckFigure } from './checks.ts';
import type { Cleanups } from './cleanups.ts';
import { allPages } from './pages.ts';
import { heading, table } from './util.ts';

/** The bytes of one response on a kept-alive connection, as a browser asking for brotli gets it. */
function responseBytes(port: number, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`),
    );
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (received.length < end + 4 + length) return;
      socket.destroy();
      resolve({ status: Number(head.slice(9, 12)), bytes: end + 4 + length });
    });
    socket.on('error', reject);
  });
}

export async function firstWindowSection(snapshot: string, budgets: Budgets, check: CheckFigure, cleanups: Cleanups) {
  const limit = budgets.bytes.documentFirstWindow;
  // As deployed (deploy/ascon.env): HSTS on, the time trap at its default so form pages carry their cookie.
  const server = await startServer({ DIST_DIR: snapshot, HSTS: 'true', MIN_FILL_MS: String(limits.minFillMs) });
  cleanups.push(server.stop);
  const sizes: Array<{ path: string; status: number; bytes: number }> = [];
  for (const { path } of allPages()) sizes.push({ path, ...(await responseBytes(server.port, path)) });
  await server.stop();
  cleanups.forget(server.stop);
  for (const { path, status, bytes } of sizes) check('first response', path, status === 200 ? bytes : null, limit, (n) => `${n} B`);
  const largest = sizes.toSorted((a, b) => b.bytes - a.bytes).slice(0, 6);
  console.log(heading(`First response per page (status line, headers, brotli body; ${sizes.length} pages), the largest`));
  console.log(table([['page', 'status', 'bytes', 'margin'], ...largest.map((s) => [s.path, s.status, s.bytes, limit.max! - s.bytes])]));
  return Object.fromEntries(sizes.map((s) => [s.path, s.bytes]));
}
