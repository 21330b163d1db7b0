/**
 * Delivers a lead to a CRM/ERP as a Standard Webhooks request: the JSON event stored with the
 * row (plus a fresh signed CV link for applications), signed at send time with
 * LEAD_WEBHOOK_SECRET (HMAC-SHA256 over `id.timestamp.body`), POSTed to the row's URL through
 * the SSRF guard (webhooks/post.ts). A 2xx ends it; a 4xx other than 408/429 (and a redirect,
 * which is never followed) will not get better by retrying and fails at once; everything else
 * (5xx, 408, 429, timeouts, network errors) is retried by the worker with backoff.
 */
import { Webhook } from 'standardwebhooks';
import { DeliveryError, type Deliverer } from '../outbox/deliverer.ts';
import type { CvLinks } from '../cv/link.ts';
import type { OutboxRow } from '../store/shared.ts';
import { postWebhook, RefusedAddressError } from '../webhooks/post.ts';
import { readWebhookPayload } from '../outbox/payload.ts';
import { webhookDestination } from '../outbox/backlog.ts';

export interface WebhookSettings {
  LEAD_WEBHOOK_SECRET?: string | undefined;
  LEAD_WEBHOOK_TIMEOUT_MS: number;
  LEAD_WEBHOOK_ALLOW_PRIVATE: boolean;
}

export function createWebhookDeliverer(settings: WebhookSettings, cvLinks: CvLinks): Deliverer {
  const signer = settings.LEAD_WEBHOOK_SECRET ? new Webhook(settings.LEAD_WEBHOOK_SECRET) : null;

  /** The body as sent: the stored event, with a CV link issued now (links expire). */
  function bodyFor(row: OutboxRow): { url: string; body: string } {
    const payload = readWebhookPayload(row.payload);
    if (!payload) throw new DeliveryError('malformed-row', 'malformed webhook row', true);
    const { event } = payload;
    const cv = event.data.cv ? { ...event.data.cv, ...cvLinks.issue(event.data.id) } : null;
    return { url: payload.url, body: JSON.stringify({ ...event, data: { ...event.data, cv } }) };
  }

  return {
    channel: 'webhook',
    // Two tries' worth of DNS + connect fit in the request deadline; the lease adds its margin.
    maxSendMs: settings.LEAD_WEBHOOK_TIMEOUT_MS,
    async deliver(row) {
      // A server without the secret (a misconfigured replica) leaves the row to one that has it.
      if (!signer) throw new DeliveryError('no-secret', 'LEAD_WEBHOOK_SECRET is not set on this server', false);
      const { url, body } = bodyFor(row);
      const sentAt = new Date();
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'ASCON-website-webhooks/1',
        'webhook-id': row.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signer.sign(row.messageId, sentAt, body),
      };
      const destination = webhookDestination(url);
      let status: number;
      let excerpt: string;
      try {
        ({ status, excerpt } = await postWebhook(url, body, headers, {
          timeoutMs: settings.LEAD_WEBHOOK_TIMEOUT_MS,
          allowPrivate: settings.LEAD_WEBHOOK_ALLOW_PRIVATE,
        }));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError('unreachable', `${destination}: ${reason}`, error instanceof RefusedAddressError, { cause: error });
      }
      if (status >= 200 && status < 300) return;
      const permanent = (status >= 300 && status < 500 && status !== 408 && status !== 429) || status < 200;
      const what = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
      throw new DeliveryError(
        'refused',
        `${destination} answered ${status}${what}${excerpt ? `: ${excerpt.slice(0, 200)}` : ''}`,
        permanent,
      );
    },
  };
}
