/**
 * The redirects of server/site/redirects.ts as the production app answers them: trailing
 * slashes, letter case, .html URLs, the `lng` parameter and the language cookie, no loops.
 */
import { describe, expect, it } from 'vitest';
import { expectSecurityHeaders, fakeSite, varyList } from '../../support/site-fixture.ts';

const site = fakeSite();

describe('redirects', () => {
  async function expectRedirect(url: string, status: number, location: string, headers: Record<string, string> = {}) {
    const res = await site.app.inject({ url, headers });
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
    expect((await site.app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('fixes the letter case in one hop', async () => {
    await expectRedirect('/financialsystems', 301, '/FinancialSystems');
    await expectRedirect('/AboutUs', 301, '/aboutus');
    await expectRedirect('/AR/aboutus', 301, '/ar/aboutus');
    await expectRedirect('/Ar/FINANCIALSYSTEMS?x=1', 301, '/ar/FinancialSystems?x=1');
    const res = await expectRedirect('/AboutUs/', 301, '/aboutus');
    expect(res.headers['cache-control']).toBe('no-store');
    // Assets are exact.
    expect((await site.app.inject({ url: '/FAVICON.SVG' })).statusCode).toBe(404);
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
    expect(res.headers['set-cookie']).toBe('i18next=ar; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(varyList(res)).toContain('cookie');

    await expectRedirect('/aboutus?x=1&lng=ar&y=2', 302, '/ar/aboutus?x=1&y=2');
    await expectRedirect('/?lng=ar', 302, '/ar');
    const toEn = await expectRedirect('/ar/aboutus?lng=en', 302, '/aboutus');
    expect(toEn.headers['set-cookie']).toBe('i18next=en; Max-Age=31536000; Path=/; SameSite=Lax');
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
    expect((await site.app.inject({ url: '/favicon.svg?lng=ar' })).statusCode).toBe(200);
  });

  it('sets Secure on the cookie and sends HSTS when HSTS is on', async () => {
    const secure = await site.siteApp(site.dist, { env: { HSTS: 'true' } });
    const res = await secure.inject({ url: '/aboutus?lng=ar' });
    expect(res.headers['set-cookie']).toBe('i18next=ar; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
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
    for (const headers of [
      {},
      { cookie: 'i18next=en' },
      { 'accept-language': 'ar-SA,ar;q=0.9' },
      { cookie: 'i18next=fr' },
      { 'user-agent': 'Googlebot/2.1' },
    ]) {
      const res = await site.app.inject({ url: '/aboutus', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(varyList(res)).toContain('cookie');
    }
    // The URL's language wins for explicit /ar URLs.
    const ar = await site.app.inject({ url: '/ar/aboutus', headers: { cookie: 'i18next=en' } });
    expect(ar.statusCode).toBe(200);
    expect(varyList(ar)).not.toContain('cookie');
    // No Arabic version: serve the English page.
    expect((await site.app.inject({ url: '/privacy', headers: { cookie: 'i18next=ar' } })).statusCode).toBe(200);
    // Assets and 404s ignore the cookie.
    expect((await site.app.inject({ url: '/favicon.svg', headers: { cookie: 'i18next=ar' } })).statusCode).toBe(200);
    expect((await site.app.inject({ url: '/nope', headers: { cookie: 'i18next=ar' } })).statusCode).toBe(404);
  });

  it('never loops', async () => {
    const urls = [
      '/',
      '/ar',
      '/aboutus',
      '/AboutUs/',
      '/ar/aboutus.html',
      '/aboutus?lng=ar',
      '/ar/aboutus?lng=en',
      '/financialsystems/?lng=ar',
      '/privacy?lng=ar',
      '/nope',
    ];
    for (const cookie of ['', 'i18next=ar', 'i18next=en']) {
      for (const start of urls) {
        let url = start;
        let jar = cookie;
        let hops = 0;
        let res = await site.app.inject({ url, headers: jar ? { cookie: jar } : {} });
        while (res.statusCode === 301 || res.statusCode === 302) {
          hops++;
          expect(hops, `${start} with "${cookie}"`).toBeLessThanOrEqual(3);
          const set = res.headers['set-cookie'];
          if (typeof set === 'string') jar = set.split(';')[0]!;
          url = String(res.headers.location);
          expect(url.startsWith('/') && !url.startsWith('//')).toBe(true);
          res = await site.app.inject({ url, headers: jar ? { cookie: jar } : {} });
        }
        expect([200, 404]).toContain(res.statusCode);
      }
    }
  });
});
