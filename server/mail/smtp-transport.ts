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
    messageId: message.messageId,
    attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    // No tracking headers or generator name: the message is ours.
    xMailer: false,
  };
}

export function createSmtpTransport(url: string): MailTransport {
  // Timeouts well below the outbox lease, so a hung peer frees the claim long before another
  // worker could reclaim the row and send it a second time.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as never);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail(toNodemailer(message));
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx is the peer's final answer (RFC 5321); 4xx and network trouble are worth a retry.
        throw new DeliveryError(`SMTP: ${(error as Error).message}`, typeof code === 'number' && code >= 500, { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
