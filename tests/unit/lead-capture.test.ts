/** Pure pieces of lead capture: file-name sanitising, routing, backoff, CSV, Accept. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sanitizeFileName } from '../../server/leads/cv/type.ts';
import { phoneValidForCountry, spamReason } from '../../server/leads/intake/checks.ts';
import { routeInquiry } from '../../server/leads/intake/compose.ts';
import { readPublishedContent } from '../../server/content/published-content.ts';
import { pastMaxAge, backoffMs } from '../../server/leads/outbox/attempt.ts';
import { toCsv } from '../../server/leads/commands/format.ts';
import { messageIdFor } from '../../server/mail/message.ts';

describe('file names', () => {
  test.each([
    ['My CV.pdf', 'pdf', 'My CV.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\x\\cv.DOCX', 'docx', 'cv.docx'],
    ['cv.pdf.exe', 'pdf', 'cv.pdf.pdf'],
    ['\r\nBcc: evil@example.com.pdf', 'pdf', 'Bcc_ evil_example.com.pdf'],
    ['', 'doc', 'cv.doc'],
    ['...', 'pdf', 'cv.pdf'],
    ['سيرة.pdf', 'pdf', 'سيرة.pdf'],
  ] as const)('%j → %s', (name, type, safe) => {
    expect(sanitizeFileName(name, type)).toBe(safe);
  });

  test('always a short, single-line name with the detected extension', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom('pdf', 'doc', 'docx' as const), (name, type) => {
        const safe = sanitizeFileName(name, type);
        expect(safe.endsWith(`.${type}`)).toBe(true);
        expect(safe.length).toBeLessThanOrEqual(105);
        expect([...safe].some((c) => c.charCodeAt(0) < 0x20 || '"/\\<>:|?*'.includes(c))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

test('inquiries are routed by the branch in the given list that serves the country, else SALES_EMAIL', () => {
  // A fixture, not the published list, so editing branches.json cannot break this test; the
  // published file only lends the fields routing ignores (names, hours).
  const [template] = readPublishedContent().branches;
  const branch = (id: string, serves: string[], headOffice = false) => ({ ...template!, id, email: `${id}@x.com`, serves, headOffice });
  const branches = [branch('north', ['SA', 'AE']), branch('south', ['EG'], true)];
  const route = (country: string, list = branches) => {
    const { branchId, to, answering } = routeInquiry(country, 'sales@x.com', list);
    return { branchId, to, answering: answering.id };
  };
  expect(route('SA')).toEqual({ branchId: 'north', to: 'north@x.com', answering: 'north' });
  expect(route('eg')).toEqual({ branchId: 'south', to: 'south@x.com', answering: 'south' });
  // No branch serves it: the general address, answered in the head office's name.
  expect(route('FR')).toEqual({ branchId: null, to: 'sales@x.com', answering: 'south' });
  // The list given is the one used: a branch that now serves France gets French inquiries.
  const withFrance = [branch('north', ['SA', 'FR']), branch('south', ['EG'], true)];
  expect(route('FR', withFrance)).toEqual({ branchId: 'north', to: 'north@x.com', answering: 'north' });
});

test('phones are checked against the chosen country', () => {
  expect(phoneValidForCountry('+966 50 123 4567', 'SA')).toBe(true);
  expect(phoneValidForCountry('050 123 4567', 'SA')).toBe(true);
  expect(phoneValidForCountry('+966 50 123 4567', 'EG')).toBe(false);
  expect(phoneValidForCountry('+1 212 555 0100', 'SA')).toBe(false);
  expect(phoneValidForCountry('123456', 'SA')).toBe(false);
  expect(phoneValidForCountry('+1 416 555 0100', 'CA')).toBe(true);
});

test('spam: a filled honeypot, or a time-trap token that is not ok; null verdict = trap off', () => {
  expect(spamReason({ website: ' x ', verdict: 'ok' })).toBe('honeypot');
  expect(spamReason({ website: '', verdict: 'too-fast' })).toBe('token-too-fast');
  expect(spamReason({ website: '', verdict: 'missing' })).toBe('token-missing');
  expect(spamReason({ website: '', verdict: 'forged' })).toBe('token-forged');
  expect(spamReason({ website: '', verdict: 'expired' })).toBe('token-expired');
  expect(spamReason({ website: '', verdict: 'ok' })).toBeNull();
  expect(spamReason({ verdict: null })).toBeNull();
});

test('backoff doubles from the base, with bounded jitter, up to the cap', () => {
  const cap = 15 * 60_000;
  expect(backoffMs(5000, 1, cap, () => 0.5)).toBe(5000);
  expect(backoffMs(5000, 2, cap, () => 0.5)).toBe(10_000);
  expect(backoffMs(5000, 4, cap, () => 0.5)).toBe(40_000);
  expect(backoffMs(5000, 4, cap, () => 0)).toBe(32_000);
  expect(backoffMs(5000, 4, cap, () => 1)).toBe(48_000);
  expect(backoffMs(5000, 40, cap, () => 0.5)).toBe(cap);
  expect(backoffMs(5000, 5000, cap, () => 0.5)).toBe(cap);
});

test('a delivery fails for good only once its time allowance is spent', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  expect(pastMaxAge(new Date(now - 23 * 3600_000), 24, now)).toBe(false);
  expect(pastMaxAge(new Date(now - 24 * 3600_000), 24, now)).toBe(true);
});

test('Message-IDs are stable and use the MAIL_FROM domain', () => {
  expect(messageIdFor('abc', 'ASCON website <no-reply@ascon-erp.com>')).toBe('<abc@ascon-erp.com>');
  expect(messageIdFor('abc', 'no-reply@example.org')).toBe('<abc@example.org>');
});

test('CSV quotes and defuses formulas', () => {
  expect(
    toCsv([{ a: 'x', b: '=1+1', c: 'say "hi", ok', d: null, e: new Date('2026-01-02T03:04:05Z'), f: '+966 50 123 4567', g: '@SUM(A1)' }]),
  ).toBe('a,b,c,d,e,f,g\r\nx,"\'=1+1","say ""hi"", ok",,2026-01-02T03:04:05.000Z,+966 50 123 4567,"\'@SUM(A1)"\r\n');
});
