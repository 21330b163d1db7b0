/** Checks the shared zod schemas leave to the server: phone validity and bot detection. */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { TokenVerdict } from '../form-token/token.ts';

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

/** What the anti-spam checks saw: the honeypot field, and the time trap's verdict (null when it is off). */
export interface SpamSignals {
  website?: string | undefined;
  verdict: TokenVerdict | null;
}

/**
 * Why a post looks automated, or null. A filled honeypot, or a time-trap token that is
 * missing, forged, expired or too young, means the lead is stored as spam and answered like a
 * success, so a bot learns nothing and a person misjudged is never lost (`leads release`).
 * `verdict` is null when the time trap is off (MIN_FILL_MS=0).
 */
export function spamReason({ website, verdict }: SpamSignals): string | null {
  if (website?.trim()) return 'honeypot';
  if (verdict !== null && verdict !== 'ok') return `token-${verdict}`;
  return null;
}
