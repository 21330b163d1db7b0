/**
 * The OpenAPI `webhooks` section: what the CRM/ERP receives for each accepted lead, its schema
 * generated from server/leads/outbox/webhook-event-schema.ts, and the CV download its links point at.
 */
import { z } from 'zod';
import { deliveredLeadEventSchema } from '../../leads/outbox/webhook-event-schema.ts';

const text = { type: 'string' } as const;

/**
 * The event's JSON Schema, generated from the zod schema the deliverer's bodies meet; as input,
 * so a receiver is not told to refuse a field added later. The dialect is declared document-wide.
 */
const { $schema: _dialect, ...leadEventJsonSchema } = z.toJSONSchema(deliveredLeadEventSchema, { io: 'input' });

const example = {
  type: 'application.received',
  timestamp: '2026-11-23T08:15:00.000Z',
  data: {
    id: '0b6c9e0e-7d3a-4f0e-9d55-3f1f2a7c8e11',
    type: 'application',
    locale: 'ar',
    country: null,
    routedTo: { branchId: null, email: 'hr@ascon-erp.com' },
    fields: {
      name: 'عمر خليل',
      email: 'omar@example.com',
      phoneNumber: '+20 100 123 4567',
      jobTitle: 'مهندس مبيعات أول',
      position: 'sales',
    },
    cv: {
      fileName: 'omar-khalil-cv.pdf',
      contentType: 'application/pdf',
      size: 48213,
      sha256: '9f2c…',
      url: 'https://www.ascon-erp.com/api/cv/0b6c9e0e-7d3a-4f0e-9d55-3f1f2a7c8e11?expires=1795594500&sig=…',
      expiresAt: '2026-11-26T08:15:00.000Z',
    },
  },
};

const header = (description: string) => ({ required: true, schema: text, description });

export const webhooks = {
  lead: {
    post: {
      summary: 'A lead was accepted (sent to each LEAD_WEBHOOK_URL)',
      description:
        'Standard Webhooks (https://www.standardwebhooks.com): verify `webhook-signature` (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with LEAD_WEBHOOK_SECRET) with a Standard Webhooks library before trusting the body. Retried with exponential backoff until a 2xx, or until OUTBOX_MAX_AGE_HOURS; a 4xx other than 408/429 and a redirect stop the retries. `webhook-id` is the same on every retry of one delivery: de-duplicate on it.',
      parameters: [
        { in: 'header', name: 'webhook-id', ...header('Unique per lead and URL, the same across retries.') },
        { in: 'header', name: 'webhook-timestamp', ...header('Unix seconds when this attempt was signed.') },
        { in: 'header', name: 'webhook-signature', ...header('`v1,<base64 HMAC-SHA256>`.') },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: leadEventJsonSchema, example } } },
      responses: {
        '2XX': { description: 'Received; not sent again.' },
        '408': { description: 'Retried.' },
        '429': { description: 'Retried.' },
        '4XX': { description: 'Any other 4xx: the delivery fails at once and waits for `npm run leads -- retry`.' },
        '5XX': { description: 'Retried with backoff.' },
      },
    },
  },
};

export const cvDownloadPath = {
  get: {
    summary: 'Download a CV through the signed link a webhook carried',
    parameters: [
      { in: 'path', name: 'applicationId', required: true, schema: { type: 'string', format: 'uuid' } },
      { in: 'query', name: 'expires', required: true, schema: { type: 'integer' } },
      { in: 'query', name: 'sig', required: true, schema: text },
    ],
    responses: {
      '200': {
        description: 'The CV, as an attachment; never cached.',
        content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
      '403': { description: 'The signature is wrong or the link has expired.' },
      '404': { description: 'No such application (purged after its retention period).' },
    },
  },
};
