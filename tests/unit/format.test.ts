import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayDay, displayHijriDay, displayPhone } from '../../src/i18n/format.ts';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };

describe('displayPhone', () => {
  const nb = (s: string) => s.replace(/ /g, '\u00a0');

  it('groups each country as it writes its numbers, with no-break spaces', () => {
    const cases: Array<[string, string, string]> = [
      ['Egypt, Cairo (area code 2, eight digits)', '+20222705430', '+20 2 2270 5430'],
      ['Egypt, Alexandria (area code 3, seven digits)', '+2034876210', '+20 3 487 6210'],
      ['Egypt, mobile', '+201005553210', '+20 10 0555 3210'],
      ['Saudi Arabia, Riyadh landline', '+966112345670', '+966 11 234 5670'],
      ['Saudi Arabia, mobile', '+966501234567', '+966 50 123 4567'],
      ['Sudan, Khartoum landline', '+249183571240', '+249 18 357 1240'],
      ['Sudan, mobile', '+249912604418', '+249 91 260 4418'],
      ['Turkey, Istanbul (XXX XXX XX XX)', '+902122855140', '+90 212 285 51 40'],
      ['Turkey, Gaziantep', '+903422315670', '+90 342 231 56 70'],
      ['USA (NXX NXX XXXX)', '+17135550142', '+1 713 555 0142'],
      ['UAE, Dubai landline', '+97143218850', '+971 4 321 8850'],
      ['UAE, mobile', '+971504417720', '+971 50 441 7720'],
    ];
    for (const [what, e164, shown] of cases) {
      expect(displayPhone(e164), what).toBe(nb(shown));
      // Only no-break spaces are added: the digits are the E.164 number's.
      expect(displayPhone(e164).replace(/\u00a0/g, ''), what).toBe(e164);
    }
  });

  it('shows a number it cannot read as given', () => {
    expect(displayPhone('+12345')).toBe('+12345');
    expect(displayPhone('not a number')).toBe('not a number');
  });

  it('groups every phone in the branch and partner data (no raw E.164 left, no group over six digits)', () => {
    const branches = JSON.parse(readFileSync('src/content/branches.json', 'utf8')) as { branches: Array<{ phones: string[] }> };
    for (const phone of [...branches.branches.flatMap((b) => b.phones), ...partnerData.partners.flatMap((p) => p.phones)]) {
      expect(displayPhone(phone), phone).toMatch(/^\+\d{1,3}(\u00a0\d{1,6}){2,4}$/);
    }
  });
});

describe('displayDay', () => {
  it('writes English dates in US order and Arabic dates day first, Gregorian months and Latin digits both', () => {
    expect(displayDay('2026-11-01', 'en')).toBe('November 1, 2026');
    expect(displayDay('2026-11-27', 'en')).toBe('November 27, 2026');
    expect(displayDay('2026-11-01', 'ar')).toBe('1 نوفمبر 2026');
    expect(displayDay('2027-01-31', 'ar')).toBe('31 يناير 2027');
  });
});

describe('displayHijriDay', () => {
  it('writes the Umm al-Qura day with Arabic month names and Latin digits, read in UTC', () => {
    expect(displayHijriDay('2026-11-01')).toBe('21 جمادى الأولى 1448 هـ');
    expect(displayHijriDay('2027-02-28')).toBe('21 رمضان 1448 هـ');
  });
});
