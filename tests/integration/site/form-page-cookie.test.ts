/**
 * A page with a lead form is sent with the visitor's time-trap cookie (the form posted without
 * JavaScript carries the time the page was served), so it may be cached by this visitor only:
 * the manifest's `formPage` cache policy. Other pages, and form pages while the trap is off,
 * get no cookie and stay publicly cacheable.
 */
import { expect, test } from 'vitest';
import { cacheControl } from '../../../server/site/manifest.ts';
import { tempDir } from '../../support/lead-app.ts';
import { page, siteApps, writeTree } from '../../support/site-fixture.ts';

const siteApp = siteApps();

async function formSite(): Promise<string> {
  const dist = tempDir('form-page-cookie-');
  await writeTree(dist, {
    'contact.html': page('Contact', 'en', '<form method="post" action="/api/inquiries"></form>'),
    'aboutus.html': page('About us'),
  });
  return dist;
}

test('a form page carries the form-token cookie and is private; a page without a form is neither', async () => {
  const app = await siteApp(await formSite(), { env: { MIN_FILL_MS: '3000' } });
  const form = await app.inject({ url: '/contact' });
  expect(form.statusCode).toBe(200);
  // Every attribute, in @fastify/cookie's order: the page's first response must fit one TCP window (decision 0080).
  expect(form.headers['set-cookie']).toMatch(/^form_token=[\w-]+\.\d+\.\d+\.[\w-]+; Max-Age=86400; Path=\/api; HttpOnly; SameSite=Lax$/);
  expect(form.headers['cache-control']).toBe('private, no-cache');
  expect(form.headers['cache-control']).toBe(cacheControl.formPage);

  const plain = await app.inject({ url: '/aboutus' });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['set-cookie']).toBeUndefined();
  expect(plain.headers['cache-control']).toBe(cacheControl.page);
}, 120_000); // the first app opens the file's embedded database

test('over TLS (HSTS on) the form page’s cookie is Secure too; its value is one token, never what the visitor sent', async () => {
  const app = await siteApp(await formSite(), { env: { MIN_FILL_MS: '3000', HSTS: 'true' } });
  const form = await app.inject({ url: '/contact', headers: { cookie: 'form_token=x; Path=/; Domain=evil.example' } });
  expect(form.headers['set-cookie']).toMatch(
    /^form_token=[\w-]+\.\d+\.\d+\.[\w-]+; Max-Age=86400; Path=\/api; HttpOnly; Secure; SameSite=Lax$/,
  );
});

test('with the time trap off (MIN_FILL_MS=0), a form page has no cookie and stays public', async () => {
  const app = await siteApp(await formSite(), { env: { MIN_FILL_MS: '0' } });
  const form = await app.inject({ url: '/contact' });
  expect(form.headers['set-cookie']).toBeUndefined();
  expect(form.headers['cache-control']).toBe(cacheControl.page);
});
