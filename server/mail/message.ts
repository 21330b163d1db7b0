/** The transport-neutral shape of one e-mail, and how transports report failures. */
import type { Readable } from 'node:stream';

interface Address {
  name: string;
  address: string;
}

export interface MailMessage {
  /** Stable per outbox row (`<outbox-id@domain>`): a resend after a crash is recognisable. */
  messageId: string;
  /** Outbox row id: names the log transport's files. */
  outboxId: string;
  from: string;
  to: string;
  replyTo: Address;
  subject: string;
  /** The plain-text part, always present. */
  text: string;
  /** The HTML part, rendered from the outbox row's template snapshot. */
  html?: string | undefined;
  /**
   * Streamed from the CV store at send time: an attachment is never whole in memory. `cid`
   * marks an inline part the HTML refers to (`cid:…`: the logo).
   */
  attachments: Array<{ filename: string; contentType: string; content: Readable; size: number; cid?: string }>;
  /** The fields the EmailJS template expects (docs/requirements.md R3). */
  templateParams: Record<string, string>;
}

export interface MailTransport {
  readonly name: string;
  /** The longest one send may take; the outbox lease is derived from it. */
  readonly maxSendMs: number;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** `<id@domain>` with the domain of MAIL_FROM, so receivers see a plausible, unique id. */
export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/**
 * A message a transport could not hand over. `permanent`: sending the same message again
 * cannot succeed (a rejected recipient, blocked by the API). The transports know nothing of
 * the outbox; the mail deliverer maps this to its DeliveryError (decision 0044).
 */
export class MailSendError extends Error {
  override name = 'MailSendError';
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.permanent = permanent;
  }
}
