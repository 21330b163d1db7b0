/**
 * What the worker sends for an outbox row: the HTML and plain-text parts rendered from the
 * row's template snapshot, with the logo as an inline part. Rendering happens here, at send
 * time, so a visitor's POST never waits for it, and so is the subject (the lead side stores
 * data only, decision 0032).
 */
import { Readable } from 'node:stream';
import type { MailMessage } from '../../mail/message.ts';
import { logoCid, logoPng } from '../../mail/templates/logo.ts';
import { renderEmail } from '../../mail/templates/render.ts';
import { emailSubject } from '../../mail/templates/subject.ts';
import type { OutboxPayload } from '../outbox/payload.ts';
import type { PublishedContent } from '../../content/published-content.ts';

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
