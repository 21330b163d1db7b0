/**
 * A small fake build (pages in both languages, assets, 404 pages, inline code) in a temporary
 * folder, precompressed by the real scripts/precompress.ts, and the production app serving it
 * (buildApp through buildLeadApp, one PGlite database shared by the file's apps). Used by the
 * tests of the static site, redirects, security headers, error handling and load shedding.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { precompress } from '../../scripts/precompress.ts';
import { buildLeadApp, tempDir, testConfig, type LeadAppOptions } from './lead-app.ts';
import { seededDataDir } from './pglite-template.ts';

const filler = '<p>' + 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40) + '</p>';
export const sharedScript = 'document.documentElement.dataset.js = "1";';
export const pageScript = 'console.log("page")';
export const inlineStyle = 'astro-island{display:contents}';

export function page(title: string, lang = 'en', extra = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>
<style>${inlineStyle}</style>
<script>${sharedScript}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" src="/_astro/app.B1a2c3.js"></script>
</head><body><h1>${title}</h1>${extra}${filler}</body></html>`;
}

export const siteFiles: Record<string, string> = {
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
  'pagefind/pagefind-worker.js': 'self.onmessage = () => {};\n'.repeat(60),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': '<?xml version="1.0"?><urlset>' + '<url><loc>https://example.com/</loc></url>'.repeat(60) + '</urlset>',
  '.hidden': 'secret',
};

export async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
}

/** The fake build, precompressed with its _csp.json. */
export async function fakeDist(): Promise<string> {
  const dist = tempDir('leads-dist-');
  await writeTree(dist, siteFiles);
  await precompress(dist);
  return dist;
}

/** A build without 404 pages or _csp.json, for the fallbacks. */
export async function bareDist(): Promise<string> {
  const dist = tempDir('leads-dist-');
  await writeTree(dist, { 'index.html': page('Bare home'), 'aboutus.html': page('Bare about') });
  return dist;
}

export const distFile = (dist: string, name: string) => readFile(join(dist, name));

export interface SiteAppOptions extends Omit<LeadAppOptions, 'leads'> {
  /** The leads plugin's overrides but the database, which the file's apps share. */
  leads?: Omit<NonNullable<LeadAppOptions['leads']>, 'database'>;
  env?: Record<string, string>;
}

/**
 * The production app serving a fake build. Apps built by one test file share one embedded
 * database (opening PGlite takes seconds) and are closed after the file.
 */
export function siteApps() {
  const apps: FastifyInstance[] = [];
  let database: Promise<Database> | undefined;
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await (await database)?.close();
  });
  return async function siteApp(dist: string, options: SiteAppOptions = {}): Promise<FastifyInstance> {
    const { env, ...overrides } = options;
    database ??= seededDataDir('leads-pglite-').then((dataDir) => openDatabase({ dataDir }));
    const app = await buildLeadApp(testConfig({ MAIL_TRANSPORT: 'log', ...env }), {
      ...overrides,
      distDir: dist,
      leads: { ...overrides.leads, database: await database },
    });
    apps.push(app);
    return app;
  };
}

/** The fake build and the production app serving it, ready before the file's tests run. */
export function fakeSite(options: SiteAppOptions = {}) {
  const siteApp = siteApps();
  const site = { dist: '', app: undefined as unknown as FastifyInstance, siteApp };
  beforeAll(async () => {
    site.dist = await fakeDist();
    site.app = await siteApp(site.dist, options);
  });
  return site;
}

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const;

/** A font, stylesheet or image: the short set of decision 0021, none of the document policies. */
export function expectSubresourceHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
  for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'referrer-policy', 'x-powered-by'])
    expect(res.headers[name], name).toBeUndefined();
}

export function expectSecurityHeaders(res: LightMyRequestResponse, hsts = false): void {
  for (const name of securityHeaderNames) expect(res.headers[name], name).toBeTruthy();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  // Framing is refused by the CSP's frame-ancestors alone (its older header would only add bytes).
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBeUndefined();
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['permissions-policy']).toContain('microphone=()');
  expect(res.headers['permissions-policy']).toContain('geolocation=()');
  expect(res.headers['permissions-policy']).toContain('browsing-topics=()');
  // FLoC's interest-cohort is no feature browsers know any more (Topics replaced it).
  expect(res.headers['permissions-policy']).not.toContain('interest-cohort');
  expect(res.headers['x-powered-by']).toBeUndefined();
  if (hsts) {
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  } else {
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  }
}

export function varyList(res: LightMyRequestResponse): string[] {
  return String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

/** A raw HTTP/1.1 request over a socket: no client-side URL normalization, headers as written. */
export async function rawRequest(
  target: FastifyInstance,
  requestTarget: string,
  headers: readonly string[] = ['Host: localhost'],
): Promise<{ status: number; text: string }> {
  const address = target.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => {
      socket.write(`GET ${requestTarget} HTTP/1.1\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(text.slice(9, 12)), text }));
    socket.on('error', reject);
  });
}
