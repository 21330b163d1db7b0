/**
 * Delivery through a real SMTP peer on loopback: the messages as received (recipients routed
 * by country, Reply-To, stable Message-ID, the CV attached), and an outage of the peer during
 * which every message is retried and, once it is back, delivered exactly once.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { docxFile } from '../support/files.ts';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { buildLeadApp, deliverNow, disarmNow, leadParts, testConfig } from '../support/lead-app.ts';
import { startSmtpPeer, waitFor } from '../support/smtp-peer.ts';

describe('SMTP delivery', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const config = testConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: peer.url,
      MAIL_FROM: 'ASCON website <no-reply@ascon-erp.com>',
      OUTBOX_POLL_MS: '50',
      OUTBOX_BACKOFF_MS: '100',
      // Retries through the outage below at a steady pace, not ever further apart.
      OUTBOX_MAX_BACKOFF_MS: '800',
    });
    app = await buildLeadApp(config);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await peer?.stop();
  });

  const outboxRows = async () =>
    queryRows<{ id: string; lead_id: string; message_id: string; status: string; attempts: number; last_error: string | null }>(
      (await leadParts(app)).database.db,
      sql`select id, lead_id, message_id, status, attempts, last_error from outbox where kind <> 'cv-disarm'`,
    );

  test('an inquiry reaches the branch serving the country, with Reply-To the visitor and a stable Message-ID', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        ...validInquiry,
        country: 'AE',
        phoneNumber: '+971 50 123 4567',
        name: 'Fatima Al Mansouri',
        email: 'fatima@example.ae',
        message: 'Need a quote\nfor 40 users.',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await deliverNow(app)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [row] = (await outboxRows()).filter((r) => r.lead_id === res.json().id);
    const got = peer.received.find((r) => r.mail.messageId === row!.message_id);
    expect(got).toBeDefined();
    const mail = got!.mail;
    expect(got!.envelopeTo).toEqual(['sales.sa@ascon-erp.com']);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('sales.sa@ascon-erp.com');
    expect(mail.from?.value[0]).toMatchObject({ address: 'no-reply@ascon-erp.com', name: 'ASCON website' });
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'fatima@example.ae', name: 'Fatima Al Mansouri' });
    expect(mail.messageId).toBe(`<${row!.id}@ascon-erp.com>`);
    expect(mail.subject).toBe('Website inquiry from Fatima Al Mansouri (United Arab Emirates)');
    expect(mail.text).toContain('Need a quote\nfor 40 users.');
    expect(mail.text).toMatch(/^Phone +\+971 50 123 4567$/m);
    expect(mail.html).toContain('href="tel:+971501234567"');
    // Only the logo, inline (Content-ID), which the HTML part shows.
    expect(mail.attachments.map((a) => [a.filename, a.related, a.cid])).toEqual([['logo.png', true, 'logo@ascon-erp.com']]);
  });

  test('an application reaches HR_EMAIL with the rebuilt CV attached, byte for byte as stored', async () => {
    for (const [content, filename, rebuiltName] of [
      [pdfFile, 'Omar CV.pdf', 'Omar CV.pdf'],
      [docxFile, 'omar.docx', 'omar.pdf'],
    ] as const) {
      const mp = multipartBody({ ...validApplication }, [{ name: 'file', filename, content }]);
      const res = await app.inject({ method: 'POST', url: '/api/applications', ...mp });
      expect(res.statusCode).toBe(201);
      expect(await disarmNow(app)).toMatchObject({ sent: 1 });
      await deliverNow(app);
      const [row] = (await outboxRows()).filter((r) => r.lead_id === res.json().id);
      const got = peer.received.find((r) => r.mail.messageId === row!.message_id);
      expect(got!.envelopeTo).toEqual(['hr@ascon-erp.com']);
      expect(got!.mail.replyTo?.value[0]?.address).toBe(validApplication.email);
      expect(got!.mail.subject).toBe('Job application for ERP sales consultant from Omar Khalil (Senior sales engineer)');
      const attached = got!.mail.attachments.filter((a) => !a.related);
      expect(attached).toHaveLength(1);
      const [attachment] = attached;
      expect(attachment!.filename).toBe(rebuiltName);
      expect(attachment!.contentType).toBe('application/pdf');
      const stored = await (await leadParts(app)).repo.cvs.openCv(res.json().id);
      expect(Buffer.compare(attachment!.content, Buffer.concat(await stored!.stream.toArray()))).toBe(0);
      expect(Buffer.compare(attachment!.content, content)).not.toBe(0);
    }
  });

  test('a 554 greeting (the whole server refusing, not the recipient) is retried with backoff, and the mail goes out once the server recovers', async () => {
    const before = peer.connections();
    peer.refuseGreetings(2);
    const res = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: 'greeting554@example.com' } });
    expect(res.statusCode).toBe(201);
    expect(await deliverNow(app)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let [row] = (await outboxRows()).filter((r) => r.lead_id === res.json().id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/554/);
    // Each pass takes the row once its backoff (OUTBOX_BACKOFF_MS) has passed.
    await waitFor(async () => (await deliverNow(app)).sent === 1, 10_000, 'delivery once the server greets again');
    [row] = (await outboxRows()).filter((r) => r.lead_id === res.json().id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(peer.connections() - before).toBe(3);
    expect(peer.received.filter((r) => r.mail.messageId === row!.message_id)).toHaveLength(1);
  });

  test('while the peer is down or answering 451, messages are retried; once back, each is delivered exactly once', async () => {
    await peer.stop();
    const before = peer.received.length;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { ...validInquiry, email: `outage${i}@example.com` },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const mp = multipartBody({ ...validApplication, email: 'outage-cv@example.com' }, [
      { name: 'file', filename: 'cv.pdf', content: pdfFile },
    ]);
    const application = await app.inject({ method: 'POST', url: '/api/applications', ...mp });
    ids.push(application.json().id);
    // Its CV is rebuilt first, which queues HR's mail (docs/decisions/0026).
    expect(await disarmNow(app)).toMatchObject({ sent: 1 });

    (await leadParts(app)).worker.start();
    // Down: connection refused, several attempts each.
    await waitFor(
      async () => (await outboxRows()).filter((r) => ids.includes(r.lead_id)).every((r) => r.attempts >= 2),
      10_000,
      'retries while the peer is down',
    );
    let rows = (await outboxRows()).filter((r) => ids.includes(r.lead_id));
    expect(rows.every((r) => r.status !== 'sent' && r.last_error)).toBe(true);
    // Back, but refusing recipients with a temporary 451 until every message has met it: an
    // attempt claimed after the peer came back, and finished (pending again), was answered 451.
    peer.setTempFail(true);
    await peer.start();
    const claimsBefore = new Map((await outboxRows()).map((r) => [r.id, r.attempts]));
    await waitFor(
      async () =>
        (await outboxRows())
          .filter((r) => ids.includes(r.lead_id))
          .every((r) => r.attempts > claimsBefore.get(r.id)! && r.status === 'pending' && /451/.test(r.last_error ?? '')),
      10_000,
      'every message refused with 451 once the peer is back',
    );
    expect(peer.received.length).toBe(before);
    peer.setTempFail(false);

    await waitFor(
      async () => (await outboxRows()).filter((r) => ids.includes(r.lead_id)).every((r) => r.status === 'sent'),
      30_000,
      'delivery after the outage',
    );
    // stop() waits for the pass in progress: after it, nothing more is sent.
    await (await leadParts(app)).worker.stop();

    rows = (await outboxRows()).filter((r) => ids.includes(r.lead_id));
    const received = peer.messageIds().slice(before);
    expect(received.length).toBe(ids.length);
    expect(new Set(received).size).toBe(ids.length);
    expect(new Set(received)).toEqual(new Set(rows.map((r) => r.message_id)));
    expect(rows.every((r) => r.attempts >= 3)).toBe(true);
  }, 60_000);
});
