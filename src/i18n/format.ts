import { localeInfo, type Locale } from './locales.ts';

/** `+966112345670` → `+966 11 234 5670` for display; the `tel:` link keeps E.164. */
export function displayPhone(e164: string): string {
  const m = /^\+(966|20|249|90|1)(\d+)$/.exec(e164);
  if (!m) return e164;
  const [, cc, rest = ''] = m;
  const groups = cc === '1' ? [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6)] : [rest.slice(0, rest.length - 7), rest.slice(-7, -4), rest.slice(-4)];
  return `+${cc} ${groups.filter(Boolean).join(' ')}`;
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].intlTag).format(value);
}

export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intlTag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
}
