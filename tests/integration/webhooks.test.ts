/**
 * Signed webhooks to the vendor's CRM/ERP (decision 0014), against a real local HTTP
 * receiver that verifies every signature with the `standardwebhooks` library, on PGlite and on
 * a real PostgreSQL. Faults are injected at the receiver: 500s, a hang past the timeout, a 400,
 * a redirect; and the SSRF guard is tried with loopback targets it must refuse.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runLeadsCommand } from '../../server/leads/commands/run.ts';
import { deliveredLeadEventSchema } from '../../server/leads/outbox/webhook-event-schema.ts';
import type { Config } from '../../server/config/index.ts';
import { queryRows } from '../../server/db/client.ts';
import { backends, openBackend, type OpenBackend } from '../support/backends.ts';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { buildLeadApp, deliverNow, disarmNow, leadParts, memoryTransport, testConfig } from '../support/lead-app.ts';
import { waitFor } from '../support/smtp-peer.ts';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from '../support/webhook-receiver.ts';

const arabicInquiry = {
  ...validInquiry,
  name: 'ليلى حداد',
  email: 'layla.ar@example.com',
  country: 'AE',
  phoneNumber: '+971 50 123 4567',
  message: 'نرغب في عرض توضيحي لنظام تخطيط موارد المؤسسات الخاص بالمقاولات.',
  locale: 'ar',
  page: '/ar/contact',
};

type Row = { id: string; kind: string; status: string; attempts: number; message_id: string; last_error: string | null };

describe.each(backends)('webhooks on %s', (backend) => {
  const secret = webhookSecret();
  let store: OpenBackend;
  let receiver: WebhookReceiver;
  let app: FastifyInstance;
  let config: Config;
  const transport = memoryTransport();

  beforeAll(async () => {
    store = await openBackend(backend);
    receiver = await startWebhookReceiver(secret);
    config = testConfig({
      ...store.env,
      LEAD_WEBHOOK_URL: `${receiver.url('/crm')}, ${receiver.url('/erp?token=abc')}`,
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_WEBHOOK_ALLOW_PRIVATE: 'true',
      // Receiver and sender share this process: on a busy machine an answer can take a while.
      LEAD_WEBHOOK_TIMEOUT_MS: '2000',
      PUBLIC_ORIGIN: 'https://crm-links.example',
      OUTBOX_BACKOFF_MS: '1',
      OUTBOX_MAX_BACKOFF_MS: '5',
    });
    app = await buildLeadApp(config, { leads: { database: store.database, transport } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
    await store?.close();
  });

  const webhookRows = (leadId: string) =>
    queryRows<Row>(
      store.database.db,
      sql`select id, kind, status, attempts, message_id, last_error from outbox where lead_id = ${leadId} and kind = 'webhook' order by id`,
    );
  const processedFor = (leadId: string) =>
    [...receiver.processed.entries()].filter(([, body]) => (body['data'] as { id: string }).id === leadId);
  const deliverUntil = (condition: () => boolean | Promise<boolean>, what: string) =>
    waitFor(
      async () => {
        await deliverNow(app);
        return condition();
      },
      20_000,
      what,
    );
  const postInquiry = (body: object) => app.inject({ method: 'POST', url: '/api/inquiries', payload: body });
  const cli = async (argv: string[]) => {
    const out: string[] = [];
    const code = await runLeadsCommand(
      argv,
      config,
      { stdout: (t) => out.push(t), stderr: (t) => out.push(t) },
      { database: store.database },
    );
    return { code, out: out.join('') };
  };

  test('an inquiry in Arabic produces one signed webhook per URL with its fields, locale, country and routed branch', async () => {
    const res = await postInquiry(arabicInquiry);
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    const rows = await webhookRows(id);
    expect(rows).toHaveLength(2);
    await deliverUntil(
      async () => processedFor(id).length === 2 && (await webhookRows(id)).every((r) => r.status === 'sent'),
      'both webhooks of the Arabic inquiry',
    );

    const deliveries = receiver.received.filter((r) => rows.some((row) => row.message_id === r.id));
    expect([...new Set(deliveries.map((d) => d.path))].sort()).toEqual(['/crm', '/erp?token=abc']);
    expect(deliveries.every((d) => d.verified && d.answered === 204)).toBe(true);
    expect(new Set(deliveries.map((d) => d.id))).toEqual(new Set(rows.map((r) => r.message_id)));
    for (const [, body] of processedFor(id)) {
      expect(body).toEqual({
        type: 'inquiry.received',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: {
          id,
          type: 'inquiry',
          locale: 'ar',
          country: 'AE',
          routedTo: { branchId: 'saudi-arabia', email: 'sales.sa@ascon-erp.com' },
          fields: {
            name: arabicInquiry.name,
            email: arabicInquiry.email,
            phoneNumber: arabicInquiry.phoneNumber,
            message: arabicInquiry.message,
            page: '/ar/contact',
          },
          cv: null,
        },
      });
    }
    // The sales mail went out as before.
    expect(transport.sent.some((m) => m.replyTo.address === arabicInquiry.email)).toBe(true);
  });

  test('the same for an English inquiry routed to SALES_EMAIL', async () => {
    const res = await postInquiry({ ...validInquiry, email: 'en.hook@example.com', country: 'DE', phoneNumber: '+49 30 1234567' });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    await deliverUntil(() => processedFor(id).length === 2, 'both webhooks of the English inquiry');
    for (const [, body] of processedFor(id)) {
      expect(body).toMatchObject({
        type: 'inquiry.received',
        data: {
          locale: 'en',
          country: 'DE',
          routedTo: { branchId: null, email: config.SALES_EMAIL },
          fields: { message: validInquiry.message },
        },
      });
    }
  });

  test('an application adds a signed, expiring link to its rebuilt CV; forged, expired or re-pointed links give 403 and no bytes', async () => {
    const mp = multipartBody({ ...validApplication, email: 'cv.hook@example.com' }, [
      { name: 'file', filename: 'سيرة ذاتية.pdf', content: pdfFile, type: 'application/pdf' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/applications', payload: mp.payload, headers: mp.headers });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    // The webhooks are queued once the CV is rebuilt (docs/decisions/0026).
    expect(await disarmNow(app)).toMatchObject({ sent: 1 });
    await deliverUntil(() => processedFor(id).length === 2, 'both webhooks of the application');
    const [[, body]] = processedFor(id) as [
      [
        string,
        {
          data: {
            cv: { url: string; expiresAt: string; size: number; sha256: string; contentType: string; fileName: string };
            fields: Record<string, string>;
          };
        },
      ],
    ];
    const { cv } = body.data;
    expect(body).toMatchObject({
      type: 'application.received',
      data: {
        type: 'application',
        country: null,
        routedTo: { email: config.HR_EMAIL },
        fields: { jobTitle: validApplication.message, position: 'sales' },
      },
    });
    expect(cv).toMatchObject({ contentType: 'application/pdf', fileName: 'سيرة ذاتية.pdf' });
    expect(Date.parse(cv.expiresAt) - Date.now()).toBeGreaterThan(71 * 3600_000);
    const link = new URL(cv.url);
    expect(link.origin).toBe('https://crm-links.example');
    expect(link.pathname).toBe(`/api/cv/${id}`);

    const download = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    // The rebuilt PDF the link describes, never the uploaded file.
    expect(download.rawPayload.length).toBe(cv.size);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(cv.sha256);
    expect(download.rawPayload.equals(pdfFile)).toBe(false);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''/);
    expect(download.headers['cache-control']).toBe('no-store, private');

    const sig = link.searchParams.get('sig') ?? '';
    const expires = link.searchParams.get('expires') ?? '';
    const expired = (await leadParts(app)).cvLinks.issue(id, Date.now() - 73 * 3600_000);
    const otherId = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/cv/${id}?expires=${expires}&sig=${sig.slice(0, -2)}AA`,
      `/api/cv/${id}?expires=${Number(expires) + 3600}&sig=${sig}`,
      `/api/cv/${id}?expires=${expires}`,
      `/api/cv/${id}`,
      new URL(expired.url).pathname + new URL(expired.url).search,
      `/api/cv/${otherId}?expires=${expires}&sig=${sig}`,
    ]) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.rawPayload.includes(download.rawPayload.subarray(0, 64))).toBe(false);
    }
    expect((await app.inject({ method: 'GET', url: `/api/cv/not-an-id?expires=${expires}&sig=${sig}` })).statusCode).toBe(404);
  });

  test('500s and a timeout are retried with the same webhook-id until a 2xx; each id is processed once', async () => {
    receiver.addFaults('fail', 'fail', 'hang', 'fail');
    const res = await postInquiry({ ...validInquiry, email: 'flaky.hook@example.com' });
    const id = res.json<{ id: string }>().id;
    await deliverUntil(() => processedFor(id).length === 2, 'both webhooks despite the faults');
    const rows = await webhookRows(id);
    const deliveries = receiver.received.filter((r) => rows.some((row) => row.message_id === r.id));
    expect(deliveries.filter((d) => d.answered === 500)).toHaveLength(3);
    expect(deliveries.filter((d) => d.answered === 'hung')).toHaveLength(1);
    expect(deliveries.filter((d) => d.answered === 204)).toHaveLength(2);
    expect(new Set(deliveries.map((d) => d.id)).size).toBe(2); // retries reuse the row's webhook-id
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(6);
    // Each attempt is signed afresh: the receiver's timestamp check would refuse a stale one.
    expect(deliveries.every((d) => d.verified)).toBe(true);
  });

  test('a 400 fails at once; the failed row shows in `leads outbox` with its host and is re-sent by `leads retry`', async () => {
    receiver.addFaults('reject');
    const res = await postInquiry({ ...validInquiry, email: 'rejected.hook@example.com' });
    const id = res.json<{ id: string }>().id;
    await deliverUntil(
      async () => (await webhookRows(id)).every((r) => r.status !== 'pending' && r.status !== 'sending'),
      'both webhooks settled',
    );
    const failed = (await webhookRows(id)).filter((r) => r.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: 1, last_error: expect.stringContaining('answered 400') });
    expect(failed[0]!.last_error).not.toMatch(/^refused: /); // the code has its own column (decision 0058)

    const listed = await cli(['outbox', '--status', 'failed', '--format', 'json']);
    expect(listed.code).toBe(0);
    const entry = (JSON.parse(listed.out) as Array<{ id: string; kind: string; destination: string }>).find((r) => r.id === failed[0]!.id);
    expect(entry).toMatchObject({ kind: 'webhook', destination: `127.0.0.1:${receiver.port}`, lastErrorCode: 'refused' });
    expect(listed.out).not.toContain('token=abc'); // the URL's query (a credential, maybe) is never shown
    expect((await cli(['outbox'])).out).toMatch(/webhook\s+127\.0\.0\.1:\d+\s+failed\s+1\s+\S+\s+refused\s+127\.0\.0\.1:\d+ answered 400/);

    expect((await cli(['retry', failed[0]!.id])).code).toBe(0);
    await deliverUntil(() => processedFor(id).length === 2, 'the retried webhook');
    expect((await webhookRows(id)).every((r) => r.status === 'sent')).toBe(true);
  });

  test('a redirect is not followed and fails the row', async () => {
    receiver.addFaults('redirect');
    const res = await postInquiry({ ...validInquiry, email: 'redirect.hook@example.com' });
    const id = res.json<{ id: string }>().id;
    await deliverUntil(
      async () => (await webhookRows(id)).every((r) => r.status === 'sent' || r.status === 'failed'),
      'both webhooks settled',
    );
    const rows = await webhookRows(id);
    expect(rows.filter((r) => r.status === 'failed').map((r) => r.last_error)).toEqual([
      expect.stringContaining('answered 302 (redirects are not followed)'),
    ]);
  });

  test('spam is never sent; a released spam lead gets its webhooks then', async () => {
    const res = await postInquiry({ ...validInquiry, email: 'spam.hook@example.com', website: 'http://spam.example' });
    const id = res.json<{ id: string }>().id;
    expect(await webhookRows(id)).toEqual([]);
    expect((await cli(['release', id])).code).toBe(0);
    expect(await webhookRows(id)).toHaveLength(2);
    await deliverUntil(() => processedFor(id).length === 2, "the released lead's webhooks");
  });

  test('a delivery failing past OUTBOX_MAX_AGE_HOURS is marked failed', async () => {
    const impatient = await buildLeadApp({ ...config, OUTBOX_MAX_AGE_HOURS: 1e-9 }, { leads: { database: store.database, transport } });
    try {
      receiver.addFaults('fail', 'fail');
      const res = await impatient.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...validInquiry, email: 'old.hook@example.com' },
      });
      const id = res.json<{ id: string }>().id;
      await deliverNow(impatient);
      const rows = await webhookRows(id);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['failed', 1],
        ['failed', 1],
      ]);
    } finally {
      await impatient.close();
    }
  });

  test('the OpenAPI document describes the webhook as delivered, with an example', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = doc.webhooks.lead.post.requestBody.content['application/json'];
    expect(doc.webhooks.lead.post.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(doc.paths['/api/cv/{applicationId}'].get.responses['403']).toBeDefined();
    const keysOf = (schema: { properties: object }) => Object.keys(schema.properties).sort();
    // Every delivered body, and the example, has exactly the documented keys.
    for (const event of [body.example, ...[...receiver.processed.values()]]) {
      expect(Object.keys(event).sort()).toEqual(keysOf(body.schema));
      expect(Object.keys(event.data).sort()).toEqual(keysOf(body.schema.properties.data));
      if (event.data.cv) expect(Object.keys(event.data.cv).sort()).toEqual(keysOf(body.schema.properties.data.properties.cv.anyOf[0]));
    }
    expect(body.example.data.cv.url).toMatch(/\/api\/cv\/.+\?expires=\d+&sig=/);
  });

  test('the OpenAPI document’s webhook schema is the event schema’s own JSON Schema, and every delivered body meets it', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { schema } = doc.webhooks.lead.post.requestBody.content['application/json'];
    // A committed copy, reviewed when it changes: recomputing it as the route does could not fail.
    const expected: unknown = JSON.parse(readFileSync(new URL('snapshots/webhook-event-schema.json', import.meta.url), 'utf8'));
    expect(schema).toEqual(expected);
    // What a hand-written copy said wrongly: the locales are two, and every CV sent is the rebuilt PDF.
    expect(schema.properties.data.properties.locale.enum).toEqual(['en', 'ar']);
    expect(JSON.stringify(schema.properties.data.properties.cv)).toContain('"const":"application/pdf"');
    const delivered = [...receiver.processed.values()];
    expect(delivered.some((event) => (event['data'] as { cv: unknown }).cv)).toBe(true);
    for (const event of delivered) expect(deliveredLeadEventSchema.parse(event)).toEqual(event);
  });

  test('a claim leases every kind it takes for the one lease it is given', async () => {
    const res = await postInquiry({ ...validInquiry, email: 'lease.hook@example.com' });
    const id = res.json<{ id: string }>().id;
    const claimed = await (await leadParts(app)).repo.outbox.claimDue(50, 125_000);
    expect(
      claimed
        .filter((r) => r.leadId === id)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['inquiry', 'webhook', 'webhook']);
    const leases = await queryRows<{ kind: string; ms: number }>(
      store.database.db,
      sql`select kind, extract(epoch from lease_until - updated_at)::double precision * 1000 as ms from outbox where lead_id = ${id}`,
    );
    for (const lease of leases) expect(Math.round(Number(lease.ms) / 100) * 100).toBe(125_000);
    for (const row of claimed)
      await (await leadParts(app)).repo.outbox.markFailed(row, { code: null, message: 'released by the test' }, false, 0);
    await deliverUntil(() => processedFor(id).length === 2, "the lease test's webhooks");
  });

  test("retention purges a lead's webhook rows with it (they hold a copy of its data)", async () => {
    const res = await postInquiry({ ...validInquiry, email: 'purged.hook@example.com' });
    const id = res.json<{ id: string }>().id;
    expect(await webhookRows(id)).toHaveLength(2);
    await store.database.db.execute(sql`update inquiries set created_at = now() - interval '800 days' where id = ${id}`);
    await (
      await leadParts(app)
    ).repo.retention.purge({ inquiryDays: config.RETENTION_INQUIRY_DAYS, applicationDays: config.RETENTION_APPLICATION_DAYS });
    expect(await queryRows(store.database.db, sql`select id from outbox where lead_id = ${id}`)).toEqual([]);
  });

  test('SSRF: loopback receivers are refused without LEAD_WEBHOOK_ALLOW_PRIVATE, by literal address and after DNS', async () => {
    const before = receiver.received.length;
    const guarded = await buildLeadApp(
      testConfig({
        ...store.env,
        LEAD_WEBHOOK_URL: `https://127.0.0.1:${receiver.port}/a,https://localhost:${receiver.port}/b,https://[::ffff:127.0.0.1]:${receiver.port}/c`,
        LEAD_WEBHOOK_SECRET: secret,
      }),
      { leads: { database: store.database, transport } },
    );
    try {
      const res = await guarded.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...validInquiry, email: 'ssrf.hook@example.com' },
      });
      const id = res.json<{ id: string }>().id;
      await deliverNow(guarded);
      const rows = await webhookRows(id);
      expect(rows).toHaveLength(3);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/not a public address/) });
      expect(receiver.received.length).toBe(before);
    } finally {
      await guarded.close();
    }
  });
});
