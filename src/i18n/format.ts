import { localeInfo, type Locale } from './locales.ts';
import { interpolate } from './interpolate.ts';

/**
 * `+966112345670` → `+966 11 234 5670` for display, grouped with no-break spaces so a number
 * never wraps across lines; the `tel:` link keeps E.164.
 */
export function displayPhone(e164: string): string {
  const m = /^\+(966|971|20|249|90|1)(\d+)$/.exec(e164);
  if (!m) return e164;
  const [, cc, rest = ''] = m;
  const groups = cc === '1' ? [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6)] : [rest.slice(0, rest.length - 7), rest.slice(-7, -4), rest.slice(-4)];
  return `+${cc}\u00a0${groups.filter(Boolean).join('\u00a0')}`;
}

const weekdayIndex = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;

/** The locale's name of a weekday (`'sun'` → "Sunday", «الأحد»). */
export function weekdayName(day: keyof typeof weekdayIndex, locale: Locale): string {
  // 4 January 2026 was a Sunday.
  return new Intl.DateTimeFormat(localeInfo[locale].intlTag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + weekdayIndex[day])));
}

/** `'08:00'` → `'8:00'`: 24-hour clock, no leading zero, the same in both languages (0003-digits). */
export function displayClock(hhmm: string): string {
  return hhmm.replace(/^0(?=\d:)/, '');
}

/**
 * A branch's working days and hours in its own time: "Sunday to Thursday", "8:00–17:00" (and
 * the two clock times apart, for a localized range «من 8:00 إلى 17:00»), "Riyadh time". The
 * caller isolates each time left-to-right so it is not reordered inside Arabic text.
 */
export function openingHoursParts(
  hours: { days: ReadonlyArray<keyof typeof weekdayIndex>; opens: string; closes: string; zoneName: Record<Locale, string> },
  locale: Locale,
  daysTemplate: string,
): { days: string; time: string; opens: string; closes: string; zone: string } {
  const first = hours.days[0] ?? 'mon';
  const last = hours.days.at(-1) ?? first;
  const days = first === last ? weekdayName(first, locale) : interpolate(daysTemplate, { first: weekdayName(first, locale), last: weekdayName(last, locale) }, locale);
  const opens = displayClock(hours.opens);
  const closes = displayClock(hours.closes);
  return { days, time: `${opens}–${closes}`, opens, closes, zone: hours.zoneName[locale] };
}
