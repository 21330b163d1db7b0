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
  expect(String(form.headers['set-cookie'])).toMatch(/^form_token=[\w.-]+; Path=\/api; /);
  expect(form.headers['cache-control']).toBe('private, no-cache');
  expect(form.headers['cache-control']).toBe(cacheControl.formPage);

  const plain = await app.inject({ url: '/aboutus' });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['set-cookie']).toBeUndefined();
  expect(plain.headers['cache-control']).toBe(cacheControl.page);
}, 120_000); // the first app opens the file's embedded database

test('with the time trap off (MIN_FILL_MS=0), a form page has no cookie and stays public', async () => {
  const app = await siteApp(await formSite(), { env: { MIN_FILL_MS: '0' } });
  const form = await app.inject({ url: '/contact' });
  expect(form.headers['set-cookie']).toBeUndefined();
  expect(form.headers['cache-control']).toBe(cacheControl.page);
});
