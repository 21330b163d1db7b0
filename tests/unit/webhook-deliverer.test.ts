/**
 * A webhook row's payload is data read back from the database (decision 0044): the webhook
 * deliverer checks the whole event it signs and posts, the CV it adds a link to included, and
 * fails a malformed row at once, before any request. Posting well-formed rows is covered by
 * tests/integration/webhooks.test.ts.
 */
import { expect, test } from 'vitest';
import { createCvLinks } from '../../server/leads/cv/link.ts';
import { createWebhookDeliverer } from '../../server/leads/deliverers/webhook.ts';
import { DeliveryError } from '../../server/leads/outbox/deliverer.ts';
import { sendingRow } from '../support/outbox-row.ts';

const deliverer = createWebhookDeliverer(
  // A destination no test can reach: a malformed row must fail before any lookup or request.
  {
    LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    LEAD_WEBHOOK_TIMEOUT_MS: 1000,
    LEAD_WEBHOOK_ALLOW_PRIVATE: false,
  },
  createCvLinks('test-key', 'https://www.ascon-erp.com', 3600_000),
);
const row = (payload: unknown) =>
  sendingRow({ id: '00000000-0000-4000-8000-000000000003', kind: 'webhook', payload, messageId: 'msg_00000000000040008000000000000003' });
const event = {
  type: 'application.received',
  timestamp: '2026-11-26T10:00:00.000Z',
  data: {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'application',
    locale: 'en',
    country: null,
    routedTo: { branchId: null, email: 'hr@ascon-erp.com' },
    fields: { name: 'Omar' },
    cv: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 10, sha256: '0'.repeat(64) },
  },
};
const url = 'https://unreachable.invalid/hook';

test.each([
  ['a CV that is not an object', { url, event: { ...event, data: { ...event.data, cv: 'cv.pdf' } } }],
  ['a CV without its size', { url, event: { ...event, data: { ...event.data, cv: { ...event.data.cv, size: undefined } } } }],
  ['fields that are not text', { url, event: { ...event, data: { ...event.data, fields: { name: 7 } } } }],
  ['no routing', { url, event: { ...event, data: { ...event.data, routedTo: undefined } } }],
  ['no event', { url }],
])('a webhook row with %s fails permanently, before any request', async (_what, payload) => {
  const error = await deliverer.deliver(row(payload)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ permanent: true, message: 'malformed webhook row' });
});
