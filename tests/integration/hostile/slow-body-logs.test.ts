/**
 * Slow bodies on any route (decision 0024): each gets its 408, and the log gets one
 * info line per request, never a warning or an error with a stack trace. Before, the handler
 * that was still reading the body failed after the 408 and Fastify logged that at warn/error,
 * with the stack: anyone could fill the error log cheaply (decision 0012: codes, not traces).
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { closeListening, listenOnLoopback, memoryTransport, testConfig } from '../../support/lead-app.ts';
import { seededDataDir } from '../../support/pglite-template.ts';

const lines: string[] = [];
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const logs = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  // A copy of the run's migrated database: a fresh one costs seconds of CPU (tests/support/pglite-template.ts).
  app = await buildApp(testConfig({ BODY_TIMEOUT_MS: '800', DATA_DIR: await seededDataDir() }), {
    logger: { level: 'info', stream: logs },
    leads: { startWorker: false, transport: memoryTransport() },
  });
  port = await listenOnLoopback(app);
}, 120_000);
afterAll(() => closeListening(app));

/** Sends `head` and a body start, then nothing: resolves with the status line once the server closes. */
function stall(head: string, start: string): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${start}`));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.once('close', () => resolve(text.split('\r\n')[0] ?? ''));
  });
}

test('slow bodies on pages and on the API: a 408 each, and no warning, error or stack in the log', async () => {
  const json = (path: string) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100`;
  const multipart = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 1000`;
  // The no-JavaScript inquiry form posts urlencoded; only the application form posts multipart (decision 0058).
  const form = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100`;
  const field = '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc';
  const from = lines.length;
  const statuses = await Promise.all([
    stall(json('/'), '{"a":'),
    stall(json('/api/inquiries'), '{"a":'),
    stall(json('/api/form-token'), '{"a":'),
    stall(form('/api/inquiries'), 'name=ab'),
    stall(multipart('/api/applications'), field),
  ]);
  expect(statuses).toEqual(statuses.map(() => 'HTTP/1.1 408 Request Timeout'));
  // Each stalled request logs its timeout once it has failed; wait for all five before judging the log.
  const timeouts = () => lines.slice(from).filter((line) => line.includes('request body not received in time')).length;
  await expect.poll(timeouts, { timeout: 10_000, interval: 50 }).toBe(5);
  const logged = lines.slice(from);
  const entries = logged.map((line) => JSON.parse(line) as { level: number; msg?: string; res?: { statusCode?: number } });
  expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
  expect(logged.filter((line) => line.includes('"stack"'))).toEqual([]);
  expect(entries.filter((entry) => entry.msg === 'request body not received in time')).toHaveLength(5);
  // Each 408 is still in the access log.
  expect(entries.filter((entry) => entry.msg === 'request completed' && entry.res?.statusCode === 408)).toHaveLength(5);
}, 30_000);
