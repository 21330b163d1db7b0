/**
 * Generic sample data shared by the screens: no real customer, person or brand, amounts in
 * Saudi riyals, Latin digits in both languages (docs/decisions/design-history.md#0003), Hijri dates
 * beside Gregorian ones where the product prints both.
 */
import type { Locale } from '../i18n/locales.ts';
import type { ScreenSpec } from './kit/types.ts';

export const company: Record<Locale, string> = { en: 'Sample Trading Co.', ar: 'شركة المثال التجارية' };

/**
 * The company using the system on a sector screen (its title bar), named after the sector, and
 * the parties it deals with: all invented, all called "Sample"/«المثال» or a code, so no one
 * takes them for a real business or person, and no company rents from itself.
 */
export const sample = {
  contractor: { en: 'Sample Contracting Co.', ar: 'شركة المثال للمقاولات' },
  landlord: { en: 'Sample Real Estate Co.', ar: 'شركة المثال العقارية' },
  tenant: { en: 'Sample Consulting Office', ar: 'مكتب المثال للاستشارات' },
  owner: { en: 'Sample Holdings Co.', ar: 'شركة المثال القابضة' },
  manufacturer: { en: 'Sample Industries Co.', ar: 'شركة المثال الصناعية' },
  carRental: { en: 'Sample Car Rental', ar: 'المثال لتأجير السيارات' },
  renter: { en: 'Individual · C-20418', ar: 'عميل فرد · C-20418' },
  carrier: { en: 'Sample Transport Co.', ar: 'شركة المثال للنقل' },
  school: { en: 'Sample Private School', ar: 'مدرسة المثال الأهلية' },
  farm: { en: 'Sample Farms', ar: 'مزارع المثال' },
  pharmacies: { en: 'Sample Pharmacies', ar: 'صيدليات المثال' },
  maintenance: { en: 'Sample Maintenance Co.', ar: 'شركة المثال للصيانة' },
} as const satisfies Record<string, Record<Locale, string>>;
export const sar: Record<Locale, string> = { en: 'SAR', ar: 'ر.س' };
/** Egyptian pounds, for the Cairo branch's accounts (the product runs books in both countries). */
export const egp: Record<Locale, string> = { en: 'EGP', ar: 'ج.م' };
/** The VAT number ZATCA uses in its own samples (15 digits, starting and ending with 3). */
export const vatNumber = '300000000000003';

export function money(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
/** An amount in Saudi riyals as the site's copy writes one: "SAR 96,000.00" in English, «96,000.00 ر.س» in Arabic. */
export function sarAmount(value: number, l: Locale): string {
  return l === 'en' ? `${sar.en} ${money(value)}` : `${money(value)} ${sar.ar}`;
}

export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** An Arabic noun's forms after a number, by the category Intl.PluralRules('ar') gives it. */
interface ArabicNoun {
  /** 3–10 (and 103–110 …): the plural, «7 أيام». */
  few: string;
  /** 11–99 (and 111–199 …): the accusative singular, «14 يومًا», «412 سيارةً» (style sheet). */
  many: string;
  /** 100, 200 …, 1 and 2 unless given: the genitive singular, «200 مقعد». */
  other: string;
}

const arabicPlural = new Intl.PluralRules('ar');

/** A number and its Arabic noun in the form the number takes, Latin digits as everywhere (decision 0003). */
export function arabicCount(value: number, noun: ArabicNoun): string {
  const category = arabicPlural.select(value);
  const form = category === 'few' || category === 'many' ? noun[category] : noun.other;
  return `${count(value)} ${form}`;
}

/** Day/month/year, as the product prints Gregorian dates in both languages. */
export function gregorian(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A Gregorian date as the Umm al-Qura calendar prints it, e.g. 1448/06/07 هـ. */
export function hijri(iso: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(`${iso}T12:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}/${get('month')}/${get('day')} ${locale === 'ar' ? 'هـ' : 'AH'}`;
}

/** Picks the English or Arabic member of a pair, to keep the screen files short. */
export function pick<T>(locale: Locale, en: T, ar: T): T {
  return locale === 'ar' ? ar : en;
}

/** A module's window as all its screens show it: the module's name, the company using it and its side navigation. */
export function appWindow(
  l: Locale,
  name: readonly [en: string, ar: string],
  owner: Record<Locale, string>,
  nav: readonly [en: string[], ar: string[]],
): Pick<ScreenSpec, 'app' | 'company' | 'nav'> {
  return { app: pick(l, ...name), company: owner[l], nav: pick(l, ...nav) };
}
