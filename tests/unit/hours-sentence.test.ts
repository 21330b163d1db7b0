/**
 * hoursSentenceParts: the branch-hours sentence the contact page and the acknowledgement mail
 * both render, from the contact content's own words, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { hoursSentenceParts } from '../../src/i18n/format.ts';
import en from '../../src/content/contact/en.json' with { type: 'json' };
import ar from '../../src/content/contact/ar.json' with { type: 'json' };

const riyadh = {
  days: ['sun', 'mon', 'tue', 'wed', 'thu'] as const,
  opens: '08:00',
  closes: '17:00',
  zoneName: { en: 'Riyadh time', ar: 'بتوقيت الرياض' },
};

const time = (value: string) => ({ kind: 'time', text: value });
const text = (value: string) => ({ kind: 'text', text: value });

describe('hoursSentenceParts', () => {
  it.each([
    {
      what: 'English: days before the range, the two times as parts joined by the dash, the zone after',
      locale: 'en' as const,
      words: en.branchHours,
      expected: {
        before: 'Sunday to Thursday, ',
        range: [time('8:00'), text('–\u2060'), time('17:00')],
        after: ' (Riyadh time)',
      },
    },
    {
      what: 'Arabic: «من 8:00 إلى 17:00» (no-break spaces, as the content writes it), each time its own part, the zone after',
      locale: 'ar' as const,
      words: ar.branchHours,
      expected: {
        before: 'من الأحد إلى الخميس، ',
        range: [text('من\u00a0'), time('8:00'), text('\u00a0إلى\u00a0'), time('17:00')],
        after: ' (بتوقيت الرياض)',
      },
    },
  ])('$what', ({ locale, words, expected }) => {
    expect(hoursSentenceParts(riyadh, locale, words)).toEqual(expected);
  });

  it('a single working day is named alone, and a template without {time} keeps its words', () => {
    const one = { ...riyadh, days: ['fri'] as const };
    const parts = hoursSentenceParts(one, 'en', { ...en.branchHours, hours: '{days} ({zone})' });
    expect(parts.before).toBe('Friday (Riyadh time)');
    expect(parts.after).toBe('');
  });
});
