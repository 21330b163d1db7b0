/**
 * The static-site server: precompression and CSP hashes (scripts/precompress.ts), the
 * manifest and redirect rules (server/site/), and the four plugins that serve the built site
 * (static-site, security-headers, load-shedding, error-handling), against a fake dist/ in a
 * temporary directory.
 *
 * Most tests use an app composed like server/app.ts but with a small stand-in for the lead
 * API, so they depend only on the plugins under test; one smoke test runs the real buildApp.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { acceptedEncodings } from '../../server/site/file-store.ts';
import { serverNodeFlags } from '../../server/node-flags.ts';
import errorHandling, { handleFrameworkError } from '../../server/plugins/error-handling.ts';
import securityHeaders from '../../server/plugins/security-headers.ts';
import loadShedding, { type LoadSheddingOptions } from '../../server/plugins/load-shedding.ts';
import health from '../../server/plugins/health.ts';
import staticSite from '../../server/plugins/static-site.ts';
import { manifestFromFiles } from '../../server/site/manifest.ts';
import { cookieLocale, decide, extractLng, parseTarget } from '../../server/site/redirects.ts';
import { cspHash, inlineHashes, precompress } from '../../scripts/precompress.ts';
import { createZopfliPool } from '../../scripts/precompress/zopfli-gzip.ts';

const projectRoot = join(import.meta.dirname, '../..');

// ---------------------------------------------------------------------------------------
// The fake build
// ---------------------------------------------------------------------------------------

const filler = '<p>' + 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40) + '</p>';
const sharedScript = 'document.documentElement.dataset.js = "1";';
const pageScript = 'console.log("page")';
const inlineStyle = 'astro-island{display:contents}';

function page(title: string, lang = 'en', extra = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>
<style>${inlineStyle}</style>
<script>${sharedScript}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" src="/_astro/app.B1a2c3.js"></script>
</head><body><h1>${title}</h1>${extra}${filler}</body></html>`;
}

const siteFiles: Record<string, string> = {
  'index.html': page('Home', 'en', `<script>${pageScript}</script>`),
  'ar.html': page('الرئيسية', 'ar'),
  'aboutus.html': page('About us'),
  'ar/aboutus.html': page('من نحن', 'ar'),
  'FinancialSystems.html': page('Financial systems'),
  'ar/FinancialSystems.html': page('الأنظمة المالية', 'ar'),
  'privacy.html': page('Privacy (English only)'),
  '404.html': page('EN-404 Page not found'),
  'ar/404.html': page('AR-404 الصفحة غير موجودة', 'ar'),
  '_astro/app.B1a2c3.js': 'export const x = 1;\n'.repeat(200),
  '_astro/index.D4e5f6.css': 'body{margin:0}\n'.repeat(200),
  '_astro/tiny.G7h8i9.js': 'export {};\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': '<?xml version="1.0"?><urlset>' + '<url><loc>https://example.com/</loc></url>'.repeat(60) + '</urlset>',
  '.hidden': 'secret',
};

let tmp: string;
let dist: string;
let bareDist: string;
let dataDir: string;

async function writeTree(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'server-static-'));
  dist = join(tmp, 'dist');
  bareDist = join(tmp, 'bare-dist');
  dataDir = join(tmp, 'data');
  await mkdir(dataDir);
  await writeTree(dist, siteFiles);
  await precompress(dist);
  // A build without 404 pages or _csp.json, for the fallbacks.
  await writeTree(bareDist, { 'index.html': page('Bare home'), 'aboutus.html': page('Bare about') });
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------
// The app under test
// ---------------------------------------------------------------------------------------

interface TestAppOptions {
  env?: Record<string, string>;
  distDir?: string;
  loadShedding?: LoadSheddingOptions;
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** server/app.ts's composition, with a stand-in for the leads plugin and the API routes. */
async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DIST_DIR: options.distDir ?? dist,
    DATA_DIR: dataDir,
    ...options.env,
  });
  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  });
  app.decorate('config', config);
  app.decorate('readinessChecks', []);
  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(loadShedding, options.loadShedding ?? {});
  await app.register(health);
  await app.register(
    async (api) => {
      api.post('/echo', async (request) => ({ received: request.body }));
      api.get('/boom', async () => {
        throw new Error(`database exploded at ${join(projectRoot, 'server/secret.ts')}`);
      });
      api.get('/teapot', async () => {
        throw Object.assign(new Error('I am a teapot with details'), { statusCode: 418 });
      });
    },
    { prefix: '/api' },
  );
  await app.register(staticSite);
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const file = (name: string) => readFile(join(dist, name));

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
] as const;

