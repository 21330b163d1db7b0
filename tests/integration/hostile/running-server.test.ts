/**
 * Hostile traffic against the real server process (decision 0012) (`npm start`'s
 * code): the team's CLI works while the server holds PGlite (it used to need the server
 * stopped), a lead stored as spam is released into delivery, and everything written about a
 * visitor (database, CVs, mail files, the admin socket) is readable by the server's user only.
 */
import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { tempDir } from '../../support/lead-app.ts';
import { multipartBody, validApplication, validInquiry, pdfFile } from '../../../support/lead-posts.ts';
import { startServer, type ServerProcess } from '../../../scripts/lib/server-process.ts';
import { waitFor } from '../../support/smtp-peer.ts';

const root = resolve(import.meta.dirname, '../../..');
let server: ServerProcess;
let dataDir: string;
const minFillMs = 400;

beforeAll(async () => {
  dataDir = tempDir('leads-running-');
  // MIN_FILL_MS on: a post without a form token is stored as spam. Short, as the application
  // below waits it out before posting with its token. Shedding on the event loop's delay off, as
  // for the browser tests' server: on a loaded host it measured the host, not this server.
  server = await startServer({
    DATA_DIR: dataDir,
    MAIL_TRANSPORT: 'log',
    OUTBOX_POLL_MS: '100',
    MIN_FILL_MS: String(minFillMs),
    SHED_EVENT_LOOP_DELAY_MS: '0',
  });
}, 120_000);
afterAll(async () => {
  await server?.kill('SIGTERM');
});

async function leads(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(join(root, 'node_modules/.bin/node'), ['server/cli/leads.ts', ...args], {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const mailFiles = async () => (await readdir(join(dataDir, 'mail')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

test('the leads CLI runs while the server holds PGlite: list, retry --failed, release', { timeout: 120_000 }, async () => {
  // A person whose browser never fetched a token (stored as spam), and a real application.
  const inquiry = await fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validInquiry, email: 'misjudged@example.com' }),
  });
  expect(inquiry.status).toBe(201);
  const { id: spamId } = (await inquiry.json()) as { id: string };
  const token = (await (await fetch(`${server.url}/api/form-token`, { method: 'POST' })).json()) as { token: string };
  // The time trap counts from the opening time the token carries (the server's clock, this host's).
  const openedAt = Number(token.token.split('.')[1]);
  await waitFor(() => Date.now() - openedAt >= minFillMs, 10_000, 'the form token to be older than MIN_FILL_MS');
  const mp = multipartBody({ ...validApplication, formToken: token.token }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]);
  const application = await fetch(`${server.url}/api/applications`, { method: 'POST', headers: mp.headers, body: mp.payload });
  expect(application.status).toBe(201);
  const { id: applicationId } = (await application.json()) as { id: string };
  await waitFor(async () => (await mailFiles()).length === 1, 30_000, 'the application mail');

  // Three CLI processes at once (each start takes a while): the admin socket serves them together.
  const [listed, applications, retried] = await Promise.all([
    leads('list', '--kind', 'inquiries', '--format', 'json'),
    leads('list', '--kind', 'applications', '--format', 'json'),
    leads('retry', '--failed'),
  ]);
  expect(listed.stderr).toBe('');
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout)).toContainEqual(expect.objectContaining({ id: spamId, status: 'spam', spamReason: 'token-missing' }));
  expect(JSON.parse(applications.stdout)).toContainEqual(
    expect.objectContaining({ id: applicationId, status: 'received', deliveryStatus: 'sent' }),
  );
  expect(retried).toMatchObject({ code: 0, stdout: 'No failed deliveries.\n' });
  const released = await leads('release', spamId);
  expect(released).toMatchObject({ code: 0 });
  expect(released.stdout).toContain(`Lead ${spamId} released`);
  await waitFor(async () => (await mailFiles()).length === 2, 30_000, 'the released inquiry mail');
  expect((await leads('release', spamId)).code).toBe(1);
});

test('lead data on disk is readable by the server’s user only', async () => {
  const mode = async (path: string) => (await stat(path)).mode & 0o777;
  expect(await mode(dataDir)).toBe(0o700);
  expect(await mode(join(dataDir, 'pglite'))).toBe(0o700);
  expect(await mode(join(dataDir, 'cvs'))).toBe(0o700);
  expect(await mode(join(dataDir, 'mail'))).toBe(0o700);
  expect(await mode(join(dataDir, 'uploads'))).toBe(0o700);
  expect(await mode(join(dataDir, 'admin.sock'))).toBe(0o600);
  const cvs = await readdir(join(dataDir, 'cvs'));
  expect(cvs.length).toBeGreaterThan(0);
  for (const file of cvs) expect(await mode(join(dataDir, 'cvs', file))).toBe(0o600);
  for (const file of await readdir(join(dataDir, 'mail'))) expect(await mode(join(dataDir, 'mail', file))).toBe(0o600);
  // PGlite's own files (it sets their modes itself, whatever the umask): restricted at open.
  for (const entry of await readdir(join(dataDir, 'pglite'), { withFileTypes: true })) {
    expect(await mode(join(dataDir, 'pglite', entry.name))).toBe(entry.isDirectory() ? 0o700 : 0o600);
  }
});
