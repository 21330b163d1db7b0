/** Pure pieces of webhooks and metrics: the SSRF address policy, settings, CV links, refusal reasons. */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config/index.ts';
import { createCvLinks } from '../../server/leads/cv/link.ts';
import { destinationOf, webhookDestination } from '../../server/leads/outbox/backlog.ts';
import { refusalReason } from '../../server/http/lead-outcome.ts';
import { createOutboxWorker, type OutboxQueue } from '../../server/leads/outbox/worker.ts';
import type { FastifyBaseLogger } from 'fastify';
import { isPublicAddress } from '../../server/leads/webhooks/address-policy.ts';
import { postWebhook, RefusedAddressError, WebhookTimeoutError } from '../../server/leads/webhooks/post.ts';
import { parseWebhookSecret, parseWebhookUrls } from '../../server/config/webhooks.ts';

const secret = `whsec_${randomBytes(32).toString('base64')}`;

describe('SSRF address policy', () => {
  test.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    'localhost',
    'not-an-ip',
    '',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  test.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e'])(
    '%s is allowed',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('webhook settings', () => {
  test('URLs: https only (http with ALLOW_PRIVATE), de-duplicated, comma-separated', () => {
    expect(parseWebhookUrls('https://crm.example/hook, https://erp.example/in,https://crm.example/hook', false)).toEqual([
      'https://crm.example/hook',
      'https://erp.example/in',
    ]);
    expect(parseWebhookUrls(undefined, false)).toEqual([]);
    expect(parseWebhookUrls('http://crm.example/hook', false)).toMatch(/only https:\/\//);
    expect(parseWebhookUrls('http://127.0.0.1:9000/hook', true)).toEqual(['http://127.0.0.1:9000/hook']);
    expect(parseWebhookUrls('ftp://crm.example/', true)).toMatch(/only https/);
    expect(parseWebhookUrls('not a url', false)).toMatch(/is not a URL/);
    // A credential in a bad URL is not echoed into the start-up error.
    expect(parseWebhookUrls('http://user:hunter2@crm.example/x', false)).not.toContain('hunter2');
  });

  test('secrets: whsec_ + base64 of 24 to 64 bytes', () => {
    expect(parseWebhookSecret(secret)).toBeNull();
    expect(parseWebhookSecret('whsec_' + randomBytes(8).toString('base64'))).toMatch(/24 to 64 bytes/);
    expect(parseWebhookSecret('hunter2hunter2hunter2hunter2')).toMatch(/whsec_/);
  });

  test('a bad value stops the start with a message naming the variable', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: '/tmp/x', ...env });
    expect(load({ LEAD_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(/LEAD_WEBHOOK_SECRET: is required/);
    expect(load({ LEAD_WEBHOOK_URL: 'http://crm.example/hook', LEAD_WEBHOOK_SECRET: secret })).toThrow(/LEAD_WEBHOOK_URL: .*only https/);
    expect(load({ LEAD_WEBHOOK_SECRET: 'plain' })).toThrow(ConfigError);
    expect(load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(load({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    const config = loadConfig({
      DATA_DIR: '/tmp/x',
      LEAD_WEBHOOK_URL: 'https://a.example/1,https://b.example/2',
      LEAD_WEBHOOK_SECRET: secret,
      PUBLIC_ORIGIN: 'https://www.example.com/ignored/path',
    });
    expect(config.webhookUrls).toEqual(['https://a.example/1', 'https://b.example/2']);
    expect(config.PUBLIC_ORIGIN).toBe('https://www.example.com');
  });

  test('destinations name a host, never credentials, path or query', () => {
    expect(webhookDestination('https://user:pw@crm.example:8443/hooks?token=x')).toBe('crm.example:8443');
    expect(destinationOf('webhook', 'https://crm.example/a?k=1')).toBe('webhook:crm.example');
    expect(destinationOf('inquiry', null)).toBe('sales-mail');
    expect(destinationOf('application', null)).toBe('hr-mail');
    expect(destinationOf('acknowledgement', null)).toBe('acknowledgement');
  });
});

describe('CV links', () => {
  const links = createCvLinks('k'.repeat(43), 'https://www.ascon-erp.com', 3600_000);
  const id = '0b6c9e0e-7d3a-4f0e-9d55-3f1f2a7c8e11';
  test('a link verifies until it expires, and only for its id', () => {
    const now = Date.now();
    const { url, expiresAt } = links.issue(id, now);
    const link = new URL(url);
    expect(link.origin + link.pathname).toBe(`https://www.ascon-erp.com/api/cv/${id}`);
    expect(Date.parse(expiresAt)).toBeGreaterThan(now + 3599_000);
    const [expires, sig] = [link.searchParams.get('expires'), link.searchParams.get('sig')];
    expect(links.verify(id, expires, sig, now)).toBe(true);
    expect(links.verify(id, expires, sig, now + 3601_000)).toBe(false);
    expect(links.verify(id.replace('0b', '0c'), expires, sig, now)).toBe(false);
    expect(links.verify(id, String(Number(expires) + 1), sig, now)).toBe(false);
    expect(links.verify(id, expires, `${sig}x`, now)).toBe(false);
    expect(links.verify(id, [expires], sig, now)).toBe(false);
    expect(createCvLinks('other'.repeat(9), 'https://www.ascon-erp.com', 3600_000).verify(id, expires, sig, now)).toBe(false);
  });
});

test('a stuck destination and failed deliveries are logged by the worker', async () => {
  const warnings: Array<[Record<string, unknown>, string]> = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push([fields, message]),
    error: () => {},
    info: () => {},
    debug: () => {},
  } as unknown as FastifyBaseLogger;
  const repo: OutboxQueue = {
    claimDue: async () => [],
    markSent: async () => true,
    markFailed: async () => {},
  };
  const hook = { channel: 'webhook', maxSendMs: 1000, deliver: async () => {} };
  const settings = {
    OUTBOX_POLL_MS: 10,
    OUTBOX_BACKOFF_MS: 1000,
    OUTBOX_MAX_BACKOFF_MS: 60_000,
    OUTBOX_MAX_AGE_HOURS: 24,
    RETENTION_INQUIRY_DAYS: 1,
    RETENTION_APPLICATION_DAYS: 1,
  };
  const backlog = async () => [
    { kind: 'webhook' as const, destination: 'webhook:crm.example', pending: 3, failed: 0, oldestPendingSeconds: 3600 },
    { kind: 'inquiry' as const, destination: 'sales-mail', pending: 1, failed: 2, oldestPendingSeconds: 5 },
  ];
  const worker = createOutboxWorker(repo, { inquiry: hook, application: hook, acknowledgement: hook, webhook: hook }, settings, log, {
    backlog,
  });
  worker.start();
  try {
    await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(2);
  } finally {
    await worker.stop();
  }
  expect(warnings).toEqual([
    [expect.objectContaining({ destination: 'webhook:crm.example', oldestPendingSeconds: 3600 }), expect.stringContaining('stuck')],
    [expect.objectContaining({ destination: 'sales-mail', failed: 2 }), expect.stringContaining('failed deliveries')],
  ]);
});

test('refusal reasons are a small fixed set', () => {
  expect([400, 403, 408, 413, 415, 429, 503, 500, 502, 418].map(refusalReason)).toEqual([
    'invalid',
    'cross-site',
    'slow-body',
    'too-large',
    'unsupported-type',
    'rate-limited',
    'busy',
    'server-error',
    'server-error',
    'other',
  ]);
});

describe('the guarded POST', () => {
  test('refuses loopback by literal address and after DNS, unless private addresses are allowed; times out a silent peer', async () => {
    const seen: string[] = [];
    const silent = new Set<ServerResponse>();
    const server = createServer((request, response) => {
      seen.push(request.url ?? '');
      if (request.url === '/silent') silent.add(response);
      else response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const options = { timeoutMs: 500, allowPrivate: false };
      await expect(postWebhook(`http://127.0.0.1:${port}/a`, '{}', {}, options)).rejects.toBeInstanceOf(RefusedAddressError);
      await expect(postWebhook(`http://localhost:${port}/b`, '{}', {}, options)).rejects.toBeInstanceOf(RefusedAddressError);
      await expect(postWebhook(`http://[::ffff:127.0.0.1]:${port}/c`, '{}', {}, options)).rejects.toBeInstanceOf(RefusedAddressError);
      expect(seen).toEqual([]);
      expect(await postWebhook(`http://localhost:${port}/d`, '{}', {}, { ...options, allowPrivate: true })).toEqual({
        status: 204,
        excerpt: '',
      });
      await expect(postWebhook(`http://127.0.0.1:${port}/silent`, '{}', {}, { ...options, allowPrivate: true })).rejects.toBeInstanceOf(
        WebhookTimeoutError,
      );
      expect(seen).toEqual(['/d', '/silent']);
    } finally {
      for (const response of silent) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