function expectSecurityHeaders(res: LightMyRequestResponse, hsts = false) {
  for (const name of securityHeaderNames) expect(res.headers[name], name).toBeTruthy();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['permissions-policy']).toContain('microphone=()');
  expect(res.headers['permissions-policy']).toContain('geolocation=()');
  expect(res.headers['permissions-policy']).toContain('interest-cohort=()');
  expect(res.headers['x-powered-by']).toBeUndefined();
  if (hsts) {
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  } else {
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  }
}

function varyList(res: LightMyRequestResponse): string[] {
  return String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** A raw HTTP/1.1 request over a socket: no client-side URL normalization. */
async function rawRequest(target: FastifyInstance, requestTarget: string): Promise<{ status: number; text: string }> {
  const address = target.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => {
      socket.write(`GET ${requestTarget} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(text.slice(9, 12)), text }));
    socket.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------
// scripts/precompress.ts
// ---------------------------------------------------------------------------------------

describe('precompress', () => {
  it('writes .br and .gz siblings for text files over 1 KB that decompress to the original', async () => {
    for (const name of ['index.html', 'ar/aboutus.html', '_astro/app.B1a2c3.js', '_astro/index.D4e5f6.css', 'sitemap.xml']) {
      const original = await file(name);
      expect(brotliDecompressSync(await file(`${name}.br`)).equals(original), name).toBe(true);
      expect(gunzipSync(await file(`${name}.gz`)).equals(original), name).toBe(true);
    }
  });

  it('gzips with zopfli: smaller than zlib level 9, decodable by gunzip, cached by content', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'zopfli-cache-'));
    const pool = createZopfliPool({ cacheDir, threads: 2 });
    try {
      const page = Buffer.from(Array.from({ length: 300 }, (_, i) => `<li class="flex gap-2 text-ink-soft">Item ${i * 7919} of the general ledger</li>`).join(''));
      const [first, second] = await Promise.all([pool.gzip(page), pool.gzip(Buffer.from(`${page}<p>other</p>`))]);
      expect(gunzipSync(first).equals(page)).toBe(true);
      expect(gunzipSync(second).toString()).toBe(`${page}<p>other</p>`);
      expect(first.length).toBeLessThan(gzipSync(page, { level: 9 }).length);
      expect(pool.stats).toEqual({ cached: 0, compressed: 2 });
      expect((await pool.gzip(page)).equals(first)).toBe(true);
      expect(pool.stats).toEqual({ cached: 1, compressed: 2 });
    } finally {
      await pool.close();
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('skips small files and _csp.json', () => {
    for (const name of ['_astro/tiny.G7h8i9.js', 'favicon.svg', 'robots.txt', '_csp.json']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });

  it('collects inline script and style hashes, deduplicated and sorted, without JSON-LD or src scripts', async () => {
    const csp = JSON.parse(await readFile(join(dist, '_csp.json'), 'utf8')) as { scriptHashes: string[]; styleHashes: string[] };
    expect(csp.scriptHashes).toEqual([cspHash(sharedScript), cspHash(pageScript)].sort());
    expect(csp.styleHashes).toEqual([cspHash(inlineStyle)]);
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('parses raw-text elements robustly', () => {
    const html = `<!-- <script>commented()</script> -->
<script data-note="a > b">one()</script>
<SCRIPT TYPE="Application/LD+JSON">{"a":1}</SCRIPT>
<script data-src="x">two("</scrip")</script >
<script src='/x.js'></script>
<style media="screen">p{color:red}</style>
<style-guide>not a style</style-guide>`;
    expect(inlineHashes(html)).toEqual({
      scriptHashes: [cspHash('one()'), cspHash('two("</scrip")')],
      styleHashes: [cspHash('p{color:red}')],
    });
  });
});

// ---------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------

describe('request target parsing', () => {
  it.each([
    ['/..%2f..%2fetc/passwd'],
    ['/%2e%2e/package.json'],
    ['/_astro/%00.js'],
    ['/a/../b'],
    ['/./aboutus'],
    ['/%252e%252e/package.json'],
    ['/%252e%252e%252fpackage.json'],
    ['/_astro/..%5c..%5cpackage.json'],
    ['/%zz'],
    ['/%E0%A4%A'],
    ['/about us'],
    ['http://evil.example/'],
  ])('rejects %s', (url) => {
    expect(parseTarget(url)).toBeUndefined();
  });

  it('accepts normal targets and splits the query', () => {
    expect(parseTarget('/ar/aboutus?x=1&y=%20')).toEqual({ path: '/ar/aboutus', query: 'x=1&y=%20' });
    expect(parseTarget('/....//')).toEqual({ path: '/....//', query: '' });
    expect(parseTarget('/' + 'a'.repeat(10 * 1024))).toBe('too-long');
  });

  it('reads the language cookie', () => {
    expect(cookieLocale(undefined)).toBeUndefined();
    expect(cookieLocale('i18next=ar')).toBe('ar');
    expect(cookieLocale('a=1; i18next=ar-SA; b=2')).toBe('ar');
    expect(cookieLocale('xi18next=ar')).toBeUndefined();
    expect(cookieLocale('i18next=fr')).toBeUndefined();
    expect(cookieLocale('i18next=%E0')).toBeUndefined();
  });

  it('removes every lng parameter and keeps the others byte for byte', () => {
    expect(extractLng('')).toEqual({ lng: undefined, rest: '' });
    expect(extractLng('lng=ar')).toEqual({ lng: 'ar', rest: '' });
    expect(extractLng('a=%20x&lng=en&b=2&lng=ar')).toEqual({ lng: 'ar', rest: 'a=%20x&b=2' });
    expect(extractLng('lng')).toEqual({ lng: '', rest: '' });
  });

  it('builds the manifest from file names', () => {
    const manifest = manifestFromFiles(['index.html', 'index.html.br', 'ar.html', 'ar/x.html', '404.html', '_csp.json', '.env', 'a/.git/config', 'y.gz']);
    expect([...manifest.files.keys()].sort()).toEqual(['/', '/ar', '/ar/x', '/y.gz']);
    expect(manifest.files.get('/ar/x')).toMatchObject({ kind: 'page', locale: 'ar', basePath: '/x', file: 'ar/x.html' });
    expect(manifest.notFoundPages).toEqual({ en: '404.html' });
  });

  it('never redirects to a path outside the manifest', () => {
    const manifest = manifestFromFiles(['index.html', 'aboutus.html']);
    expect(decide(manifest, { method: 'GET', url: '//evil.example/' })).toEqual({ kind: 'not-found', locale: 'en' });
    expect(decide(manifest, { method: 'GET', url: '//' })).toMatchObject({ kind: 'redirect', location: '/' });
  });
});

// ---------------------------------------------------------------------------------------
// Serving files
// ---------------------------------------------------------------------------------------

describe('server process flags', () => {
  it('npm start and npm run serve pass the flags server/node-flags.ts documents', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'serve']) expect(scripts[name]?.split(' ').slice(1, -1)).toEqual([...serverNodeFlags]);
  });
});

describe('serving the site', () => {
  it('serves pages at their extensionless paths', async () => {
    for (const [url, name] of [
      ['/', 'index.html'],
      ['/ar', 'ar.html'],
      ['/aboutus', 'aboutus.html'],
      ['/ar/aboutus', 'ar/aboutus.html'],
      ['/FinancialSystems', 'FinancialSystems.html'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.rawPayload.equals(await file(name)), url).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
    }
  });

  it('serves assets at their exact paths with cache headers per kind', async () => {
    const immutable = await app.inject({ url: '/_astro/app.B1a2c3.js' });
    expect(immutable.statusCode).toBe(200);
    expect(immutable.headers['content-type']).toMatch(/javascript/);
    expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const css = await app.inject({ url: '/_astro/index.D4e5f6.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/favicon.svg', '/robots.txt', '/sitemap.xml']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(varyList(res)).not.toContain('cookie');
    }
  });

  it('chooses the precompressed sibling by Accept-Encoding', async () => {
    const original = await file('index.html');
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(varyList(br)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));

    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const noBr = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');

    const identity = await app.inject({ url: '/' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(original)).toBe(true);
    expect(varyList(identity)).toContain('accept-encoding');

    const asset = await app.inject({ url: '/_astro/app.B1a2c3.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // No sibling (under 1 KB): the file itself, still varying on the header.
    const tiny = await app.inject({ url: '/_astro/tiny.G7h8i9.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(varyList(tiny)).toContain('accept-encoding');
  });

  it('revalidates with ETag and Last-Modified (304)', async () => {
    const first = await app.inject({ url: '/aboutus' });
    const etag = String(first.headers.etag);
    const revalidated = await app.inject({ url: '/aboutus', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expectSecurityHeaders(revalidated);

    const since = await app.inject({ url: '/aboutus', headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);

    const changed = await app.inject({ url: '/aboutus', headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.statusCode).toBe(200);

    // Each encoding is its own representation with its own validator.
    const br = await app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).not.toBe(etag);
    const brRevalidated = await app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(brRevalidated.statusCode).toBe(304);

    const asset = await app.inject({ url: '/_astro/app.B1a2c3.js' });
    const assetRevalidated = await app.inject({ url: '/_astro/app.B1a2c3.js', headers: { 'if-none-match': String(asset.headers.etag) } });
    expect(assetRevalidated.statusCode).toBe(304);
  });

  it('refuses a stale If-Match with 412 and honours q-values and * in Accept-Encoding', async () => {
    const first = await app.inject({ url: '/aboutus' });
    expect((await app.inject({ url: '/aboutus', headers: { 'if-match': '"stale"' } })).statusCode).toBe(412);
    expect((await app.inject({ url: '/aboutus', headers: { 'if-match': String(first.headers.etag) } })).statusCode).toBe(200);
    expect([...acceptedEncodings('gzip;q=0, *;q=0.5')].sort()).toEqual(['br', 'identity']);
    expect([...acceptedEncodings('deflate')]).toEqual(['identity']);
    expect([...acceptedEncodings(undefined)]).toEqual(['identity']);
    expect([...acceptedEncodings('x-gzip')].sort()).toEqual(['gzip', 'identity']);
    const refused = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/aboutus' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-length']).toBe(String((await file('aboutus.html')).length));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');

    const notFound = await app.inject({ method: 'HEAD', url: '/nope' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toBe('');
    expect(notFound.headers['content-type']).toBe('text/html; charset=utf-8');

    const redirect = await app.inject({ method: 'HEAD', url: '/aboutus/' });
    expect(redirect.statusCode).toBe(301);
  });

  it('does not serve the build internals', async () => {
    for (const url of ['/_csp.json', '/index.html.br', '/index.html.gz', '/_astro/app.B1a2c3.js.br', '/.hidden', '/404', '/404.html', '/ar/404']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(url.startsWith('/ar/') ? 'AR-404' : 'EN-404');
    }
  });

  it('answers unknown paths with the localized 404 page', async () => {
    const en = await app.inject({ url: '/does-not-exist' });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body).toContain('EN-404');
    expectSecurityHeaders(en);

    for (const url of ['/ar/does-not-exist', '/ar/aboutus/extra', '/AR/nope']) {
      const ar = await app.inject({ url });
      expect(ar.statusCode, url).toBe(404);
      expect(ar.body, url).toContain('AR-404');
    }
    expect((await app.inject({ url: '/arabic' })).body).toContain('EN-404');

    const br = await app.inject({ url: '/ar/nope', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('AR-404');

    // Validators and ranges must not turn the error page into a 304 or 206.
    for (const headers of [{ 'if-none-match': '*' }, { 'if-match': '"x"' }, { range: 'bytes=0-10' }, { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }]) {
      const conditional = await app.inject({ url: '/nope', headers });
      expect(conditional.statusCode, JSON.stringify(headers)).toBe(404);
      expect(conditional.body).toContain('EN-404');
      expect(conditional.headers['content-range']).toBeUndefined();
    }
  });

  it('falls back to a plain 404 page when the build has none', async () => {
    const bare = await buildTestApp({ distDir: bareDist });
    const en = await bare.inject({ url: '/nope' });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    const ar = await bare.inject({ url: '/ar/nope' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    // Without _csp.json no inline code is allowed (WebAssembly compilation is, for the search).
    expect(en.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect((await bare.inject({ url: '/aboutus' })).statusCode).toBe(200);
  });

  it('answers other methods on site paths with 405', async () => {
    for (const [method, url] of [
      ['POST', '/aboutus'],
      ['PUT', '/'],
      ['DELETE', '/_astro/app.B1a2c3.js'],
      ['PATCH', '/ar/aboutus'],
      ['OPTIONS', '/aboutus'],
      ['POST', '/AboutUs/'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(res);
    }
    const unknown = await app.inject({ method: 'POST', url: '/nope', payload: { a: 1 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves /api to the API and answers unknown API paths with JSON 404', async () => {
    const echo = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(echo.statusCode).toBe(200);
    expect(echo.json()).toEqual({ received: { a: 1 } });
    expectSecurityHeaders(echo);

    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/echo'],
      ['DELETE', '/api/echo/x'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Not found.' });
    }
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

// ---------------------------------------------------------------------------------------
// Redirects
// ---------------------------------------------------------------------------------------

describe('redirects', () => {
  async function expectRedirect(url: string, status: number, location: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ url, headers });
    expect(res.statusCode, url).toBe(status);
    expect(res.headers.location, url).toBe(location);
    expectSecurityHeaders(res);
    return res;
  }

  it('removes trailing slashes, keeping the query', async () => {
    const res = await expectRedirect('/aboutus/', 301, '/aboutus');
    expect(res.headers['cache-control']).toBe('no-store');
    await expectRedirect('/aboutus/?a=1&b=%20x', 301, '/aboutus?a=1&b=%20x');
    await expectRedirect('/ar/aboutus/', 301, '/ar/aboutus');
    await expectRedirect('/ar/', 301, '/ar');
    await expectRedirect('/aboutus//', 301, '/aboutus');
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('fixes the letter case in one hop', async () => {
    await expectRedirect('/financialsystems', 301, '/FinancialSystems');
    await expectRedirect('/AboutUs', 301, '/aboutus');
    await expectRedirect('/AR/aboutus', 301, '/ar/aboutus');
    await expectRedirect('/Ar/FINANCIALSYSTEMS?x=1', 301, '/ar/FinancialSystems?x=1');
    const res = await expectRedirect('/AboutUs/', 301, '/aboutus');
    expect(res.headers['cache-control']).toBe('no-store');
    // Assets are exact.
    expect((await app.inject({ url: '/FAVICON.SVG' })).statusCode).toBe(404);
  });

  it('redirects .html URLs to the extensionless page', async () => {
    await expectRedirect('/aboutus.html', 301, '/aboutus');
    await expectRedirect('/index.html', 301, '/');
    await expectRedirect('/ar.html', 301, '/ar');
    await expectRedirect('/ar/aboutus.html?q=1', 301, '/ar/aboutus?q=1');
    await expectRedirect('/AR/AboutUs.HTML', 301, '/ar/aboutus');
  });

  it('?lng= sets the language cookie and redirects to that language', async () => {
    const res = await expectRedirect('/aboutus?lng=ar', 302, '/ar/aboutus');
    expect(res.headers['set-cookie']).toBe('i18next=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(varyList(res)).toContain('cookie');

    await expectRedirect('/aboutus?x=1&lng=ar&y=2', 302, '/ar/aboutus?x=1&y=2');
    await expectRedirect('/?lng=ar', 302, '/ar');
    const toEn = await expectRedirect('/ar/aboutus?lng=en', 302, '/aboutus');
    expect(toEn.headers['set-cookie']).toBe('i18next=en; Path=/; Max-Age=31536000; SameSite=Lax');
    await expectRedirect('/ar?lng=en&z=9', 302, '/?z=9');
    const same = await expectRedirect('/aboutus?lng=en', 302, '/aboutus');
    expect(same.headers['set-cookie']).toContain('i18next=en');
    // The page has no Arabic version: stay, but remember the choice.
    const englishOnly = await expectRedirect('/privacy?lng=ar', 302, '/privacy');
    expect(englishOnly.headers['set-cookie']).toContain('i18next=ar');
    // The URL parameter wins over the cookie.
    await expectRedirect('/aboutus?lng=en', 302, '/aboutus', { cookie: 'i18next=ar' });
  });

  it('ignores invalid lng values: removes the parameter, sets no cookie', async () => {
    for (const [url, location] of [
      ['/aboutus?lng=fr', '/aboutus'],
      ['/aboutus?lng=&a=1', '/aboutus?a=1'],
      ['/ar/aboutus?lng=xx', '/ar/aboutus'],
    ] as const) {
      const res = await expectRedirect(url, 302, location);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    // Not on assets.
    expect((await app.inject({ url: '/favicon.svg?lng=ar' })).statusCode).toBe(200);
  });

  it('sets Secure on the cookie and sends HSTS when HSTS is on', async () => {
    const secure = await buildTestApp({ env: { HSTS: 'true' } });
    const res = await secure.inject({ url: '/aboutus?lng=ar' });
    expect(res.headers['set-cookie']).toBe('i18next=ar; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expectSecurityHeaders(res, true);
    expectSecurityHeaders(await secure.inject({ url: '/' }), true);
    expectSecurityHeaders(await secure.inject({ url: '/nope' }), true);
  });

  it('sends unprefixed pages to Arabic when the cookie says ar', async () => {
    const res = await expectRedirect('/aboutus', 302, '/ar/aboutus', { cookie: 'i18next=ar' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(varyList(res)).toContain('cookie');
    await expectRedirect('/?utm_source=x', 302, '/ar?utm_source=x', { cookie: 'theme=dark; i18next=ar' });
    await expectRedirect('/FinancialSystems', 302, '/ar/FinancialSystems', { cookie: 'i18next=ar' });
  });

  it('does not redirect otherwise, and varies unprefixed pages on Cookie', async () => {
    for (const headers of [{}, { cookie: 'i18next=en' }, { 'accept-language': 'ar-SA,ar;q=0.9' }, { cookie: 'i18next=fr' }, { 'user-agent': 'Googlebot/2.1' }]) {
      const res = await app.inject({ url: '/aboutus', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(varyList(res)).toContain('cookie');
    }
    // The URL's language wins for explicit /ar URLs.
    const ar = await app.inject({ url: '/ar/aboutus', headers: { cookie: 'i18next=en' } });
    expect(ar.statusCode).toBe(200);
    expect(varyList(ar)).not.toContain('cookie');
    // No Arabic version: serve the English page.
    expect((await app.inject({ url: '/privacy', headers: { cookie: 'i18next=ar' } })).statusCode).toBe(200);
    // Assets and 404s ignore the cookie.
    expect((await app.inject({ url: '/favicon.svg', headers: { cookie: 'i18next=ar' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/nope', headers: { cookie: 'i18next=ar' } })).statusCode).toBe(404);
  });

  it('never loops', async () => {
    const urls = ['/', '/ar', '/aboutus', '/AboutUs/', '/ar/aboutus.html', '/aboutus?lng=ar', '/ar/aboutus?lng=en', '/financialsystems/?lng=ar', '/privacy?lng=ar', '/nope'];
    for (const cookie of ['', 'i18next=ar', 'i18next=en']) {
      for (const start of urls) {
        let url = start;
        let jar = cookie;
        let hops = 0;
        let res = await app.inject({ url, headers: jar ? { cookie: jar } : {} });
        while (res.statusCode === 301 || res.statusCode === 302) {
          hops++;
          expect(hops, `${start} with "${cookie}"`).toBeLessThanOrEqual(3);
          const set = res.headers['set-cookie'];
          if (typeof set === 'string') jar = set.split(';')[0]!;
          url = String(res.headers.location);
          expect(url.startsWith('/') && !url.startsWith('//')).toBe(true);
          res = await app.inject({ url, headers: jar ? { cookie: jar } : {} });
        }
        expect([200, 404]).toContain(res.statusCode);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------
// Hostile input
// ---------------------------------------------------------------------------------------

describe('hostile requests', () => {
  it('rejects traversal and odd encodings with 400', async () => {
    for (const url of [
      '/..%2f..%2fetc/passwd',
      '/_astro/%00.js',
      '/_astro/..%2f..%2fpackage.json',
      '/%252e%252e%252fpackage.json',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/_astro/..%5c..%5cpackage.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: 'The request could not be understood.' });
      expectSecurityHeaders(res);
    }
  });

  it('answers invalid percent-encoding with 400 before routing', async () => {
    for (const url of ['/%zz', '/api/echo/%E0%A4%A', '/_astro/%']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: 'The request could not be understood.' });
      expect(res.body).not.toContain('%');
      expectSecurityHeaders(res);
    }
  });

  it('never reaches a file outside the manifest', async () => {
    for (const url of ['/....//', '/..../package.json', '/%2e%2e/package.json', '/_astro/../../package.json', '/package.json', '/server/config.ts', '/ar/../../package.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });

  it('rejects traversal sent verbatim over a socket', async () => {
    const server = await buildTestApp();
    await server.listen({ host: '127.0.0.1', port: 0 });
    for (const target of ['/../package.json', '/%2e%2e/package.json', '/_astro/../../package.json', '/./aboutus', '/%2E%2E/%2E%2E/etc/passwd']) {
      const res = await rawRequest(server, target);
      expect(res.status, target).toBe(400);
      expect(res.text, target).not.toContain('"dependencies"');
      expect(res.text.toLowerCase(), target).toContain('content-security-policy:');
    }
    expect((await rawRequest(server, '/aboutus')).status).toBe(200);
  });

  it('answers a 10 KB URL with 414', async () => {
    for (const url of ['/' + 'a'.repeat(10 * 1024), '/aboutus?q=' + 'x'.repeat(10 * 1024)]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toMatchObject({ error: 'uri_too_long' });
      expectSecurityHeaders(res);
    }
  });
});

// ---------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------

describe('error handling', () => {
  it('keeps 4xx statuses from Fastify with a short JSON body', async () => {
    const badJson = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
    expectSecurityHeaders(badJson);

    const empty = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid_json' });

    const tooLarge = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ a: 'x'.repeat(100 * 1024) }) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'payload_too_large', message: 'The request body is too large.' });
    expectSecurityHeaders(tooLarge);

    const unsupported = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ error: 'unsupported_media_type', message: 'The request body has an unsupported content type.' });

    const teapot = await app.inject({ url: '/api/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ error: 'client_error', message: 'The request could not be processed.' });
  });

  it('answers 5xx generically, without stack trace or path', async () => {
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Something went wrong.' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('exploded');
    expect(res.body).not.toContain(projectRoot);
    expect(res.body).not.toContain('at ');
    expectSecurityHeaders(res);
  });
});

// ---------------------------------------------------------------------------------------
// Security headers and load shedding
// ---------------------------------------------------------------------------------------

describe('security headers', () => {
  it('are on pages, assets, 404s, redirects, errors and health checks', async () => {
    const responses = await Promise.all([
      app.inject({ url: '/' }),
      app.inject({ url: '/_astro/app.B1a2c3.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/favicon.svg' }),
      app.inject({ url: '/nope' }),
      app.inject({ url: '/aboutus/' }),
      app.inject({ url: '/aboutus', headers: { cookie: 'i18next=ar' } }),
      app.inject({ url: '/api/boom' }),
      app.inject({ url: '/api/nope' }),
      app.inject({ url: '/healthz' }),
    ]);
    for (const res of responses) expectSecurityHeaders(res);
  });

  it('allow exactly the inline code of the build', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const scripts = [cspHash(sharedScript), cspHash(pageScript)].sort().join(' ');
    expect(csp).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${scripts}`,
        `style-src 'self' ${cspHash(inlineStyle)}`,
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After under pressure, but never on /healthz', async () => {
    const pressed = await buildTestApp({ loadShedding: { maxHeapUsedBytes: 1, sampleInterval: 10 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await pressed.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: 'unavailable', message: 'The service is busy. Please try again shortly.' });
    expectSecurityHeaders(res);
    expect((await pressed.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } })).statusCode).toBe(503);
    expect((await pressed.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('does not expose a status route', async () => {
    expect((await app.inject({ url: '/status' })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------
// The real composition
// ---------------------------------------------------------------------------------------

const haveWholeApp = existsSync(join(projectRoot, 'server/plugins/leads.ts')) && existsSync(join(projectRoot, 'server/routes/api/index.ts'));

describe.skipIf(!haveWholeApp)('buildApp', () => {
  it('serves the site with every header through the full plugin stack', async () => {
    const { buildApp } = await import('../../server/app.ts');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: dist, DATA_DIR: join(dataDir, 'whole-app'), MAIL_TRANSPORT: 'log' });
    const whole = await buildApp(config, { logger: false, startWorker: false });
    try {
      const home = await whole.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-encoding']).toBe('br');
      expectSecurityHeaders(home);
      const notFound = await whole.inject({ url: '/ar/nope' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.body).toContain('AR-404');
      const api = await whole.inject({ url: '/api/definitely-not-a-route' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expectSecurityHeaders(api);
      const redirect = await whole.inject({ url: '/aboutus', headers: { cookie: 'i18next=ar' } });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe('/ar/aboutus');
    } finally {
      await whole.close();
    }
  });
});
