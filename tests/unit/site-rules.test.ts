/**
 * The pure rules of server/site/: request-target parsing, the language cookie and `lng`
 * parameter, the manifest built from file names, redirect targets.
 */
import { describe, expect, it } from 'vitest';
import { manifestFromFiles } from '../../server/site/manifest.ts';
import { cookieLocale, extractLng } from '../../server/site/language.ts';
import { decide } from '../../server/site/redirects.ts';
import { parseTarget } from '../../server/site/request-target.ts';

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
    expect(cookieLocale('ar')).toBe('ar');
    expect(cookieLocale('ar-SA')).toBe('ar');
    expect(cookieLocale('AR_eg')).toBe('ar');
    expect(cookieLocale('fr')).toBeUndefined();
    expect(cookieLocale('%E0')).toBeUndefined();
  });

  it('removes every lng parameter and keeps the others byte for byte', () => {
    expect(extractLng('')).toEqual({ lng: undefined, rest: '' });
    expect(extractLng('lng=ar')).toEqual({ lng: 'ar', rest: '' });
    expect(extractLng('a=%20x&lng=en&b=2&lng=ar')).toEqual({ lng: 'ar', rest: 'a=%20x&b=2' });
    expect(extractLng('lng')).toEqual({ lng: '', rest: '' });
  });

  it('builds the manifest from file names', () => {
    const manifest = manifestFromFiles([
      'index.html',
      'index.html.br',
      'ar.html',
      'ar/x.html',
      '404.html',
      '_csp.json',
      '.env',
      'a/.git/config',
      'y.gz',
    ]);
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
