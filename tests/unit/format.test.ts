import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayPhone, openingHoursParts } from '../../src/i18n/format.ts';
import { branchesSchema } from '../../src/content/schemas/contact.ts';
import partnerData from '../../src/content/partner-directory.json' with { type: 'json' };

describe('displayPhone', () => {
  it('groups UAE landlines and mobiles (+971)', () => {
    expect(displayPhone('+97143218850')).toBe('+971\u00a04\u00a0321\u00a08850');
    expect(displayPhone('+971504417720')).toBe('+971\u00a050\u00a0441\u00a07720');
  });

  it('groups every phone in the partner directory (no raw E.164 left)', () => {
    for (const phone of partnerData.partners.flatMap((p) => p.phones)) expect(displayPhone(phone), phone).toMatch(/^\+\d{1,3}\u00a0\d+\u00a0\d{3}\u00a0\d{4}$/);
  });
});

describe('branch working hours', () => {
  const { branches } = branchesSchema.parse(JSON.parse(readFileSync('src/content/branches.json', 'utf8')));

  it('every branch has its own IANA time zone and hours', () => {
    expect(branches.map((b) => [b.id, b.hours.timeZone])).toEqual([
      ['saudi-arabia', 'Asia/Riyadh'],
      ['egypt', 'Africa/Cairo'],
      ['sudan', 'Africa/Khartoum'],
      ['turkey', 'Europe/Istanbul'],
      ['usa', 'America/Chicago'],
    ]);
  });

  it('shows each branch in its own local time, in both languages', () => {
    const riyadh = branches.find((b) => b.id === 'saudi-arabia')!;
    expect(openingHoursParts(riyadh.hours, 'en', '{first} to {last}')).toEqual({ days: 'Sunday to Thursday', time: '8:00–17:00', opens: '8:00', closes: '17:00', zone: 'Riyadh time' });
    expect(openingHoursParts(riyadh.hours, 'ar', 'من {first} إلى {last}')).toEqual({ days: 'من الأحد إلى الخميس', time: '8:00–17:00', opens: '8:00', closes: '17:00', zone: 'بتوقيت الرياض' });
    const istanbul = branches.find((b) => b.id === 'turkey')!;
    expect(openingHoursParts(istanbul.hours, 'en', '{first} to {last}')).toEqual({ days: 'Monday to Friday', time: '9:00–18:00', opens: '9:00', closes: '18:00', zone: 'Istanbul time' });
    expect(openingHoursParts(istanbul.hours, 'ar', 'من {first} إلى {last}').days).toBe('من الاثنين إلى الجمعة');
  });
});
