import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { claims } from '../site.config.ts';

/** Fills the business claims (`{officeCountries}`, site.config.ts) into every string of a page's content. */
export function withClaims<T>(data: T, locale: Locale): T {
  if (typeof data === 'string') return interpolate(data, claims, locale) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => withClaims(item, locale)) as T;
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withClaims(v, locale)])) as T;
  return data;
}
