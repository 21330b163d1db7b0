/**
 * The production deployment of README "Deploy to production", end to end on this machine:
 * nginx (deploy/nginx/) in front of two instances (deploy/systemd/ascon@.service, deploy/ascon.env)
 * on one PostgreSQL, released by deploy/release.sh and backed up by deploy/backup.sh. What
 * differs from production is listed in support/stack.ts. Requests go to 127.0.0.1 and ::1 only.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfFile, multipartBody, validApplication } from '../../support/lead-posts.ts';
import { tempDir } from '../support/lead-app.ts';
import { headOffice, site } from '../../src/site.config.ts';
import { root, startStack, type Stack } from './support/stack.ts';
import { idOf, send } from './support/http.ts';
import { failures, postInquiry, startTraffic } from './support/traffic.ts';

const parts: Parameters<typeof startStack>[0] = {};
let stack: Stack;
const accepted = new Set<string>();
const stalls: Socket[] = [];
const asset = `/_astro/${readdirSync(join(root, 'dist/_astro')).find((f) => f.endsWith('.css')) ?? ''}`;
const pages = ['/', '/aboutus', '/ar/aboutus', asset];

beforeAll(async () => {
  stack = await startStack(parts);
  const first = await stack.release(['--prebuilt', root]);
  expect(first.code, `ports ${stack.instancePorts.join(',')}\n${first.output}\n${stack.instances.output(1)}`).toBe(0);
}, 240_000);

afterAll(async () => {
  for (const socket of stalls) socket.destroy();
  await parts.instances?.stopAll();
  await parts.nginx?.stop();
  await parts.cluster?.stop();
});

function keep(result: { status: number | string; id?: string }) {
  if (result.status === 201 && result.id) accepted.add(result.id);
  return result;
}

async function apply(base: string, tag: string, headers: Record<string, string> = {}) {
  const { payload, headers: type } = multipartBody({ ...validApplication, email: `${tag}@example.com` }, [
    { name: 'file', filename: 'cv.pdf', content: pdfFile, type: 'application/pdf' },
  ]);
  const answer = await send(`${base}/api/applications`, {
    method: 'POST',
    headers: { ...type, ...headers },
    body: payload,
    timeoutMs: 20_000,
  });
  const id = idOf(answer);
  return keep({ status: answer.status, ...(id ? { id } : {}) });
}

/** An upload that sends its head and 64 kB of its CV, then nothing more; resolves once written. */
function stallUpload(port: number, host: string, extraHeader = ''): Promise<Socket> {
  const head = `POST /api/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 1000000\r\n${extraHeader}\r\n`;
  const start = '--zz\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n';
  return new Promise((written) => {
    const socket = connect(port, host, () =>
      socket.write(Buffer.concat([Buffer.from(head + start), pdfFile.subarray(0, 1000), Buffer.alloc(64 * 1024, 0x20)]), () =>
        written(socket),
      ),
    );
    socket.on('error', () => written(socket));
    // Answered (e.g. shed under load) or closed: it no longer holds anything.
    socket.once('data', () => socket.destroy());
    stalls.push(socket);
  });
}

async function storedIds(url?: string): Promise<Set<string>> {
  const rows = await stack.query<{ id: string }>('select id::text as id from inquiries union all select id::text from applications', url);
  return new Set(rows.map((r) => r.id));
}

