/**
 * SMTP through nodemailer. SMTP_URL carries host, port, credentials and nodemailer options as
 * query parameters (e.g. `?ignoreTLS=true` for a loopback test peer, `?pool=true`).
 */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { DeliveryError, type MailMessage, type MailTransport } from './message.ts';

export function toNodemailer(message: MailMessage): Mail.Options {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: message.messageId,
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, ...(a.cid ? { cid: a.cid } : {}) })),
    // No tracking headers or generator name: the message is ours.
    xMailer: false,
  };
}

const maxSendMs = 60_000;

export function createSmtpTransport(url: string): MailTransport {
  // Per-phase timeouts, plus an overall bound below: the outbox lease is derived from it, so a
  // hung peer releases the claim long before another worker could reclaim the row.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as never);
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
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx is the peer's final answer (RFC 5321); 4xx and network trouble are worth a retry.
        throw new DeliveryError(`SMTP: ${(error as Error).message}`, typeof code === 'number' && code >= 500, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}
