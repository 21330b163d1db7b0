/** SMTP failures judged by reply and phase (server/mail/smtp-failure.ts), on nodemailer's error fields. */
import { describe, expect, test } from 'vitest';
import { enhancedStatus, isPermanentSmtpFailure } from '../../server/mail/smtp-failure.ts';

describe('which SMTP failures are final', () => {
  test.each([
    [
      'a recipient refused at RCPT TO',
      { responseCode: 550, command: 'RCPT TO', code: 'EENVELOPE', response: '550 5.1.1 No such user' },
      true,
    ],
    [
      'a recipient refused without an enhanced status',
      { responseCode: 553, command: 'RCPT TO', code: 'EENVELOPE', response: '553 mailbox name not allowed' },
      true,
    ],
    [
      'content rejected after the data',
      { responseCode: 554, command: 'DATA', code: 'EMESSAGE', response: '554 5.7.1 Message rejected as spam' },
      true,
    ],
    ['media refused after the data', { responseCode: 550, command: 'DATA', code: 'EMESSAGE', response: '550 5.6.0 Bad content' }, true],
    ['too big after the data', { responseCode: 552, command: 'DATA', code: 'EMESSAGE', response: '552 5.3.4 Message too big' }, true],
    ['a 554 greeting', { responseCode: 554, command: 'CONN', code: 'EPROTOCOL', response: '554 No SMTP service here' }, false],
    ['EHLO refused', { responseCode: 550, command: 'EHLO', code: 'ECONNECTION', response: '550 go away' }, false],
    [
      'our sender refused at MAIL FROM',
      { responseCode: 553, command: 'MAIL FROM', code: 'EENVELOPE', response: '553 5.7.1 Sender not allowed' },
      false,
    ],
    ['a failed login', { responseCode: 535, command: 'AUTH PLAIN', code: 'EAUTH', response: '535 5.7.8 Authentication failed' }, false],
    [
      'the DATA command refused',
      { responseCode: 554, command: 'DATA', code: 'EENVELOPE', response: '554 5.5.1 No valid recipients' },
      false,
    ],
    [
      'a 5xx after the data without enhanced status',
      { responseCode: 554, command: 'DATA', code: 'EMESSAGE', response: '554 Transaction failed' },
      false,
    ],
    [
      'a system condition after the data',
      { responseCode: 554, command: 'DATA', code: 'EMESSAGE', response: '554 5.3.0 Other mail system problem' },
      false,
    ],
    [
      'a 4xx recipient deferral',
      { responseCode: 451, command: 'RCPT TO', code: 'EENVELOPE', response: '451 4.3.0 Try again later' },
      false,
    ],
    ['a network failure', { command: 'CONN', code: 'ECONNREFUSED' }, false],
  ])('%s → final: %s', (_what, error, permanent) => {
    expect(isPermanentSmtpFailure(error)).toBe(permanent);
  });

  test('the enhanced status is read from the reply’s text', () => {
    expect(enhancedStatus('554-5.7.1 Rejected')).toEqual({ subject: '7', detail: '1' });
    expect(enhancedStatus('554 Rejected')).toBeNull();
    expect(enhancedStatus(undefined)).toBeNull();
  });
});
