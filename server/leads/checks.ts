/** Checks the shared zod schemas leave to the server: phone validity and bot detection. */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Inquiries: the number must be valid (full metadata, not just its length) and belong to the
 * chosen country's calling code: "+1 212…" is a valid number but not a Saudi one. Numbers
 * sharing a code (+1: US, CA…) pass for each of those countries.
 */
export function phoneValidForCountry(phone: string, country: string): boolean {
  try {
    const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
    return !!parsed && parsed.isValid() && parsed.countryCallingCode === getCountryCallingCode(country as CountryCode);
  } catch {
    return false;
  }
}

/**
 * Why a post looks automated, or null. A filled honeypot or a form sent faster than a person
 * can type is stored as spam and answered like a success, so the bot learns nothing.
 */
export function spamReason(fields: { website?: string | undefined; startedAt?: number | '' | undefined }, minFillMs: number, now = Date.now()): string | null {
  if (fields.website?.trim()) return 'honeypot';
  // '' is an empty hidden field (the island had not set it): no evidence either way.
  if (typeof fields.startedAt === 'number' && now - fields.startedAt < minFillMs) return 'too-fast';
  return null;
}
