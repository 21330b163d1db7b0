/**
 * Whether an SMTP failure is final for this message, judged as established MTAs judge a
 * reply: by its code and by the phase it answers (RFC 5321 §4.2, enhanced status codes of
 * RFC 3463), not by its first digit alone (decision 0006).
 *
 * - RCPT TO with 5xx: the receiving server refuses this recipient (no such user, …). Final.
 * - After the message's data (nodemailer's EMESSAGE at DATA) with 5xx and an enhanced status
 *   that is about this message: X.1 (addressing), X.2 (mailbox), X.6 (content), X.7
 *   (policy: spam or content rejection) and 5.3.4 (too big). Final.
 * - Everything else is a condition of the server or of our configuration and is retried with
 *   backoff like a 4xx until OUTBOX_MAX_AGE_HOURS: a 5xx greeting (554 "no service"), EHLO/HELO,
 *   MAIL FROM (our sender refused), a failed login, the DATA command itself, a 5xx after the
 *   data without a per-message status, and network trouble. A mail is then late rather than
 *   lost: a row marked failed waits for a human, a retried one goes once the server is back.
 */

/** The fields nodemailer puts on its errors (smtp-connection `_formatError`). */
export interface SmtpErrorFields {
  /** The reply's three digits. */
  responseCode?: unknown;
  /** The phase it answered: CONN (greeting), EHLO, HELO, AUTH …, MAIL FROM, RCPT TO, DATA, API. */
  command?: unknown;
  /** nodemailer's own class: EMESSAGE is a failure after the data was sent. */
  code?: unknown;
  /** The reply's text, where an enhanced status code is ("554 5.7.1 Rejected as spam"). */
  response?: unknown;
}

const perMessageSubjects = new Set(['1', '2', '6', '7']);

/** `{ subject, detail }` of the reply's enhanced status code (`5.7.1` → 7, 1), or null. */
export function enhancedStatus(response: unknown): { subject: string; detail: string } | null {
  if (typeof response !== 'string') return null;
  const match = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(response);
  return match ? { subject: match[2]!, detail: match[3]! } : null;
}

export function isPermanentSmtpFailure(error: SmtpErrorFields): boolean {
  const reply = error.responseCode;
  if (typeof reply !== 'number' || reply < 500 || reply > 599) return false;
  const phase = typeof error.command === 'string' ? error.command.toUpperCase() : '';
  if (phase === 'RCPT TO') return true;
  if (phase === 'DATA' && error.code === 'EMESSAGE') {
    const status = enhancedStatus(error.response);
    return status !== null && (perMessageSubjects.has(status.subject) || (status.subject === '3' && status.detail === '4'));
  }
  return false;
}

/** The phase for the log and `last_error` ("SMTP RCPT TO: …"). */
export function smtpPhase(error: SmtpErrorFields): string {
  return typeof error.command === 'string' && error.command !== 'API' ? ` ${error.command}` : '';
}
