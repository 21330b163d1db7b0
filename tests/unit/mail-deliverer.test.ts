/**
 * An outbox row's payload is data read back from the database (decision 0044): the mail
 * deliverer checks that a row is an e-mail before sending it, and fails a row that is not one
 * at once, without retrying and without handing the transport a message with no recipient.
 * Sending well-formed rows is covered by tests/integration/smtp-delivery.test.ts.
 */
import { expect, test } from 'vitest';
import { createMailDeliverer } from '../../server/leads/deliverers/mail.ts';
import { DeliveryError } from '../../server/leads/outbox/deliverer.ts';
import type { MailMessage, MailTransport } from '../../server/mail/message.ts';
import { readPublishedContent } from '../../server/content/published-content.ts';
import { sendingRow } from '../support/outbox-row.ts';

function setup() {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    name: 'recording',
    maxSendMs: 1000,
    send: async (message) => void sent.push(message),
    close: async () => {},
  };
  const repo = { openCv: async () => null };
  const deliverer = createMailDeliverer(repo, transport, { MAIL_FROM: 'website@ascon-erp.com' }, () => readPublishedContent());
  const row = (payload: unknown) =>
    sendingRow({
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'inquiry',
      payload,
      messageId: '<00000000-0000-4000-8000-000000000002@ascon-erp.com>',
    });
  return { deliverer, row, sent };
}

const mailShell = {
  to: 'sales@ascon-erp.com',
  replyTo: { name: 'Layla', address: 'layla@example.com' },
  templateParams: {},
  attachCv: false,
};
const salesProps = {
  name: 'Layla',
  email: 'layla@example.com',
  phone: '+966 50 123 4567',
  country: 'SA',
  countryName: 'Saudi Arabia',
  message: 'A demo, please.',
  locale: 'en',
  page: '/contact',
  branch: null,
};

test('a well-formed sales row is sent (the checks below refuse only what is malformed)', async () => {
  const { deliverer, row, sent } = setup();
  await deliverer.deliver(row({ ...mailShell, email: { template: 'sales-notification', props: salesProps } }));
  expect(sent).toHaveLength(1);
});

test.each([
  ['a webhook payload', { url: 'https://crm.example.com/hook', event: { data: { id: 'x' } } }],
  ['no recipient', { replyTo: { name: 'X', address: 'x@example.com' }, templateParams: {}, attachCv: false }],
  // A finished subject and text without a template: no release ever queued one (decision 0048).
  [
    'no template',
    {
      to: 'a@b.c',
      replyTo: { name: 'X', address: 'x@example.com' },
      subject: 'Old',
      text: 'Old text',
      templateParams: {},
      attachCv: false,
    },
  ],
  [
    'an unknown template',
    { to: 'a@b.c', replyTo: { name: '', address: 'a@b.c' }, email: { template: 'x', props: {} }, templateParams: {}, attachCv: false },
  ],
  // The template's props are checked too: a row the template would render with holes fails here.
  [
    'sales props without the visitor’s name',
    { ...mailShell, email: { template: 'sales-notification', props: { ...salesProps, name: undefined } } },
  ],
  ['sales props in an unknown locale', { ...mailShell, email: { template: 'sales-notification', props: { ...salesProps, locale: 'fr' } } }],
  [
    'an acknowledgement for an unknown kind of lead',
    { ...mailShell, email: { template: 'acknowledgement', props: { kind: 'order', locale: 'en' } } },
  ],
  ['null', null],
])('a mail row whose payload is %s fails permanently and sends nothing', async (_what, payload) => {
  const { deliverer, row, sent } = setup();
  const error = await deliverer.deliver(row(payload)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  expect(error).toMatchObject({ permanent: true, message: expect.stringMatching(/malformed e-mail row/) });
  expect(sent).toEqual([]);
});
