/**
 * server/plugins/security-headers.ts, error-handling.ts and load-shedding.ts in the production
 * app: the headers on every kind of response, the CSP built from the build's inline code,
 * generic error bodies (4xx from Fastify, 5xx without internals), shedding with Retry-After.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { cspHash } from '../../../scripts/precompress.ts';
import {
  expectSecurityHeaders,
  expectSubresourceHeaders,
  inlineStyle,
  pageScript,
  sharedScript,
  fakeSite,
  rawRequest,
} from '../../support/site-fixture.ts';

const projectRoot = join(import.meta.dirname, '../../..');

/** Routes of this test's own in the root scope, to reach the site-wide error handler. */
function failingRoutes(app: FastifyInstance) {
  app.post('/echo', async (request) => ({ received: request.body }));
  app.get('/boom', async () => {
    throw new Error(`database exploded at ${join(projectRoot, 'server/secret.ts')}`);
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot with details'), { statusCode: 499 });
  });
}

const site = fakeSite({ routes: failingRoutes });

describe('error handling', () => {
  it('keeps 4xx statuses from Fastify with a short JSON body', async () => {
    const badJson = await site.app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
    expectSecurityHeaders(badJson);

    const empty = await site.app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid_json' });

    const tooLarge = await site.app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(100 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'payload_too_large', message: 'Payload Too Large.' });
    expectSecurityHeaders(tooLarge);

    const unsupported = await site.app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ error: 'unsupported_media_type', message: 'Unsupported Media Type.' });

    const teapot = await site.app.inject({ url: '/teapot' });
    // A 4xx node:http has no name for gets the generic answer; the error's own message never shows.
    expect(teapot.statusCode).toBe(499);
    expect(teapot.json()).toEqual({ error: 'client_error', message: 'The request could not be processed.' });
  });

  it('answers what Node decides from the head (no or two Host headers, an unknown Expect) with the security headers', async () => {
    // Closed with the file's other apps (siteApps).
    const server = await site.siteApp(site.dist);
    await server.listen({ host: '127.0.0.1', port: 0 });
    const cases: Array<[string[], number]> = [
      [[], 400],
      [['Host: localhost', 'Host: evil.example'], 400],
      [['Host: localhost', 'Expect: teapot'], 417],
      [['Host: localhost'], 200],
    ];
    for (const [headers, status] of cases) {
      const res = await rawRequest(server, '/aboutus', headers);
      expect(res.status, headers.join(' ')).toBe(status);
      expect(res.text.toLowerCase(), headers.join(' ')).toContain('content-security-policy:');
      expect(res.text.toLowerCase(), headers.join(' ')).toContain('x-content-type-options: nosniff');
      if (status >= 400) expect(res.text.toLowerCase(), headers.join(' ')).toContain('connection: close');
    }
    // The one expectation HTTP/1.1 defines still works: an interim 100, then the page.
    expect((await rawRequest(server, '/aboutus', ['Host: localhost', 'Expect: 100-continue'])).text).toMatch(
      /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /,
    );
  });

  it('answers 5xx generically, without stack trace or path', async () => {
    const res = await site.app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Something went wrong.' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('exploded');
    expect(res.body).not.toContain(projectRoot);
    expect(res.body).not.toContain('at ');
    expectSecurityHeaders(res);
  });
});

describe('security headers', () => {
  it('are on pages, scripts, 404s, redirects, errors and health checks', async () => {
    const responses = await Promise.all([
      site.app.inject({ url: '/' }),
      // The search's worker keeps the page's set: a worker's CSP is the one of its own response.
      site.app.inject({ url: '/pagefind/pagefind-worker.js', headers: { 'accept-encoding': 'br' } }),
      site.app.inject({ url: '/pagefind/pagefind-worker.js?v=1' }),
      site.app.inject({ url: '/nope' }),
      site.app.inject({ url: '/favicon-missing.svg' }),
      site.app.inject({ url: '/aboutus/' }),
      site.app.inject({ url: '/aboutus', headers: { cookie: 'i18next=ar' } }),
      site.app.inject({ url: '/boom' }),
      site.app.inject({ url: '/api/nope' }),
      site.app.inject({ url: '/healthz' }),
    ]);
    for (const res of responses) expectSecurityHeaders(res);
  });

  it('are the short subresource set on images, stylesheets and scripts (fonts alike), with no document policies', async () => {
    for (const url of ['/favicon.svg', '/_astro/index.D4e5f6.css', '/_astro/app.B1a2c3.js', '/_astro/tiny.G7h8i9.js']) {
      const res = await site.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expectSubresourceHeaders(res);
    }
  });

  it('allow exactly the inline code of the build', async () => {
    const csp = String((await site.app.inject({ url: '/' })).headers['content-security-policy']);
    const scripts = [cspHash(sharedScript), cspHash(pageScript)].sort();
    // Directive by directive, in the order the policy lists them; fonts and fetches fall back to
    // default-src, which allows this origin only.
    const directives = csp.split('; ').map((directive) => directive.split(' '));
    expect(directives).toEqual([
      ['default-src', "'self'"],
      ['script-src', "'self'", "'wasm-unsafe-eval'", ...scripts],
      ['style-src', "'self'", cspHash(inlineStyle)],
      ['img-src', "'self'", 'data:'],
      ['form-action', "'self'"],
      ['frame-ancestors', "'none'"],
      ['base-uri', "'self'"],
      ['object-src', "'none'"],
    ]);
    expect(csp).not.toContain('unsafe-inline');
    // Another page allows only its own inline code; an answer that is not a page, the build's.
    const about = String((await site.app.inject({ url: '/ar/aboutus' })).headers['content-security-policy']);
    expect(about).toContain(`'wasm-unsafe-eval' ${cspHash(sharedScript)};`);
    expect(about).not.toContain(cspHash(pageScript));
    const notFound = String((await site.app.inject({ url: '/ar/nope' })).headers['content-security-policy']);
    expect(notFound).toContain(`'wasm-unsafe-eval' ${cspHash(sharedScript)};`);
    const api = String((await site.app.inject({ url: '/api/nope' })).headers['content-security-policy']);
    expect(api).toContain(`'wasm-unsafe-eval' ${scripts.join(' ')};`);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After under pressure, but never on /healthz', async () => {
    const pressed = await site.siteApp(site.dist, { loadShedding: { maxHeapUsedBytes: 1, sampleInterval: 10 } });
    // Shedding starts once the pressure has lasted a whole sample (load-shedding.ts lets a single
    // slow event-loop sample through): wait for that condition, not for a fixed time.
    await vi.waitFor(
      () => {
        const since = pressed.loadShedding.since;
        if (since === null || Date.now() - since < 10) throw new Error('not shedding yet');
      },
      { timeout: 10_000, interval: 5 },
    );
    const res = await pressed.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error: 'unavailable', message: 'The service is busy. Please try again shortly.' });
    expectSecurityHeaders(res);
    expect((await pressed.inject({ method: 'POST', url: '/api/inquiries', payload: { a: 1 } })).statusCode).toBe(503);
    expect((await pressed.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('does not expose a status route', async () => {
    expect((await site.app.inject({ url: '/status' })).statusCode).toBe(404);
  });
});
