/**
 * Local publishing (decision 0037) in the production app: with SITE_REBUILD, a change in the
 * source tree's content runs its scripts/build-release.ts (here a stand-in that copies a fake
 * build or fails as told, so no Astro build runs), and a complete release is swapped in whole —
 * pages, CSP, the positions the form accepts — while a failed one leaves the served site as it
 * was and names its problems on the loopback-only status page.
 */
import { readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../../../scripts/precompress.ts';
import { readPositions } from '../../../src/content/positions.ts';
import { fakeRelease as release, publishingSource, type PublishingSource } from '../../support/publishing-source.ts';
import { siteApps } from '../../support/site-fixture.ts';
import { tempDir } from '../../support/lead-app.ts';

const newScript = 'console.log("second release")';

const siteApp = siteApps();
const removed = readPositions()[0]!.id;
let app: FastifyInstance;
let published: PublishingSource;
let source: string;
let root: string;
let link: string;

const plan = (content: { from: string } | { problems: string[] }) => published.plan(content);
const status = async (headers: Record<string, string> = {}) => (await app.inject({ url: '/_edit/status.json', headers })).json();

beforeAll(async () => {
  published = await publishingSource();
  ({ dir: source, root, link } = published);
  app = await siteApp(link, { env: { SITE_REBUILD: 'true', SITE_SOURCE_DIR: source } });
}, 60_000);

describe('local publishing', () => {
  it('serves the release `current` links to; the status answers a direct loopback client only', async () => {
    expect((await app.inject('/')).body).toContain('First home');
    expect(await status()).toMatchObject({ state: 'idle', release: 'first', builds: 0, problems: [] });
    expect((await app.inject({ url: '/_edit/status.json', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/_edit/status', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await app.inject('/api/openapi.json')).body).toContain(`"${removed}"`);
  });

  it('builds a change into a new release and swaps in its pages, CSP and positions together', async () => {
    plan({ from: await release(tempDir('publishing-next-'), 'Second home', newScript) });
    rmSync(join(source, 'src/content/positions', `${removed}.json`));
    await expect.poll(async () => (await status()).builds, { timeout: 30_000, interval: 100 }).toBe(1);
    const now = await status();
    expect(now).toMatchObject({ state: 'idle', problems: [] });
    expect(readlinkSync(link)).toBe(join('releases', now.release));
    const home = await app.inject('/');
    expect(home.body).toContain('Second home');
    expect(home.headers['content-security-policy']).toContain(cspHash(newScript));
    expect((await app.inject('/api/openapi.json')).body).not.toContain(`"${removed}"`);
  });

  it('keeps the served site when a build fails, and names each problem on the status page', async () => {
    const served = await status();
    const problem = 'src/content/positions/x.json: ar.summary: rejected "مراقبة المخزون"; the glossary\'s term is "إدارة المخزون"';
    plan({ problems: [problem] });
    writeFileSync(join(source, 'public/touched.txt'), 'x');
    await expect.poll(async () => (await status()).state, { timeout: 30_000, interval: 100 }).toBe('failed');
    expect(await status()).toMatchObject({ release: served.release, builds: 1, problems: [problem] });
    expect((await app.inject('/')).body).toContain('Second home');
    expect(readdirSync(join(root, 'releases')).sort()).toEqual(['first', served.release].sort());
    const html = (await app.inject('/_edit/status')).body;
    expect(html).toContain('refused');
    expect(html).toContain('مراقبة المخزون');
  });
});
