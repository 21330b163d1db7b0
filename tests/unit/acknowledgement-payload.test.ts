/**
 * The acknowledgement of an application is answered from HR's address under HR's name in the
 * mail's language, taken from the mails' strings (src/i18n/email/), not written in the code.
 */
import { expect, test } from 'vitest';
import en from '../../src/i18n/email/en.json' with { type: 'json' };
import ar from '../../src/i18n/email/ar.json' with { type: 'json' };
import { acknowledgementPayload } from '../../server/leads/intake/acknowledgement.ts';

test.each([
  ['en', en.acknowledgement.hrReplyName],
  ['ar', ar.acknowledgement.hrReplyName],
] as const)('an application in %s: replies go to HR under its name from the mail strings', (locale, name) => {
  const payload = acknowledgementPayload(
    { kind: 'application', email: 'applicant@example.com', locale, position: 'erp-sales-consultant' },
    { HR_EMAIL: 'hr@example.com' },
  );
  expect(payload.replyTo).toEqual({ name, address: 'hr@example.com' });
  expect(name).toMatch(locale === 'ar' ? /أسكون/ : /ASCON/);
});