describe('production deployment', () => {
  test('pages, assets and both forms answer through nginx, with the app’s own headers', async () => {
    for (const path of pages) expect((await send(`${stack.base}${path}`)).status, path).toBe(200);
    const page = await send(`${stack.base}/aboutus`);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['strict-transport-security']).toContain('max-age=');
    expect((await send(`${stack.base}${asset}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send(`${stack.base}/metrics`)).status).toBe(404);
    expect(keep(await postInquiry(stack.base, 'first')).status).toBe(201);
    expect((await apply(stack.base, 'first-applicant')).status).toBe(201);
    expect(await storedIds()).toEqual(accepted);
    const [cv] = await stack.query<{ n: number }>('select count(*)::int as n from cv_chunks');
    expect(cv!.n).toBeGreaterThan(0);
  });

  test('the rate-limit key is the IPv4 address, and the /64 for IPv6', async () => {
    const key = async (host: string) => (await send(`http://${host}:${stack.nginx.port}/__client-key`)).body.toString('hex');
    expect(await key('127.0.0.1')).toBe('7f000001');
    expect(await key('[::1]')).toBe('0000000000000000');
  });

  // Decision 0024's gap: UPLOAD_CONCURRENCY (4) slots per instance, at most 2 per address. Two
  // instances need eight stalls from the two addresses to fill both; nginx keeps all of them.
  test('stalled uploads from two addresses do not block an honest applicant behind nginx; without nginx they do', async () => {
    await Promise.all(['127.0.0.1', '::1'].flatMap((host) => [1, 2, 3, 4].map(() => stallUpload(stack.nginx.port, host))));
    const started = Date.now();
    expect((await apply(stack.base, 'honest-behind-nginx')).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);

    // Four straight at instance 1 (as two addresses, through TRUST_PROXY=1) take all its slots;
    // a stall that got answered (shed on a busy host) is sent again.
    const direct = `http://127.0.0.1:${stack.instancePorts[0]}`;
    const live: Array<Socket | null> = [null, null, null, null];
    let status: number | string = 0;
    for (const deadline = Date.now() + 20_000; status !== 503 && Date.now() < deadline;) {
      await Promise.all(
        live.map(async (socket, i) => {
          if (!socket || socket.destroyed)
            live[i] = await stallUpload(stack.instancePorts[0]!, '127.0.0.1', `X-Forwarded-For: 198.51.100.${1 + (i % 2)}\r\n`);
        }),
      );
      status = (await apply(direct, `honest-direct-${Date.now()}`, { 'x-forwarded-for': '198.51.100.3' })).status;
    }
    expect(status, stack.instances.output(1).slice(-3000)).toBe(503);
    for (const socket of stalls.splice(0)) socket.destroy();
  });

  test('SIGKILL of one instance: pages keep answering 200 and no accepted lead is lost', async () => {
    const traffic = startTraffic(stack.base, pages, 'kill');
    await waitFor(() => traffic.outcomes.length >= 10);
    // From the moment the process has exited (kill resolves then): on a loaded host its teardown
    // takes a while, and a post that reached it while it was dying is one 'in flight at the kill'.
    await stack.instances.kill(1, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor(() => traffic.outcomes.filter((o) => o.kind === 'inquiry' && o.startedAt > killedAt + 100).length >= 6);
    const outcomes = await traffic.stop();
    outcomes.forEach(keep);
    expect(failures(outcomes.filter((o) => o.kind === 'page'))).toEqual([]);
    // A post in flight at the kill may get a 502 (never retried: it may be committed); every later one is taken.
    expect(failures(outcomes.filter((o) => o.kind === 'inquiry' && o.startedAt > killedAt + 100))).toEqual([]);
    const stored = await storedIds();
    for (const id of accepted) expect(stored.has(id), id).toBe(true);
    await stack.instances.restart(1);
    await waitFor(async () => (await send(`http://127.0.0.1:${stack.instancePorts[0]}/readyz`).catch(() => null))?.status === 200, 60_000);
  }, 180_000);

  test('a release during steady page and form traffic fails no request and loses no lead', async () => {
    const before = stack.instances.releaseOf(2);
    const traffic = startTraffic(stack.base, pages, 'release');
    await waitFor(() => traffic.outcomes.length >= 10);
    const result = await stack.release(['--prebuilt', root]);
    const outcomes = await traffic.stop();
    outcomes.forEach(keep);
    expect(result.code, `${result.output}\n${stack.instances.output(1)}\n${stack.instances.output(2)}`).toBe(0);
    expect(failures(outcomes)).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'inquiry').length).toBeGreaterThan(10);
    const now = spawnSync('readlink', ['-f', join(stack.home, 'current')], { encoding: 'utf8' }).stdout.trim();
    expect(now).not.toBe(before);
    expect([stack.instances.releaseOf(1), stack.instances.releaseOf(2)]).toEqual([now, now]);
    const stored = await storedIds();
    for (const id of accepted) expect(stored.has(id), id).toBe(true);
  }, 180_000);

  test('a backup restored into a fresh database holds every lead and every CV', async () => {
    const out = tempDir('deploy-backup-');
    const backup = spawnSync('bash', [join(root, 'deploy/backup.sh'), out], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: stack.databaseUrl, ASCON_STATE_DIR: stack.dataRoot },
    });
    expect(backup.status, backup.stderr).toBe(0);
    const dump = backup.stdout.trim();
    const fresh = await stack.cluster.createDatabase('restored');
    const restored = spawnSync('bash', [join(root, 'deploy/restore.sh'), dump, fresh, tempDir('deploy-state-')], { encoding: 'utf8' });
    expect(restored.status, restored.stderr).toBe(0);
    const ids = await storedIds(fresh);
    for (const id of accepted) expect(ids.has(id), id).toBe(true);
    const count = async (url?: string) => (await stack.query<{ n: number }>('select count(*)::int as n from cv_chunks', url))[0]!.n;
    expect(await count(fresh)).toBe(await count());
  });

  // Decision 0082: with both instances stopped (e.g. PostgreSQL down at their start, 0081), nginx
  // serves the current release itself; a form post gets a localized 503 and stores nothing.
  test('no instance answers: nginx serves the release’s pages, asset and 404; a post that reached none gets a localized 503', async () => {
    const security = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
    const fromApp = (await send(`${stack.base}/api/no-such-endpoint`)).headers;
    const leadsBefore = (await storedIds()).size;
    await Promise.all([stack.instances.kill(1, 'SIGTERM'), stack.instances.kill(2, 'SIGTERM')]);
    const dist = join(stack.home, 'current/dist');
    const gzip = { 'accept-encoding': 'gzip' };

    const page = await send(`${stack.base}/aboutus`, { headers: gzip });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).equals(readFileSync(join(dist, 'aboutus.html')))).toBe(true);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['vary']).toBe('Accept-Encoding');
    for (const name of [...security, 'cross-origin-opener-policy', 'strict-transport-security'])
      expect(page.headers[name], name).toBe(fromApp[name]);
    expect(page.headers['content-security-policy']).toContain("'sha256-");
    const arabic = await send(`${stack.base}/ar/aboutus`);
    expect([arabic.status, arabic.headers['content-encoding']]).toEqual([200, undefined]);
    expect(arabic.body.equals(readFileSync(join(dist, 'ar/aboutus.html')))).toBe(true);
    expect((await send(`${stack.base}/ar/aboutus`, { method: 'HEAD' })).status).toBe(200);
    const css = await send(`${stack.base}${asset}`);
    expect([css.status, css.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);

    for (const [path, file] of [
      ['/no-such-page', '404.html'],
      ['/ar/no-such-page', 'ar/404.html'],
      ['/_csp.json', '404.html'],
    ] as const) {
      const missing = await send(`${stack.base}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.body.equals(readFileSync(join(dist, file))), path).toBe(true);
      expect(missing.headers['etag'], path).toBeUndefined();
      expect(missing.headers['cache-control'], path).toBe('no-store');
      expect(missing.headers['content-security-policy'], path).toBe(fromApp['content-security-policy']);
    }

    const post = (referer: string) =>
      send(`${stack.base}/api/inquiries`, { method: 'POST', headers: { 'content-type': 'application/json', referer }, body: '{}' });
    for (const [referer, lang] of [
      [`${stack.base}/contact`, '<html lang="en">'],
      [`${stack.base}/ar/contact`, '<html lang="ar" dir="rtl">'],
    ]) {
      const refused = await post(referer!);
      expect(refused.status, referer).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      const body = refused.body.toString();
      expect(body).toContain(lang);
      expect(body).toContain(`href="mailto:${site.email}"`);
      expect(body).toContain(`href="tel:${headOffice.phones[0]}"`);
    }
    expect(await postToDyingInstance()).toBe(502);

    await Promise.all([stack.instances.restart(1), stack.instances.restart(2)]);
    for (const port of stack.instancePorts)
      await waitFor(async () => (await send(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200, 60_000);
    await waitFor(async () => (await send(`${stack.base}/aboutus`)).headers['cache-control'] === 'no-cache');
    expect((await storedIds()).size).toBe(leadsBefore);
    expect(keep(await postInquiry(stack.base, 'after-the-outage')).status).toBe(201);
  }, 120_000);

  test('a flood is refused by nginx with 429 and a short page in the visitor’s language', async () => {
    // From ::1, so the other tests' address (127.0.0.1) keeps its allowance.
    const base = `http://[::1]:${stack.nginx.port}`;
    const flood = async (headers: Record<string, string>) => {
      for (let i = 0; i < 100; i++) {
        const answer = await send(`${base}/api/no-such-endpoint`, { headers });
        if (answer.status === 429) return answer;
      }
      throw new Error('nginx never answered 429 to 100 requests in a row');
    };
    const english = await flood({});
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.headers['retry-after']).toBe('10');
    expect(english.body.toString()).toContain('<html lang="en">');
    const arabic = await flood({ referer: `${base}/ar/contact` });
    expect(arabic.body.toString()).toContain('<html lang="ar" dir="rtl">');
    expect((await flood({ cookie: 'i18next=ar' })).body.toString()).toContain('lang="ar"');
  });
});

/**
 * The upstream pointed at a stand-in that reads a request and closes the connection unanswered,
 * as an instance dying mid-request: a post it received may be stored, so nginx keeps its 502
 * rather than the "nothing was sent" 503. The status of the first post that reached it.
 */
async function postToDyingInstance(): Promise<number> {
  const { upstreamFile, reloadCommand } = stack.nginx;
  const shipped = readFileSync(upstreamFile, 'utf8');
  let reached = 0;
  const dying = createServer((socket) =>
    socket.once('data', () => {
      reached++;
      socket.destroy();
    }),
  );
  await new Promise<void>((listening) => dying.listen(0, '127.0.0.1', listening));
  const reload = () => expect(spawnSync('sh', ['-c', reloadCommand], { encoding: 'utf8' }).status).toBe(0);
  writeFileSync(upstreamFile, shipped.replaceAll(/127\.0\.0\.1:\d+/g, `127.0.0.1:${(dying.address() as AddressInfo).port}`));
  reload();
  try {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const before = reached;
      const answer = await send(`${stack.base}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (reached > before) return answer.status;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('nginx never sent a post to the stand-in');
  } finally {
    writeFileSync(upstreamFile, shipped);
    reload();
    dying.close();
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
