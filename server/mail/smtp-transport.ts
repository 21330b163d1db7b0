/**
 * SMTP through nodemailer. SMTP_URL carries host, port, credentials and nodemailer options as
 * query parameters (e.g. `?ignoreTLS=true` for a loopback test peer, `?pool=true`).
 */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { MailSendError, type MailMessage, type MailTransport } from './message.ts';
import { isPermanentSmtpFailure, smtpPhase, type SmtpErrorFields } from './smtp-failure.ts';

export function toNodemailer(message: MailMessage): Mail.Options {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: message.messageId,
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.cid ? { cid: a.cid } : {}),
    })),
    // No tracking headers or generator name: the message is ours.
    xMailer: false,
  };
}

const maxSendMs = 60_000;

export function createSmtpTransport(url: string): MailTransport {
  // Per-phase timeouts, plus an overall bound below: the outbox lease is derived from it, so a
  // hung peer releases the claim long before another worker could reclaim the row.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    name: 'smtp',
    maxSendMs,
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          transport.sendMail(toNodemailer(message)),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${maxSendMs} ms`)), maxSendMs);
          }),
        ]);
      } catch (error) {
        // Final only for a refused recipient or a refused message, not for every 5xx: see smtp-failure.ts.
        const fields = error as SmtpErrorFields;
        throw new MailSendError(`SMTP${smtpPhase(fields)}: ${(error as Error).message}`, isPermanentSmtpFailure(fields), { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}
