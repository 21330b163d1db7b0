/** Checks the shared zod schemas leave to the server: phone validity and bot detection. */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';

/** Inquiries: the number must be valid for the chosen country (full metadata, not just length). */
export function phoneValidForCountry(phone: string, country: string): boolean {
  try {
    return isValidPhoneNumber(phone, country as CountryCode);
  } catch {
    return false;
  }
}

/**
 * Why a post looks automated, or null. A filled honeypot or a form sent faster than a person
 * can type is stored as spam and answered like a success, so the bot learns nothing.
 */
export function spamReason(fields: { website?: string | undefined; startedAt?: number | undefined }, minFillMs: number, now = Date.now()): string | null {
  if (fields.website?.trim()) return 'honeypot';
  if (fields.startedAt !== undefined && now - fields.startedAt < minFillMs) return 'too-fast';
  return null;
}
