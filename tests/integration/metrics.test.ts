/**
 * GET /metrics (decision 0014): Prometheus text for the bearer of METRICS_TOKEN only,
 * with lead, outbox and HTTP figures that follow what happens, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backends, openBackend, type OpenBackend } from '../support/backends.ts';
import { buildLeadApp, deliverNow, memoryTransport, testConfig } from '../support/lead-app.ts';
import { validInquiry } from '../../support/lead-posts.ts';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from '../support/webhook-receiver.ts';

const token = 'metrics-token-0123456789abcdef';

/** The value of one series, matched by name and a subset of its labels (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  return lookup(text, name, labels).total;
}

/** The series' value, throwing when no line matches: for gauges whose 0 proves nothing. */
function presentValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const { total, found } = lookup(text, name, labels);
  if (!found) throw new Error(`no ${name} series with ${JSON.stringify(labels)}`);
  return total;
}

function lookup(text: string, name: string, labels: Record<string, string>): { total: number; found: boolean } {
  let total = 0;
  let found = false;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) {
      total += Number(match[3]);
      found = true;
    }
  }
  return { total, found };
}

describe.each(backends)('metrics on %s', (backend) => {
  let store: OpenBackend;
  let receiver: WebhookReceiver;
  let app: FastifyInstance;
  const secret = webhookSecret();

  beforeAll(async () => {
    store = await openBackend(backend);
    receiver = await startWebhookReceiver(secret);
    const config = testConfig({
      ...store.env,
      METRICS_TOKEN: token,
      LEAD_WEBHOOK_URL: receiver.url('/crm'),
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    app = await buildLeadApp(config, { leads: { database: store.database, transport: memoryTransport() } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
    await store?.close();
  });

  const scrape = async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  test('404 when METRICS_TOKEN is unset; 401 without the right bearer token', async () => {
    const open = await buildLeadApp(testConfig({ ...store.env }), { leads: { database: store.database, transport: memoryTransport() } });
    try {
      expect((await open.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
    } finally {
      await open.close();
    }
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Basic ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      'Bearer',
    ]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('leads_accepted_total');
    }
  });

  test('figures follow leads and deliveries; process and HTTP metrics are there', async () => {
    const before = await scrape();
    expect(value(before, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(before).toContain('nodejs_eventloop_lag_seconds');
    const hookDestination = `webhook:127.0.0.1:${receiver.port}`;
    // Every destination reports, even with nothing queued.
    for (const destination of ['sales-mail', 'hr-mail', 'acknowledgement', 'cv-conversion', hookDestination])
      expect(before).toMatch(new RegExp(`outbox_pending\\{[^}]*destination="${destination}"[^}]*\\} 0`));

    const posted = Date.now();
    expect(
      (await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: 'metrics1@example.com' } })).statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: 'not-an-address' } })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, website: 'x' } })).statusCode).toBe(201);
    const nativeRefused = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: new URLSearchParams({ ...validInquiry, email: 'x' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(nativeRefused.statusCode).toBe(303);
    expect(
      (await app.inject({ method: 'POST', url: '/api/inquiries', payload: validInquiry, headers: { 'sec-fetch-site': 'cross-site' } }))
        .statusCode,
    ).toBe(403);

    // The webhook's delivery as if queued 90 s ago: its age is read from the row, not made up at the scrape.
    await store.database.db.execute(sql`update outbox set created_at = created_at - interval '90 seconds' where kind = 'webhook'`);
    const queued = await scrape();
    const elapsedS = (Date.now() - posted) / 1000;
    expect(value(queued, 'leads_accepted_total', { kind: 'inquiry' }) - value(before, 'leads_accepted_total', { kind: 'inquiry' })).toBe(1);
    expect(value(queued, 'leads_spam_total', { kind: 'inquiry' }) - value(before, 'leads_spam_total', { kind: 'inquiry' })).toBe(1);
    expect(
      value(queued, 'leads_rejected_total', { kind: 'inquiry', reason: 'invalid' }) -
        value(before, 'leads_rejected_total', { kind: 'inquiry', reason: 'invalid' }),
    ).toBe(2);
    expect(
      value(queued, 'leads_rejected_total', { kind: 'inquiry', reason: 'cross-site' }) -
        value(before, 'leads_rejected_total', { kind: 'inquiry', reason: 'cross-site' }),
    ).toBe(1);
    expect(value(queued, 'outbox_pending', { kind: 'inquiry', destination: 'sales-mail' })).toBe(1);
    expect(value(queued, 'outbox_pending', { kind: 'webhook', destination: hookDestination })).toBe(1);
    const age = presentValue(queued, 'outbox_oldest_pending_age_seconds', { kind: 'webhook', destination: hookDestination });
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThanOrEqual(90 + elapsedS);
    // The accepted lead and the honeypot's (answered 201 too, so a bot learns nothing).
    const created = { method: 'POST', route: '/api/inquiries', status_code: '201' };
    expect(
      value(queued, 'http_request_duration_seconds_count', created) - value(before, 'http_request_duration_seconds_count', created),
    ).toBe(2);

    await deliverNow(app);
    const delivered = await scrape();
    expect(value(delivered, 'outbox_pending', { kind: 'inquiry', destination: 'sales-mail' })).toBe(0);
    expect(value(delivered, 'outbox_pending', { kind: 'webhook', destination: hookDestination })).toBe(0);
    expect(value(delivered, 'outbox_delivery_latency_seconds_count', { kind: 'webhook', destination: hookDestination })).toBe(1);
    expect(value(delivered, 'outbox_delivery_attempt_seconds_count', { kind: 'inquiry', destination: 'sales-mail', outcome: 'sent' })).toBe(
      1,
    );
    // The URL's path and query never appear, only its host.
    expect(delivered).not.toContain('/crm');
  });

  test('a failed webhook shows in the figures, and /readyz stays about the database', async () => {
    receiver.addFaults('reject');
    expect(
      (await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: 'metrics2@example.com' } })).statusCode,
    ).toBe(201);
    await deliverNow(app);
    const text = await scrape();
    expect(value(text, 'outbox_failed', { kind: 'webhook', destination: `webhook:127.0.0.1:${receiver.port}` })).toBe(1);
    expect(value(text, 'outbox_delivery_attempt_seconds_count', { kind: 'webhook', outcome: 'failed' })).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  test('a delivery re-queued by `npm run leads -- retry` is as old as its retry, not its lead', async () => {
    // The failed webhook above, as the retry command leaves it (store/outbox-store.ts), two days after its lead.
    await store.database.db.execute(
      sql`update outbox set status = 'pending', retried_at = now(), created_at = now() - interval '2 days', next_attempt_at = now() + interval '1 hour' where kind = 'webhook' and status = 'failed'`,
    );
    const text = await scrape();
    const destination = `webhook:127.0.0.1:${receiver.port}`;
    expect(value(text, 'outbox_pending', { kind: 'webhook', destination })).toBe(1);
    expect(presentValue(text, 'outbox_oldest_pending_age_seconds', { kind: 'webhook', destination })).toBeLessThan(3600);
  });
});
