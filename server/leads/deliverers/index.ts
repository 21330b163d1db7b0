/** Which deliverer handles which kind of outbox row. */
import type { MailTransport } from '../../mail/message.ts';
import type { CvLinks } from '../cv/link.ts';
import type { Deliverers } from '../outbox/worker.ts';
import type { CvReading } from '../store/cvs.ts';
import { createMailDeliverer } from './mail.ts';
import { createWebhookDeliverer, type WebhookSettings } from './webhook.ts';
import type { PublishedContent } from '../../content/published-content.ts';

export function createDeliverers(
  repo: Pick<CvReading, 'openCv'>,
  transport: MailTransport,
  settings: WebhookSettings & { MAIL_FROM: string },
  cvLinks: CvLinks,
  content: () => PublishedContent,
): Deliverers {
  const mail = createMailDeliverer(repo, transport, settings, content);
  return { inquiry: mail, application: mail, acknowledgement: mail, webhook: createWebhookDeliverer(settings, cvLinks) };
}
