/**
 * The outbox worker on stored leads: delivery once, back-off through an outage, permanent
 * failures, leases and concurrent claims, retention. Run once against PGlite and once against a
 * real PostgreSQL cluster (same test body); lead-storage.test.ts covers the API and storage.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { runLeadsCommand } from '../../server/leads/commands/run.ts';
import { MailSendError } from '../../server/mail/message.ts';
import { backends } from '../support/backends.ts';
import { leadStorageFixture } from '../support/lead-storage-fixture.ts';
import { pdfFile, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { deliverNow, leadParts } from '../support/lead-app.ts';

const leaseMs = 60_000;
let counter = 0;
const unique = (prefix = 'visitor') => `${prefix}${++counter}-${Date.now()}@example.com`;

describe.each(backends)('the outbox worker on %s', (backend) => {
  const fx = leadStorageFixture(backend);
  const { transport, db, rows, outboxFor, postInquiry, postApplication } = fx;

  test('the worker delivers each pending message once; a sent message is never sent again', async () => {
    await deliverNow(fx.app);
    const res = await postInquiry({ ...validInquiry, email: unique() });
    const [row] = await outboxFor(res.json().id);
    const first = await deliverNow(fx.app);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const delivered = transport.sent.filter((m) => m.outboxId === row!.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ messageId: row!.message_id, to: 'sales.sa@ascon-erp.com', from: fx.config.MAIL_FROM });
    expect(delivered[0]!.templateParams).toMatchObject({
      customer_country: 'Saudi Arabia',
      customer_phoneNumber: validInquiry.phoneNumber,
      reply_to: res.json().id ? delivered[0]!.replyTo.address : '',
    });
    expect(await deliverNow(fx.app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(transport.sent.filter((m) => m.outboxId === row!.id)).toHaveLength(1);
    const [after] = await outboxFor(res.json().id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    // Even a forced retry cannot resend it.
    expect(await (await leadParts(fx.app)).repo.outbox.retry(row!.id)).toBe('already-sent');
  });

  test('an SMTP outage of a night costs nothing: retries back off to a cap and go on until OUTBOX_MAX_AGE_HOURS, then `retry --failed` re-queues', async () => {
    await deliverNow(fx.app);
    const res = await postInquiry({ ...validInquiry, email: unique() });
    const leadId = res.json().id as string;
    transport.failWith(new Error('connection refused'));
    const delays: number[] = [];
    try {
      // Twelve failed attempts (the old limit was eight): still pending, the delay capped at 240 s.
      for (let attempt = 1; attempt <= 12; attempt++) {
        expect(await deliverNow(fx.app)).toEqual({ sent: 0, retrying: 1, failed: 0 });
        const [row] = await rows<{ status: string; attempts: number; delay: number; last_error: string }>(
          sql`select status, attempts, extract(epoch from (next_attempt_at - now())) * 1000 as delay, last_error from outbox where lead_id = ${leadId}`,
        );
        expect(row).toMatchObject({ attempts: attempt, status: 'pending', last_error: 'connection refused' });
        delays.push(Number(row!.delay));
        // Not due yet: nothing happens until the backoff has passed.
        expect(await deliverNow(fx.app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
        await db().execute(sql`update outbox set next_attempt_at = now() where lead_id = ${leadId}`);
      }
      // 60 s, then 120 s (±20 % jitter), then never more than the cap.
      expect(delays[0]).toBeGreaterThan(60_000 * 0.75);
      expect(delays[0]).toBeLessThan(60_000 * 1.25);
      expect(delays[1]).toBeGreaterThan(120_000 * 0.75);
      expect(delays[1]).toBeLessThan(120_000 * 1.25);
      for (const delay of delays.slice(2)) expect(delay).toBeLessThan(240_000 * 1.25);
      // The lead came in 25 hours ago: the next failure is final.
      await db().execute(sql`update outbox set created_at = now() - interval '25 hours' where lead_id = ${leadId}`);
      expect(await deliverNow(fx.app)).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect((await outboxFor(leadId))[0]).toMatchObject({ status: 'failed', attempts: 13 });
    } finally {
      transport.failWith(null);
    }
    expect(await deliverNow(fx.app)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // The team re-queues every failed delivery at once, with a fresh allowance.
    const [failed] = await outboxFor(leadId);
    const out: string[] = [];
    const io = { stdout: (t: string) => out.push(t), stderr: (t: string) => out.push(t) };
    expect(
      await runLeadsCommand(['outbox', '--status', 'failed', '--format', 'json'], fx.config, io, { database: fx.store.database }),
    ).toBe(0);
    expect(JSON.parse(out.join('')).map((r: { id: string }) => r.id)).toContain(failed!.id);
    out.length = 0;
    expect(await runLeadsCommand(['retry', '--failed'], fx.config, io, { database: fx.store.database })).toBe(0);
    expect(out.join('')).toContain(failed!.id);
    transport.failWith(new Error('still down'));
    try {
      // One more failure after the re-queue is not final: the allowance started again.
      expect(await deliverNow(fx.app)).toMatchObject({ retrying: 1, failed: 0 });
    } finally {
      transport.failWith(null);
    }
    await db().execute(sql`update outbox set next_attempt_at = now() where lead_id = ${leadId}`);
    expect(await deliverNow(fx.app)).toMatchObject({ sent: 1 });
    expect(transport.sent.filter((m) => m.outboxId === failed!.id)).toHaveLength(1);
  });

  test('a permanent error fails the message at once', async () => {
    await deliverNow(fx.app);
    const res = await postInquiry({ ...validInquiry, email: unique() });
    transport.failWith(new MailSendError('EmailJS: HTTP 403 blocked', true));
    try {
      expect(await deliverNow(fx.app)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    } finally {
      transport.failWith(null);
    }
    expect((await outboxFor(res.json().id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  test('a claim is leased: a row stuck in sending is reclaimed after its lease, and the stale claim cannot mark it', async () => {
    await deliverNow(fx.app);
    const res = await postInquiry({ ...validInquiry, email: unique() });
    const { repo } = await leadParts(fx.app);
    const [claimed] = await repo.outbox.claimDue(10, leaseMs);
    expect(claimed).toMatchObject({ leadId: res.json().id, status: 'sending', attempts: 1 });
    // A live lease is not claimable by another worker.
    expect(await repo.outbox.claimDue(10, leaseMs)).toEqual([]);
    // The worker died: its lease runs out.
    await db().execute(sql`update outbox set lease_until = now() - interval '1 second' where id = ${claimed!.id}`);
    const [reclaimed] = await repo.outbox.claimDue(10, leaseMs);
    expect(reclaimed).toMatchObject({ id: claimed!.id, attempts: 2 });
    expect(await repo.outbox.markSent(claimed!)).toBe(false);
    expect(await repo.outbox.markSent(reclaimed!)).toBe(true);
    expect(await repo.outbox.claimDue(10, leaseMs)).toEqual([]);
  });

  test('concurrent claims never hand out the same row twice', async () => {
    await deliverNow(fx.app);
    const ids = await Promise.all(
      Array.from({ length: 30 }, async () => (await postInquiry({ ...validInquiry, email: unique() })).json().id as string),
    );
    expect(new Set(ids).size).toBe(30);
    const { repo } = await leadParts(fx.app);
    const claims = await Promise.all(Array.from({ length: 6 }, () => repo.outbox.claimDue(7, leaseMs)));
    const claimed = claims.flat().map((r) => r.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(30);
    await db().execute(sql`update outbox set status = 'sent' where status = 'sending'`);
  });

  test('expired leads and their outbox rows are purged by retention', async () => {
    const old = await postInquiry({ ...validInquiry, email: unique() });
    const oldApp = await postApplication({ ...validApplication, email: unique() }, { filename: 'cv.pdf', content: pdfFile });
    const fresh = await postInquiry({ ...validInquiry, email: unique() });
    await db().execute(sql`update inquiries set created_at = now() - interval '731 days' where id = ${old.json().id}`);
    await db().execute(sql`update applications set created_at = now() - interval '200 days' where id = ${oldApp.json().id}`);
    const purged = await (
      await leadParts(fx.app)
    ).repo.retention.purge({
      inquiryDays: fx.config.RETENTION_INQUIRY_DAYS,
      applicationDays: fx.config.RETENTION_APPLICATION_DAYS,
    });
    expect(purged).toEqual({ inquiries: 1, applications: 1 });
    expect(await rows(sql`select id from inquiries where id = ${old.json().id}`)).toEqual([]);
    expect(await outboxFor(old.json().id)).toEqual([]);
    expect(await outboxFor(oldApp.json().id)).toEqual([]);
    expect(await rows(sql`select id from inquiries where id = ${fresh.json().id}`)).toHaveLength(1);
  });
});
