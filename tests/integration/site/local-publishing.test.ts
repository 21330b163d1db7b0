/**
 * Local publishing (decision 0037) in the production app: with SITE_REBUILD, a change in the
 * source tree's content runs its scripts/build-release.ts (here a stand-in that copies a fake
 * build or fails as told, so no Astro build runs), and a complete release is swapped in whole —
 * pages, CSP, the positions the form accepts — while a failed one leaves the served site as it
 * was and names its problems on the loopback-only status page.
 */
import { cpSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress, cspHash } from '../../../scripts/precompress.ts';
import { positionsDir, readPositions } from '../../../src/content/positions.ts';
import { page, siteApps, siteFiles, writeTree } from '../../support/site-fixture.ts';
import { tempDir } from '../../support/lead-app.ts';

const stub = `import { cpSync, readFileSync } from 'node:fs';
const plan = JSON.parse(readFileSync('next-build.json', 'utf8'));
if (plan.problems) {
  for (const problem of plan.problems) console.error(problem);
  process.exit(1);
}
cpSync(plan.from, process.argv[2], { recursive: true });
`;
const newScript = 'console.log("second release")';

async function release(dir: string, home: string, script = ''): Promise<string> {
  await writeTree(dir, { ...siteFiles, 'index.html': page(home, 'en', script ? `<script>${script}</script>` : '') });
  await precompress(dir);
  return dir;
}

const siteApp = siteApps();
const root = tempDir('publishing-site-');
const source = tempDir('publishing-source-');
const link = join(root, 'current');
const removed = readPositions()[0]!.id;
let app: FastifyInstance;

const plan = (content: object) => writeFileSync(join(source, 'next-build.json'), JSON.stringify(content));
const status = async (headers: Record<string, string> = {}) => (await app.inject({ url: '/_edit/status.json', headers })).json();

beforeAll(async () => {
  await release(join(root, 'releases/first'), 'First home');
  symlinkSync('releases/first', link);
  writeFileSync(join(source, 'package.json'), '{"type":"module"}');
  mkdirSync(join(source, 'scripts'));
  writeFileSync(join(source, 'scripts/build-release.ts'), stub);
  mkdirSync(join(source, 'public'));
  cpSync(positionsDir, join(source, 'src/content/positions'), { recursive: true });
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
