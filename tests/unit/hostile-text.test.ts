/** Visitor text on its way to a terminal or a mail header, form tokens, and TRUST_PROXY parsing. */
import { describe, expect, test } from 'vitest';
import { toCsv, toJson, toTable } from '../../server/leads/commands/format.ts';
import { applicationPayload, inquiryPayload, routeInquiry } from '../../server/leads/intake/compose.ts';
import { checkoutContent, readPublishedContent } from '../../server/content/published-content.ts';
import { createFormTokens } from '../../server/leads/form-token/token.ts';
import { emailSubject } from '../../server/mail/templates/render.ts';
import { parseTrustProxy } from '../../server/config/trust-proxy.ts';
import { validApplication, validInquiry } from '../../support/lead-posts.ts';
import type { Inquiry } from '../../src/forms/schemas.ts';
import type { ApplicationLead } from '../../server/leads/store/shared.ts';

describe('the leads CLI never hands a visitor’s bytes to the terminal', () => {
  const row = { name: 'Eve\u001B]0;pwned\u0007\u001B[2J\u009B31m', message: 'right\u202Eto-left\nline two' };
  test.each([
    ['table', toTable([row], ['name', 'message'])],
    ['csv', toCsv([row])],
    ['json', toJson([row])],
  ])('%s', (_format, out) => {
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(out).not.toMatch(/[\u001B\u0007\u009B\u202E]/);
    expect(out).toContain('Eve');
  });
});

describe('mail subjects', () => {
  test('encoded-words and bidi overrides do not pass from a name into the subject', () => {
    const inquiry = { ...validInquiry, name: '=?utf-8?B?U2FsZXM=?= \u202Eevil', website: '' } as unknown as Inquiry;
    const subject = emailSubject(
      inquiryPayload(inquiry, routeInquiry('SA', 'sales@example.com', readPublishedContent().branches), 'Saudi Arabia').email!,
      checkoutContent(),
    );
    expect(subject).not.toContain('=?');
    expect(subject).not.toContain('\u202E');
    const application = {
      ...validApplication,
      jobTitle: 'Engineer\r\nBcc: x@example.com =?iso-8859-1?Q?x?=',
    } as unknown as ApplicationLead;
    const other = emailSubject(applicationPayload(application, 'hr@example.com', 'cv.pdf').email!, checkoutContent());
    expect(other).not.toMatch(/[\r\n]|=\?/);
  });
});

describe('form tokens', () => {
  const tokens = createFormTokens('a'.repeat(32), { ttlMs: 60_000, maxAgeMs: 24 * 3_600_000, minFillMs: 3000 });
  const now = 1_800_000_000_000;
  test('the server’s clock decides: too young, fine, expired', () => {
    const { token } = tokens.issue({ openedAt: now }, now);
    expect(tokens.verify(token, now + 1000)).toBe('too-fast');
    expect(tokens.verify(token, now + 5000)).toBe('ok');
    expect(tokens.verify(token, now + 61_000)).toBe('expired');
  });
  test('missing, malformed or signed with another key: never ok', () => {
    const other = createFormTokens('b'.repeat(32), { ttlMs: 60_000, maxAgeMs: 24 * 3_600_000, minFillMs: 3000 });
    expect(tokens.verify(undefined, now)).toBe('missing');
    expect(tokens.verify('', now)).toBe('missing');
    expect(tokens.verify('1.2.3', now)).toBe('forged');
    expect(tokens.verify(other.issue({ openedAt: now - 10_000 }, now).token, now)).toBe('forged');
    // Moving the opening time back, or taking another form's id, breaks the signature.
    const [id, , expires, signature] = tokens.issue({ openedAt: now - 1000 }, now).token.split('.');
    expect(tokens.verify(`${id}.${now - 100_000}.${expires}.${signature}`, now)).toBe('forged');
    expect(tokens.verify(`${'B'.repeat(16)}.${now - 1000}.${expires}.${signature}`, now)).toBe('forged');
  });
  test('renewal keeps the id and the opening time; an opening time in the future is clamped to now', () => {
    const { token } = tokens.issue({ openedAt: now - 3_600_000 }, now - 3_600_000);
    const opening = tokens.renewable(token, now);
    expect(opening?.openedAt).toBe(now - 3_600_000);
    expect(tokens.issue(opening!, now).token.split('.').slice(0, 2)).toEqual(token.split('.').slice(0, 2));
    expect(tokens.issue({ openedAt: now + 10_000_000 }, now).token.split('.')[1]).toBe(String(now));
  });
  test('no token of an opening outlives the hard lifetime, however it is renewed', () => {
    const { token } = tokens.issue({ openedAt: now }, now);
    const late = now + 24 * 3_600_000 - 30_000;
    const renewed = tokens.issue(tokens.renewable(token, late)!, late);
    expect(renewed.expiresAt).toBe(now + 24 * 3_600_000);
    expect(tokens.verify(renewed.token, now + 24 * 3_600_000 + 1)).toBe('expired');
    expect(tokens.renewable(renewed.token, now + 24 * 3_600_000)).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  test('false, a hop count or a list; never a bare true', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(typeof parseTrustProxy('true')).toBe('string');
    const hops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1 ,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(parseTrustProxy('10.0.0.0/33')).toMatch(/10\.0\.0\.0\/33/);
  });
});
