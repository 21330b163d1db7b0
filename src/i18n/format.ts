import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { localeInfo, type Locale } from './locales.ts';
import { interpolate } from './interpolate.ts';

/**
 * An E.164 number grouped for display the way its country writes it, from the phone library's
 * metadata (libphonenumber's national formats): `+966112345670` → `+966 11 234 5670`,
 * `+902122855140` → `+90 212 285 51 40`, `+17135550142` → `+1 713 555 0142`. The metadata
 * leaves Egypt's subscriber numbers in one block (`+20 2 22705430`); a block of more than six
 * digits is cut into fours from its end, as Egypt writes it (`+20 2 2270 5430`, Alexandria
 * `+20 3 487 6210`). Groups are joined with no-break spaces so a number never wraps across
 * lines; the `tel:` link keeps E.164. A number the library cannot read is shown as given.
 */
export function displayPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return e164;
  const groups = parsed.formatInternational().split(' ').flatMap(splitLongGroup);
  return groups.join('\u00a0');
}

/** Whether a number is a mobile or an office line, when its country's numbering plan tells them apart. */
export function phoneKind(e164: string): 'mobile' | 'office' | undefined {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'MOBILE' ? 'mobile' : type === 'FIXED_LINE' ? 'office' : undefined;
}

/** `22705430` → [`2270`, `5430`], `4876210` → [`487`, `6210`]; six digits or fewer stay whole. */
function splitLongGroup(group: string): string[] {
  if (!/^\d{7,}$/.test(group)) return [group];
  const out: string[] = [];
  let rest = group;
  while (rest.length > 6) {
    out.unshift(rest.slice(-4));
    rest = rest.slice(0, -4);
  }
  return [rest, ...out];
}

const weekdayIndex = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;

/** The locale's name of a weekday (`'sun'` → "Sunday", «الأحد»). */
function weekdayName(day: keyof typeof weekdayIndex, locale: Locale): string {
  // 4 January 2026 was a Sunday.
  return new Intl.DateTimeFormat(localeInfo[locale].intlTag, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekdayIndex[day])),
  );
}

/**
 * A plain day (`'2026-11-01'`) as the site writes dates in prose: US English "November 1, 2026"
 * (docs/content/style-sheet.md) and «1 نوفمبر 2026», Gregorian months and Latin digits
 * (decision 0003), read in UTC so the day never shifts. Arabic is `ar`, not `ar-SA`, whose
 * default calendar is the Hijri one.
 */
export function displayDay(isoDay: string, locale: Locale): string {
  return longDay(isoDay, locale === 'ar' ? 'ar-u-nu-latn' : 'en-US');
}

/** A plain day in one locale tag's long date style, read in UTC. */
function longDay(isoDay: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * The same day in the Umm al-Qura calendar Saudi Arabia uses, «21 جمادى الأولى 1448 هـ» (Latin
 * digits): written beside the Gregorian date on Arabic pages where a date is a deadline, as a Gulf
 * reader checks both.
 */
export function displayHijriDay(isoDay: string): string {
  return longDay(isoDay, 'ar-u-ca-islamic-umalqura-nu-latn');
}

/** `'08:00'` → `'8:00'`: 24-hour clock, no leading zero, the same in both languages (decision 0003). */
function displayClock(hhmm: string): string {
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
  const days =
    first === last
      ? weekdayName(first, locale)
      : interpolate(daysTemplate, { first: weekdayName(first, locale), last: weekdayName(last, locale) }, locale);
  const opens = displayClock(hours.opens);
  const closes = displayClock(hours.closes);
  return { days, time: `${opens}–${closes}`, opens, closes, zone: hours.zoneName[locale] };
}

/** A piece of the branch-hours sentence: plain text, or a clock time isolated left to right. */
export interface HoursPart {
  kind: 'text' | 'time';
  text: string;
}

/**
 * The branch-hours sentence ("Sunday to Thursday, 8:00–17:00 (Riyadh time)", «… من 8:00 إلى
 * 17:00 (بتوقيت الرياض)») in the contact content's words (`hours` with {days} {time} {zone},
 * `time` with {opens} {closes}), cut where each renderer puts its own elements: the text before
 * the range, the range itself as text and time parts (each time an unbreakable run isolated
 * left to right, so the range reads in order inside Arabic text), and the text after it. The contact
 * page and the acknowledgement mail both render from it.
 */
export function hoursSentenceParts(
  hours: Parameters<typeof openingHoursParts>[0],
  locale: Locale,
  strings: { hours: string; days: string; time: string },
): { before: string; range: HoursPart[]; after: string } {
  const parts = openingHoursParts(hours, locale, strings.days);
  const [before = '', after = ''] = strings.hours.split('{time}');
  const words = { days: parts.days, zone: parts.zone };
  const [beforeOpens = '', between = '', afterCloses = ''] = strings.time.split(/\{opens\}|\{closes\}/);
  const range: HoursPart[] = [
    { kind: 'text', text: beforeOpens },
    { kind: 'time', text: parts.opens },
    { kind: 'text', text: between },
    { kind: 'time', text: parts.closes },
    { kind: 'text', text: afterCloses },
  ];
  return {
    before: interpolate(before, words, locale),
    range: range.filter((part) => part.text !== ''),
    after: interpolate(after, words, locale),
  };
}

/** "a, b and c" in English (no serial comma, docs/content/style-sheet.md); «أ وب وج» in Arabic. */
export function joinList(items: readonly string[], locale: Locale): string {
  if (locale === 'ar') return new Intl.ListFormat('ar', { type: 'conjunction' }).format(items);
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
