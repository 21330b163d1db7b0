/**
 * The sandbox bounds what V8 flags cannot (docs/decisions/0026): a decompression bomb ends at
 * the conversion's memory limit without touching the server's memory, an honest CV sent with it
 * is rebuilt meanwhile, a conversion has no network, a busy machine never makes an applicant's
 * upload fail, missing tools leave conversions waiting, and a conversion cut off by a crash
 * runs again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildAppWithParts } from '../support/lead-parts.ts';
import { queryRows } from '../../server/db/client.ts';
import { createCvDisarmer, isolation } from '../../server/leads/cv-disarm/index.ts';
import { runSandboxed } from '../../server/leads/cv-disarm/sandbox.ts';
import { fontBombPdf } from '../support/bomb-pdf.ts';
import { textPdf } from '../support/cv-samples.ts';
import { buildLeadApp, disarmNow, leadParts, memoryTransport, tempDir, testConfig } from '../support/lead-app.ts';
import { multipartBody, validApplication } from '../../support/lead-posts.ts';

// 512 MiB (the default is 1024) ends the bomb sooner; an honest PDF needs far less.
const limits = { memoryMb: 512, timeoutMs: 60_000, maxPages: 20, maxPixels: 1754 };
let bomb: Buffer;
let honest: Buffer;

beforeAll(async () => {
  [bomb, honest] = await Promise.all([fontBombPdf(), textPdf(['Honest Engineer'])]);
});

async function listener(): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port, connections: () => connections };
}

test('a conversion has no network: connecting to a loopback listener fails inside the sandbox and works outside it', async () => {
  expect(isolation()).not.toBe('limits-only');
  const { server, port, connections } = await listener();
  const dir = await mkdtemp(join(tempDir('sandbox-net-'), 'job-'));
  try {
    const connect = ['bash', '-c', `exec 3<>/dev/tcp/127.0.0.1/${port}`];
    // Outside: the same command reaches the listener (so the check below can fail).
    expect(spawnSync(connect[0]!, connect.slice(1)).status).toBe(0);
    await expect.poll(connections).toBe(1);
    const inside = await runSandboxed(dir, { memoryMb: 256, timeoutMs: 10_000, fileMb: 1 }, connect, isolation());
    expect(inside.code).not.toBe(0);
    expect(connections()).toBe(1);
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('a tool past the wall-clock limit is killed with its whole process group', async () => {
  const dir = await mkdtemp(join(tempDir('sandbox-time-'), 'job-'));
  try {
    const started = Date.now();
    // A child of the tool holds on too: it must go with the group.
    const run = await runSandboxed(dir, { memoryMb: 256, timeoutMs: 1000, fileMb: 1 }, ['sh', '-c', 'sleep 30 & sleep 30'], isolation());
    expect(run.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the bomb (1 MB inflating to 1 GiB) ends at the memory limit, in seconds', async () => {
  const disarmer = createCvDisarmer(tempDir('bomb-'), limits);
  const started = Date.now();
  const job = await disarmer.disarm(Readable.from([bomb]), 'pdf');
  await job.release();
  expect(job.result).toMatchObject({ ok: false, reason: 'limit' });
  expect(Date.now() - started).toBeLessThan(limits.timeoutMs);
});

describe('through the server', () => {
  let app: FastifyInstance;
  const transport = memoryTransport();
  beforeAll(async () => {
    app = await buildLeadApp(
      testConfig({
        CV_DISARM_CONCURRENCY: '2',
        CV_DISARM_MEMORY_MB: String(limits.memoryMb),
        CV_DISARM_TIMEOUT_MS: String(limits.timeoutMs),
      }),
      { leads: { transport } },
    );
  });
  afterAll(async () => app?.close());

  // Each from its own address: uploads are bounded per address (decision 0012), not the point here.
  let address = 0;
  const apply = async (who: string, content: Buffer) => {
    const { payload, headers } = multipartBody({ ...validApplication, email: `${who}@example.com` }, [
      { name: 'file', filename: 'cv.pdf', content },
    ]);
    return app.inject({ method: 'POST', url: '/api/applications', payload, headers, remoteAddress: `203.0.113.${++address}` });
  };
  const stateOf = async (id: string) =>
    (await queryRows<{ cv_state: string }>((await leadParts(app)).database.db, sql`select cv_state from applications where id = ${id}`))[0]
      ?.cv_state;

  test('a bomb and an honest CV sent together: the bomb is refused, the honest CV rebuilt, and the server RSS barely moves', async () => {
    // One conversion first, so the database's and the worker's own first-use memory is not counted.
    await apply('warm-up', honest);
    expect(await disarmNow(app)).toMatchObject({ sent: 1 });
    const [bombed, fine] = await Promise.all([apply('bomber', bomb), apply('honest', honest)]);
    expect([bombed.statusCode, fine.statusCode]).toEqual([201, 201]);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = Date.now();
    try {
      expect(await disarmNow(app)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    } finally {
      clearInterval(sampler);
    }
    const tookMs = Date.now() - started;
    const growthMb = (peak - before) / 2 ** 20;
    console.info(`bomb + honest CV converted in ${tookMs} ms; server RSS grew by ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(48);
    expect(tookMs).toBeLessThan(limits.timeoutMs);
    expect(await stateOf(bombed.json().id)).toBe('refused');
    expect(await stateOf(fine.json().id)).toBe('rebuilt');
  });

  test('under CPU load an honest applicant gets 201 at once, never "damaged"', async () => {
    const burners: ChildProcess[] = Array.from({ length: 4 }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    try {
      const answers = await Promise.all(Array.from({ length: 3 }, (_, i) => apply(`loaded${i}`, honest)));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
    }
  });

  test('a conversion cut off by a crash (its claim never finished) runs again once its lease ends', async () => {
    const answer = await apply('crashed', honest);
    // A worker that claimed the row and died: its lease of 1 ms has ended by the next pass.
    const claimed = await (await leadParts(app)).repo.outbox.claimDue(10, 1, ['cv-disarm']);
    expect(claimed.map((row) => row.leadId)).toContain(answer.json().id);
    await expect.poll(async () => (await disarmNow(app)).sent, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await stateOf(answer.json().id)).toBe('rebuilt');
  });

  /** An app on the same database whose log is kept, to read what it says about the conversions. */
  async function loggedApp(missingCvTools?: () => string[]) {
    const lines: string[] = [];
    const logs = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const logged = await buildAppWithParts(app.config, {
      logger: { level: 'info', stream: logs },
      leads: { startWorker: false, database: (await leadParts(app)).database, transport, ...(missingCvTools ? { missingCvTools } : {}) },
    });
    await logged.ready();
    return { logged, log: () => lines.join('') };
  }

  test('the server says at start which isolation its conversions have', async () => {
    const { logged, log } = await loggedApp();
    try {
      await disarmNow(logged);
      expect(log()).toContain(`"isolation":"${isolation()}"`);
      expect(log()).toMatch(isolation() === 'bubblewrap' ? /bubblewrap sandbox \(no network/ : /bubblewrap cannot create namespaces here/);
    } finally {
      await logged.close();
    }
  });

  test('without the conversion tools the application is still taken, its conversion waits in the outbox, and the log says what to install', async () => {
    const { logged: toolless, log } = await loggedApp(() => ['tesseract-ocr-ara']);
    try {
      const { payload, headers } = multipartBody({ ...validApplication, email: 'toolless@example.com' }, [
        { name: 'file', filename: 'cv.pdf', content: honest },
      ]);
      const answer = await toolless.inject({ method: 'POST', url: '/api/applications', payload, headers });
      expect(answer.statusCode).toBe(201);
      expect(await disarmNow(toolless)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      const rows = await queryRows<{ kind: string; status: string; attempts: number }>(
        (await leadParts(app)).database.db,
        sql`select kind, status, attempts from outbox where lead_id = ${answer.json().id}`,
      );
      expect(rows).toEqual([{ kind: 'cv-disarm', status: 'pending', attempts: 0 }]);
      expect(log()).toContain('apt-get install -y tesseract-ocr-ara');
      expect(log()).toContain('CV conversion tools are missing');
    } finally {
      await toolless.close();
    }
  });
});
