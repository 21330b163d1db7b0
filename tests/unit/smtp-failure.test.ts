/** SMTP failures judged by reply and phase (server/mail/smtp-failure.ts), on nodemailer's error fields. */
import { describe, expect, test } from 'vitest';
import { enhancedStatus, isPermanentSmtpFailure } from '../../server/mail/smtp-failure.ts';

/** nodemailer's fields for a failure the server answered: its reply code, our command then, the error code, the reply. */
const reply = (responseCode: number, command: string, code: string, response: string) => ({ responseCode, command, code, response });

describe('which SMTP failures are final', () => {
  test.each([
    ['a recipient refused at RCPT TO', reply(550, 'RCPT TO', 'EENVELOPE', '550 5.1.1 No such user'), true],
    ['a recipient refused without an enhanced status', reply(553, 'RCPT TO', 'EENVELOPE', '553 mailbox name not allowed'), true],
    ['content rejected after the data', reply(554, 'DATA', 'EMESSAGE', '554 5.7.1 Message rejected as spam'), true],
    ['media refused after the data', reply(550, 'DATA', 'EMESSAGE', '550 5.6.0 Bad content'), true],
    ['too big after the data', reply(552, 'DATA', 'EMESSAGE', '552 5.3.4 Message too big'), true],
    ['a 554 greeting', reply(554, 'CONN', 'EPROTOCOL', '554 No SMTP service here'), false],
    ['EHLO refused', reply(550, 'EHLO', 'ECONNECTION', '550 go away'), false],
    ['our sender refused at MAIL FROM', reply(553, 'MAIL FROM', 'EENVELOPE', '553 5.7.1 Sender not allowed'), false],
    ['a failed login', reply(535, 'AUTH PLAIN', 'EAUTH', '535 5.7.8 Authentication failed'), false],
    ['the DATA command refused', reply(554, 'DATA', 'EENVELOPE', '554 5.5.1 No valid recipients'), false],
    ['a 5xx after the data without enhanced status', reply(554, 'DATA', 'EMESSAGE', '554 Transaction failed'), false],
    ['a system condition after the data', reply(554, 'DATA', 'EMESSAGE', '554 5.3.0 Other mail system problem'), false],
    ['a 4xx recipient deferral', reply(451, 'RCPT TO', 'EENVELOPE', '451 4.3.0 Try again later'), false],
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
