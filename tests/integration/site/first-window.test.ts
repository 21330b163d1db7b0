/**
 * Every page's first response, byte for byte as the production app writes it to a socket (status
 * line, headers with the CSP and, on form pages, the form-token cookie, brotli body), fits the
 * budget bench/budgets.json sets: one TCP initial window (decision 0080). Over it, a phone waits
 * one more round trip for the rest of the document before it can ask for the hero image. Reads
 * the real build (npm run build first; `npm test` builds before Vitest).
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { loadBudgets } from '../../../support/budgets.ts';
import { allPages } from '../../../bench/lib/pages.ts';
import { siteApps } from '../../support/site-fixture.ts';
import { limits } from '../../../src/forms/limits.ts';

const budget = loadBudgets().bytes.documentFirstWindow;
const siteApp = siteApps();
let app: FastifyInstance;

beforeAll(async () => {
  // As deployed (deploy/ascon.env): HSTS on (its header, `upgrade-insecure-requests`, a Secure
  // cookie) and the time trap at its default, so form pages carry their cookie (180 B).
  app = await siteApp(join(import.meta.dirname, '../../../dist'), { env: { HSTS: 'true', MIN_FILL_MS: String(limits.minFillMs) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

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

it('every page’s first response (headers and brotli body) fits one TCP initial window', async () => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  const sizes: Record<string, number> = {};
  for (const { path } of allPages()) {
    const { status, bytes } = await responseBytes(address.port, path);
    expect(status, path).toBe(200);
    sizes[path] = bytes;
  }
  expect(Object.keys(sizes).length).toBeGreaterThanOrEqual(42);
  const over = Object.entries(sizes).filter(([, bytes]) => bytes > budget.max!);
  expect(over, `over ${budget.max} B`).toEqual([]);
});
