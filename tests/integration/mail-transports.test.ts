/**
 * The transports on their own: EmailJS against a local HTTP stand-in (request shape, status →
 * retryable/permanent), the log transport's files, and configuration that must stop the start.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError } from '../../server/config/index.ts';
import { createEmailJsTransport } from '../../server/mail/emailjs-transport.ts';
import { createLogTransport } from '../../server/mail/log-transport.ts';
import { Readable } from 'node:stream';
import { MailSendError, messageIdFor, type MailMessage } from '../../server/mail/message.ts';
import getPort from 'get-port';
import { startServer } from '../../scripts/lib/server-process.ts';
import { pdfFile } from '../../support/lead-posts.ts';
import { tempDir, testConfig } from '../support/lead-app.ts';

/** A fresh message each time: its attachment is a stream, readable once. */
const newMessage = (): MailMessage => ({
  messageId: messageIdFor('0f8b7a52-4c4e-4f51-9d55-3f0c1d2e3a4b', 'ASCON <no-reply@ascon-erp.com>'),
  outboxId: '0f8b7a52-4c4e-4f51-9d55-3f0c1d2e3a4b',
  from: 'ASCON <no-reply@ascon-erp.com>',
  to: 'sales.sa@ascon-erp.com',
  replyTo: { name: 'Layla Haddad', address: 'layla@example.com' },
  subject: 'Website inquiry from Layla Haddad (Saudi Arabia)',
  text: 'Hello',
  attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', content: Readable.from([pdfFile]), size: pdfFile.length }],
  templateParams: {
    from_name: 'Layla Haddad',
    customer_name: 'Layla Haddad',
    customer_message: 'Hello',
    customer_email: 'layla@example.com',
    customer_phoneNumber: '+966501234567',
    customer_country: 'Saudi Arabia',
    reply_to: 'layla@example.com',
  },
});
const message = newMessage();

describe('EmailJS transport', () => {
  const statuses: number[] = [];
  const bodies: Array<{ url: string; body: Record<string, unknown> }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      bodies.push({ url: req.url ?? '', body: JSON.parse(data) as Record<string, unknown> });
      res.statusCode = statuses.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'OK' : 'nope');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const transport = () =>
    createEmailJsTransport({
      EMAILJS_URL: url,
      EMAILJS_PUBLIC_KEY: 'pub',
      EMAILJS_PRIVATE_KEY: 'priv',
      EMAILJS_SERVICE_ID: 'svc',
      EMAILJS_TEMPLATE_ID: 'tpl',
    });

  test('posts the spec request to /api/v1.0/email/send', async () => {
    await transport().send(message);
    expect(bodies.at(-1)).toEqual({
      url: '/api/v1.0/email/send',
      body: {
        lib_version: '4.4.1',
        user_id: 'pub',
        service_id: 'svc',
        template_id: 'tpl',
        accessToken: 'priv',
        template_params: message.templateParams,
      },
    });
  });

  test.each([
    [451, true],
    [403, true],
    [400, true],
    [429, false],
    [500, false],
    [503, false],
  ])('HTTP %i is a %s failure', async (status, permanent) => {
    statuses.push(status);
    const error = await transport()
      .send(message)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).permanent).toBe(permanent);
  });

  test('a network failure is retryable', async () => {
    const closed = createEmailJsTransport({
      EMAILJS_URL: `http://127.0.0.1:${await getPort({ host: '127.0.0.1' })}`,
      EMAILJS_PUBLIC_KEY: 'pub',
      EMAILJS_SERVICE_ID: 'svc',
      EMAILJS_TEMPLATE_ID: 'tpl',
    });
    const error = await closed.send(message).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as MailSendError).permanent).toBe(false);
  });
});

test('the log transport writes a complete .eml and a .json summary, overwriting on resend', async () => {
  const dataDir = tempDir();
  const logged: unknown[] = [];
  const transport = createLogTransport(dataDir, { info: (...args: unknown[]) => logged.push(args) } as never);
  await transport.send(newMessage());
  await transport.send(newMessage());
  const files = (await readdir(join(dataDir, 'mail'))).sort();
  expect(files).toEqual([`${message.outboxId}.eml`, `${message.outboxId}.json`]);
  const eml = await simpleParser(await readFile(join(dataDir, 'mail', `${message.outboxId}.eml`)));
  expect(eml.messageId).toBe(message.messageId);
  expect(eml.replyTo?.value[0]?.address).toBe('layla@example.com');
  expect(eml.attachments[0]?.content.equals(pdfFile)).toBe(true);
  const summary = JSON.parse(await readFile(join(dataDir, 'mail', `${message.outboxId}.json`), 'utf8'));
  expect(summary).toMatchObject({
    to: 'sales.sa@ascon-erp.com',
    subject: message.subject,
    attachments: [{ filename: 'cv.pdf', size: pdfFile.length }],
  });
  // Mail files hold the visitor's data and CV: the server's user only.
  expect((await stat(join(dataDir, 'mail'))).mode & 0o777).toBe(0o700);
  for (const file of files) expect((await stat(join(dataDir, 'mail', file))).mode & 0o777).toBe(0o600);
  expect(logged).toHaveLength(2);
});

describe('bad mail configuration stops the start', () => {
  test.each([
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [
      {
        MAIL_TRANSPORT: 'emailjs',
        EMAILJS_PUBLIC_KEY: 'a',
        EMAILJS_SERVICE_ID: 'b',
        EMAILJS_TEMPLATE_ID: 'c',
        EMAILJS_URL: 'ftp://x.example',
      },
      'EMAILJS_URL',
    ],
  ])('%o', (env, variable) => {
    expect(() => testConfig(env)).toThrow(ConfigError);
    expect(() => testConfig(env)).toThrow(variable);
  });

  test('the real server exits at start with a message naming the variable', async () => {
    const error = await startServer({ DATA_DIR: tempDir(), MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail.example.com' }).then(
      async (server) => {
        await server.kill('SIGKILL');
        return null;
      },
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain('SMTP_URL: must start with smtp:// or smtps://');
  });
});
