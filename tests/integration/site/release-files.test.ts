/**
 * Where the served bytes come from: a release's own folder, read per request through
 * @fastify/static (server/plugins/static-site.ts, server/site/current-release.ts). Moving the
 * `current` link alone serves nothing new (the swap is making the release current, decision
 * 0037), and a listed file that vanished from disk is a plain 404, not a loop.
 */
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { cspHash } from '../../../scripts/precompress.ts';
import { loadRelease } from '../../../server/site/current-release.ts';
import { swapCurrent } from '../../../server/site/publishing/release-folders.ts';
import { fakeRelease } from '../../support/publishing-source.ts';
import { fakeDist, siteApps } from '../../support/site-fixture.ts';
import { tempDir } from '../../support/lead-app.ts';

const siteApp = siteApps();

it("serves each request from the current release's own folder, whatever the link says meanwhile", async () => {
  const root = tempDir('release-files-');
  const link = join(root, 'current');
  await fakeRelease(join(root, 'releases/first'), 'First home', 'console.log("first")');
  const second = await fakeRelease(join(root, 'releases/second'), 'Second home', 'console.log("second")');
  symlinkSync('releases/first', link);
  const app = await siteApp(link);

  await swapCurrent(link, second);
  for (const headers of [{}, { 'accept-encoding': 'br' }]) {
    const home = await app.inject({ url: '/', headers });
    const body = home.headers['content-encoding'] === 'br' ? brotliDecompressSync(home.rawPayload).toString() : home.body;
    expect(body).toContain('First home');
    expect(home.headers['content-security-policy']).toContain(cspHash('console.log("first")'));
  }

  app.siteRelease.set(await loadRelease(link));
  const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
  expect(brotliDecompressSync(home.rawPayload).toString()).toContain('Second home');
  expect(home.headers['content-security-policy']).toContain(cspHash('console.log("second")'));
}, 300_000); // the first app opens the file's embedded database (slow on a busy machine)

it('answers a listed page gone from disk with the plain 404 page', async () => {
  const dist = await fakeDist();
  const app = await siteApp(dist);
  for (const suffix of ['', '.br', '.gz']) rmSync(join(dist, `aboutus.html${suffix}`));
  for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
    const gone = await app.inject({ url: '/aboutus', headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.body).toContain('<html lang="en" dir="ltr">');
  }
  expect((await app.inject({ url: '/ar/aboutus' })).statusCode).toBe(200);
});
