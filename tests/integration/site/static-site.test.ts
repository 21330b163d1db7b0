/**
 * server/plugins/static-site.ts (over @fastify/static) through the production app
 * (buildApp) serving a fake build: pages and assets, cache headers, precompressed siblings by
 * Accept-Encoding, conditional requests, HEAD, 404 pages, 405, the /api boundary, and hostile
 * request targets.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../../src/i18n/ui.ts';
import { bareDist, distFile, expectSecurityHeaders, rawRequest, fakeSite, varyList } from '../../support/site-fixture.ts';

const site = fakeSite();

describe('serving the site', () => {
  it('serves pages at their extensionless paths', async () => {
    for (const [url, name] of [
      ['/', 'index.html'],
      ['/ar', 'ar.html'],
      ['/aboutus', 'aboutus.html'],
      ['/ar/aboutus', 'ar/aboutus.html'],
      ['/FinancialSystems', 'FinancialSystems.html'],
    ] as const) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.rawPayload.equals(await distFile(site.dist, name)), url).toBe(true);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeTruthy();
      // The ETag is the one validator (a shorter first response: decision 0080).
      expect(res.headers['last-modified']).toBeUndefined();
    }
  });

  it('serves assets at their exact paths with cache headers per kind', async () => {
    const immutable = await site.app.inject({ url: '/_astro/app.B1a2c3.js' });
    expect(immutable.statusCode).toBe(200);
    expect(immutable.headers['content-type']).toMatch(/javascript/);
    expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const css = await site.app.inject({ url: '/_astro/index.D4e5f6.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/favicon.svg', '/robots.txt', '/sitemap.xml']) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(varyList(res)).not.toContain('cookie');
    }
  });

  it('chooses the precompressed sibling by Accept-Encoding', async () => {
    const original = await distFile(site.dist, 'index.html');
    const br = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(varyList(br)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));

    const gz = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const noBr = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');

    const identity = await site.app.inject({ url: '/' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(original)).toBe(true);
    expect(varyList(identity)).toContain('accept-encoding');

    const asset = await site.app.inject({ url: '/_astro/app.B1a2c3.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // No sibling (under 1 KB): the file itself, still varying on the header.
    const tiny = await site.app.inject({ url: '/_astro/tiny.G7h8i9.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(varyList(tiny)).toContain('accept-encoding');
  });

  it('revalidates with the ETag alone (304), sending no Last-Modified', async () => {
    const first = await site.app.inject({ url: '/aboutus' });
    const etag = String(first.headers.etag);
    const revalidated = await site.app.inject({ url: '/aboutus', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expectSecurityHeaders(revalidated);

    // No Last-Modified is sent, so no date can stand for the page: only the ETag revalidates.
    const since = await site.app.inject({ url: '/aboutus', headers: { 'if-modified-since': new Date().toUTCString() } });
    expect(since.statusCode).toBe(200);

    const changed = await site.app.inject({ url: '/aboutus', headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.statusCode).toBe(200);

    // Each encoding is its own representation with its own validator.
    const br = await site.app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).not.toBe(etag);
    const brRevalidated = await site.app.inject({
      url: '/aboutus',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(brRevalidated.statusCode).toBe(304);

    const asset = await site.app.inject({ url: '/_astro/app.B1a2c3.js' });
    const assetRevalidated = await site.app.inject({
      url: '/_astro/app.B1a2c3.js',
      headers: { 'if-none-match': String(asset.headers.etag) },
    });
    expect(assetRevalidated.statusCode).toBe(304);
  });

  it('refuses a stale If-Match with 412 and honours q-values and * in Accept-Encoding', async () => {
    const first = await site.app.inject({ url: '/aboutus' });
    expect((await site.app.inject({ url: '/aboutus', headers: { 'if-match': '"stale"' } })).statusCode).toBe(412);
    expect((await site.app.inject({ url: '/aboutus', headers: { 'if-match': String(first.headers.etag) } })).statusCode).toBe(200);
    const starred = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0.4, *;q=0.5' } });
    expect(starred.headers['content-encoding']).toBe('gzip');
    const deflateOnly = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'deflate' } });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    const refused = await site.app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await site.app.inject({ method: 'HEAD', url: '/aboutus' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['content-length']).toBe(String((await distFile(site.dist, 'aboutus.html')).length));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');

    const notFound = await site.app.inject({ method: 'HEAD', url: '/nope' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toBe('');
    expect(notFound.headers['content-type']).toBe('text/html; charset=utf-8');

    const redirect = await site.app.inject({ method: 'HEAD', url: '/aboutus/' });
    expect(redirect.statusCode).toBe(301);
  });

  it('does not serve the build internals', async () => {
    for (const url of [
      '/_csp.json',
      '/index.html.br',
      '/index.html.gz',
      '/_astro/app.B1a2c3.js.br',
      '/.hidden',
      '/404',
      '/404.html',
      '/ar/404',
    ]) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(url.startsWith('/ar/') ? 'AR-404' : 'EN-404');
    }
  });

  it('answers unknown paths with the localized 404 page', async () => {
    const en = await site.app.inject({ url: '/does-not-exist' });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body).toContain('EN-404');
    expectSecurityHeaders(en);

    for (const url of ['/ar/does-not-exist', '/ar/aboutus/extra', '/AR/nope']) {
      const ar = await site.app.inject({ url });
      expect(ar.statusCode, url).toBe(404);
      expect(ar.body, url).toContain('AR-404');
    }
    expect((await site.app.inject({ url: '/arabic' })).body).toContain('EN-404');

    const br = await site.app.inject({ url: '/ar/nope', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('AR-404');

    // Validators and ranges must not turn the error page into a 304 or 206.
    for (const headers of [
      { 'if-none-match': '*' },
      { 'if-match': '"x"' },
      { range: 'bytes=0-10' },
      { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    ]) {
      const conditional = await site.app.inject({ url: '/nope', headers });
      expect(conditional.statusCode, JSON.stringify(headers)).toBe(404);
      expect(conditional.body).toContain('EN-404');
      expect(conditional.headers['content-range']).toBeUndefined();
    }
  });

  it('falls back to a plain 404 page when the build has none', async () => {
    const bare = await site.siteApp(await bareDist());
    const en = await bare.inject({ url: '/nope' });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    const ar = await bare.inject({ url: '/ar/nope' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    // Its words are the UI strings' (src/i18n/ui), which the content checks cover.
    for (const [res, t] of [
      [en, useTranslations('en')],
      [ar, useTranslations('ar')],
    ] as const) {
      for (const key of ['pages.notFound.title', 'pages.notFound.description', 'common.backHome'] as const)
        expect(res.body).toContain(t(key));
    }
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
      const res = await site.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(res);
    }
    const unknown = await site.app.inject({ method: 'POST', url: '/nope', payload: { a: 1 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves /api to the API and answers unknown API paths with JSON 404', async () => {
    const openApi = await site.app.inject({ url: '/api/openapi.json' });
    expect(openApi.statusCode).toBe(200);
    expect(openApi.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    expectSecurityHeaders(openApi);

    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/inquiries'],
      ['DELETE', '/api/inquiries/x'],
    ] as const) {
      const res = await site.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Not found.' });
    }
    expect((await site.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

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
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: 'The request could not be understood.' });
      expectSecurityHeaders(res);
    }
  });

  it('answers invalid percent-encoding with 400 before routing', async () => {
    for (const url of ['/%zz', '/api/inquiries/%E0%A4%A', '/_astro/%']) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      // Fastify's own refusal, answered by the error handler (plugins/error-handling.ts).
      expect(res.json()).toEqual({ error: 'bad_request', message: 'Bad Request.' });
      expect(res.body).not.toContain('%');
      expectSecurityHeaders(res);
    }
  });

  it('never reaches a file outside the manifest', async () => {
    for (const url of [
      '/....//',
      '/..../package.json',
      '/%2e%2e/package.json',
      '/_astro/../../package.json',
      '/package.json',
      '/server/config.ts',
      '/ar/../../package.json',
    ]) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });

  it('rejects traversal sent verbatim over a socket', async () => {
    const server = await site.siteApp(site.dist);
    await server.listen({ host: '127.0.0.1', port: 0 });
    for (const target of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/_astro/../../package.json',
      '/./aboutus',
      '/%2E%2E/%2E%2E/etc/passwd',
    ]) {
      const res = await rawRequest(server, target);
      expect(res.status, target).toBe(400);
      expect(res.text, target).not.toContain('"dependencies"');
      expect(res.text.toLowerCase(), target).toContain('content-security-policy:');
    }
    expect((await rawRequest(server, '/aboutus')).status).toBe(200);
  });

  it('answers a 10 KB URL with 414', async () => {
    for (const url of ['/' + 'a'.repeat(10 * 1024), '/aboutus?q=' + 'x'.repeat(10 * 1024)]) {
      const res = await site.app.inject({ url });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toMatchObject({ error: 'uri_too_long' });
      expectSecurityHeaders(res);
    }
  });
});
