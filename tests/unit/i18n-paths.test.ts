import { describe, expect, it } from 'vitest';
import { localizePath, pathFor, splitLocale } from '../../src/i18n/paths.ts';
import { routes } from '../../src/routes.ts';
import { alternates, jsonLdText } from '../../src/lib/seo.ts';
import { displayPhone } from '../../src/i18n/format.ts';

describe('locale paths', () => {
  it('keeps English at the spec paths and prefixes Arabic with /ar, no trailing slashes', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(pathFor('financial', 'ar')).toBe('/ar/FinancialSystems');
    expect(Object.values(routes)).toHaveLength(21);
    for (const path of Object.values(routes)) expect(path === '/' || !path.endsWith('/')).toBe(true);
  });

  it('splits a pathname into locale and page path', () => {
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar/careers')).toEqual({ locale: 'ar', path: '/careers' });
    expect(splitLocale('/arabic')).toEqual({ locale: 'en', path: '/arabic' });
  });

  it('gives absolute hreflang alternates for en, ar and x-default', () => {
    expect(alternates('/contact').map((a) => `${a.hreflang} ${new URL(a.href).pathname}`)).toEqual([
      'en /contact',
      'ar /ar/contact',
      'x-default /contact',
    ]);
  });

  it('escapes < in JSON-LD so a string cannot close the script element', () => {
    expect(jsonLdText({ name: '</script><script>x' })).not.toContain('</script>');
  });

  it('formats phone numbers for display without changing their digits', () => {
    expect(displayPhone('+966112345670')).toBe('+966\u00a011\u00a0234\u00a05670');
    expect(displayPhone('+17135550142')).toBe('+1\u00a0713\u00a0555\u00a00142');
    expect(displayPhone('+966112345670').replace(/\s/g, '')).toBe('+966112345670');
  });
});
