/**
 * Delivers the outbox's e-mails (sales, HR, acknowledgement) through the configured mail
 * transport: the HTML and plain-text parts rendered from the row's template snapshot, with the
 * logo as an inline part. Rendering happens here, at send time, so a visitor's POST never waits
 * for it, and so is the subject (the lead side stores data only, decision 0032).
 */
import { Readable } from 'node:stream';
import { type MailMessage, type MailTransport, MailSendError } from '../../mail/message.ts';
import { DeliveryError, type Deliverer } from '../outbox/deliverer.ts';
import type { CvReading } from '../store/cvs.ts';
import type { OutboxRow } from '../store/shared.ts';
import { cvContentType } from '../cv/type.ts';
import { readMailPayload, type OutboxPayload } from '../outbox/payload.ts';
import { logoCid, logoPng, renderEmail, emailSubject } from '../../mail/templates/render.ts';
import type { PublishedContent } from '../../content/published-content.ts';

export function createMailDeliverer(
  repo: Pick<CvReading, 'openCv'>,
  transport: MailTransport,
  settings: { MAIL_FROM: string },
  /** The content served at this moment (it changes with each publish). */
  publishedContent: () => PublishedContent,
): Deliverer {
  async function toMessage(row: OutboxRow): Promise<MailMessage> {
    const payload = readMailPayload(row.payload);
    if (!payload) throw new DeliveryError('malformed-row', `malformed e-mail row (${row.kind})`, true);
    const content = await renderOutboxMail(payload, publishedContent());
    const attachments: MailMessage['attachments'] = [...content.inline];
    if (payload.attachCv) {
      const cv = await repo.openCv(row.leadId);
      if (!cv) throw new DeliveryError('lead-gone', `application ${row.leadId} no longer exists`, true);
      attachments.push({ filename: cv.fileName, contentType: cvContentType(cv.type), content: cv.stream, size: cv.size });
    }
    return {
      messageId: row.messageId,
      outboxId: row.id,
      from: settings.MAIL_FROM,
      to: payload.to,
      replyTo: payload.replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      attachments,
      templateParams: payload.templateParams,
    };
  }

  return {
    channel: 'mail',
    maxSendMs: transport.maxSendMs,
    async deliver(row) {
      let message: MailMessage | undefined;
      try {
        message = await toMessage(row);
        await transport.send(message);
      } catch (error) {
        // The transport says whether resending can help; the outbox acts on it (retry or fail now).
        if (error instanceof MailSendError) throw new DeliveryError('send-failed', error.message, error.permanent, { cause: error });
        throw error;
      } finally {
        // A transport that failed before reading an attachment must not leave its file open.
        for (const attachment of message?.attachments ?? []) attachment.content.destroy();
      }
    },
  };
}

export interface OutboxMailContent {
  subject: string;
  text: string;
  html: string;
  /** Inline parts the HTML refers to (the logo); the caller adds them to the attachments. */
  inline: MailMessage['attachments'];
}

/** `content`: what the server serves now (app.content), so a publish reaches the next mail sent (decision 0038). */
export async function renderOutboxMail(payload: OutboxPayload, content: PublishedContent): Promise<OutboxMailContent> {
  const { html, text } = await renderEmail(payload.email, { logoSrc: `cid:${logoCid}`, content });
  const logo = logoPng();
  return {
    subject: emailSubject(payload.email, content),
    text,
    html,
    inline: [{ filename: 'logo.png', contentType: 'image/png', content: Readable.from([logo]), size: logo.length, cid: logoCid }],
  };
}
