/**
 * CV_ISOLATION (decision 0075): with `required`, a sandbox weaker than bubblewrap converts no
 * CV; the application is still taken, its conversion waits in the outbox, the log names the fix
 * and /readyz fails; missing conversion tools fail /readyz the same way. With `best-effort` the
 * weaker sandbox converts as before (decision 0026), and really runs in that weaker wrapper.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { Isolation } from '../../server/leads/cv-disarm/sandbox.ts';
import { loadConfig } from '../../server/config/index.ts';
import { textPdf } from '../support/cv-samples.ts';
import { buildAppWithParts } from '../support/lead-parts.ts';
import { seededDataDir } from '../support/pglite-template.ts';
import { disarmNow, leadParts, memoryTransport, testConfig } from '../support/lead-app.ts';
import { multipartBody, validApplication } from '../../support/lead-posts.ts';

let honest: Buffer;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  honest = await textPdf(['Honest Engineer']);
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose sandbox probe answers a weaker isolation (bubblewrap refused), its log kept. */
async function weakSandboxApp(setting: 'required' | 'best-effort', weaker: Isolation = 'unshare', missingCvTools = () => [] as string[]) {
  const lines: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  // A copy of the run's migrated database: a fresh one costs seconds of CPU (tests/support/pglite-template.ts).
  app = await buildAppWithParts(testConfig({ CV_ISOLATION: setting, DATA_DIR: await seededDataDir() }), {
    logger: { level: 'info', stream: logs },
    leads: { startWorker: false, transport: memoryTransport(), cvIsolation: () => weaker, missingCvTools },
  });
  await app.ready();
  const { payload, headers } = multipartBody(validApplication, [{ name: 'file', filename: 'cv.pdf', content: honest }]);
  const answer = await app.inject({ method: 'POST', url: '/api/applications', payload, headers });
  expect(answer.statusCode).toBe(201);
  const outbox = async () =>
    queryRows<{ status: string; attempts: number }>(
      (await leadParts(app!)).database.db,
      sql`select status, attempts from outbox where kind = 'cv-disarm' and lead_id = ${answer.json().id}`,
    );
  return { app, outbox, log: () => lines.join('') };
}

describe('CV_ISOLATION', () => {
  test('required: a weaker sandbox converts nothing, the CV waits in the outbox, the log names the fix, /readyz fails', async () => {
    const { app, outbox, log } = await weakSandboxApp('required');
    expect(await disarmNow(app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await outbox()).toEqual([{ status: 'pending', attempts: 0 }]);
    expect(log()).toContain('CV_ISOLATION=required but bubblewrap cannot create namespaces here');
    expect(log()).toContain('kernel.unprivileged_userns_clone=1');
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failing: ['cv-sandbox'] });
  });

  // The wrapper the conversion really ran in, not only the one the policy was told of.
  test.each([
    ['unshare', 'unshare'],
    ['limits-only', 'none'],
  ] as const)('best-effort: a weaker sandbox (%s) still converts in it, with a warning, and /readyz is ready', async (weaker, wrapper) => {
    const { app, outbox, log } = await weakSandboxApp('best-effort', weaker);
    await expect.poll(async () => (await disarmNow(app)).sent, { timeout: 30_000 }).toBe(1);
    expect(await outbox()).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(log()).toContain('bubblewrap cannot create namespaces here');
    expect(log()).toContain(`"sandbox":"${wrapper}"`);
    expect(log()).not.toContain('"sandbox":"bwrap"');
    expect(log()).not.toContain('CV_ISOLATION=required');
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  test('required: missing conversion tools fail /readyz, and the log names the packages', async () => {
    const { app, outbox, log } = await weakSandboxApp('required', 'bubblewrap', () => ['libreoffice-writer-nogui']);
    expect(await disarmNow(app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await outbox()).toEqual([{ status: 'pending', attempts: 0 }]);
    expect(log()).toContain('apt-get install -y libreoffice-writer-nogui');
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failing: ['cv-tools'] });
  });

  test('best-effort: missing conversion tools are logged, /readyz stays ready', async () => {
    const { app, log } = await weakSandboxApp('best-effort', 'bubblewrap', () => ['poppler-utils']);
    expect(await disarmNow(app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(log()).toContain('apt-get install -y poppler-utils');
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  test('unset, it is required in production and best-effort elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).CV_ISOLATION).toBe('required');
    expect(loadConfig({}).CV_ISOLATION).toBe('best-effort');
    expect(loadConfig({ NODE_ENV: 'production', CV_ISOLATION: 'best-effort' }).CV_ISOLATION).toBe('best-effort');
  });
});
